// Plain JS on purpose: vitest loads config files with Node, which cannot import .ts from a
// workspace package.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * The one vitest config for packages with screens: jsdom, React, MSW-backed sandbox.
 * `backend: true` for packages whose screens call our server: each test file starts the real
 * server (PGlite + migrations, a few seconds) before its first test instead of inside it, and a
 * test may take 15 s (real SQL and Learn checks behind every click, on a shared CI machine).
 */
export function toolVitestConfig({ backend = false } = {}) {
  return defineConfig({
    plugins: [react()],
    test: {
      environment: 'jsdom',
      setupFiles: ['@tools/testing/setup', ...(backend ? ['@tools/testing/setup-backend'] : [])],
      include: ['src/**/*.test.{ts,tsx}'],
      // A feature's server part runs in Node (its vitest.server.config.ts), not in jsdom.
      exclude: ['src/server/**', '**/node_modules/**'],
      restoreMocks: true,
      ...(backend ? { testTimeout: 15_000 } : {}),
    },
  });
}
