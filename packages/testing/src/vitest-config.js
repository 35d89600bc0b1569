// Plain JS on purpose: vitest loads config files with Node, which cannot import .ts from a
// workspace package.
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * The one vitest config for packages with screens: jsdom, React, MSW-backed sandbox.
 * `backend: true` for packages whose screens call our server: each test file starts the real
 * server (PGlite + migrations, a few seconds) before its first test instead of inside it, and a
 * test may take 15 s (real SQL and Learn checks behind every click, on a shared CI machine).
 * The server is the core (LTI, identity, course cache, bulk-run leases) with `serverModules`: file URLs
 * whose default export is a server module, the package's own (`src/server/module.ts`); none for a
 * package whose screens need only the core.
 */
export function toolVitestConfig({ backend = false, serverModules = [] } = {}) {
  return defineConfig({
    plugins: [react()],
    test: {
      environment: 'jsdom',
      setupFiles: ['@tools/testing/setup', ...(backend ? ['@tools/testing/setup-backend'] : [])],
      include: ['src/**/*.test.{ts,tsx}'],
      // A feature's server part runs in Node (its vitest.server.config.ts), not in jsdom.
      exclude: ['src/server/**', '**/node_modules/**'],
      restoreMocks: true,
      provide: { serverModules: serverModules.map((url) => fileURLToPath(url)) },
      ...(backend ? { testTimeout: 15_000 } : {}),
    },
  });
}
