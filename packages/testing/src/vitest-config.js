// Plain JS on purpose: vitest loads config files with Node, which cannot import .ts from a
// workspace package.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/** The one vitest config for packages with screens: jsdom, React, MSW-backed sandbox. */
export function toolVitestConfig() {
  return defineConfig({
    plugins: [react()],
    test: {
      environment: 'jsdom',
      setupFiles: ['@tools/testing/setup'],
      include: ['src/**/*.test.{ts,tsx}'],
      restoreMocks: true,
      // A file's first back-end request starts the real server (PGlite + migrations): seconds on a busy CI machine.
      testTimeout: 15_000,
    },
  });
}
