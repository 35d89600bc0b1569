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
 * package whose screens need only the core. `isolate: true` gives each test file a fresh module graph (a
 * package with a test that `vi.mock`s a module its other tests import).
 */
export function toolVitestConfig({ backend = false, serverModules = [], isolate = false } = {}) {
  return defineConfig({
    plugins: [react()],
    test: {
      environment: 'jsdom',
      setupFiles: ['@tools/testing/setup', ...(backend ? ['@tools/testing/setup-backend'] : [])],
      include: ['src/**/*.test.{ts,tsx}'],
      // A feature's server part runs in Node (its vitest.server.config.ts), not in jsdom.
      exclude: ['src/server/**', '**/node_modules/**'],
      restoreMocks: true,
      // A worker imports the setup files' graph (testing-library, MSW, the sandbox, ui, the server core) once,
      // not once per file: the vitest stage 15:32 -> 14:23 on the 2-core machine with these projects shared, the
      // same tests passing (docs/benchmarks.md, "The test suite"). The setup files still run around every file and reset
      // what a test may leave (DOM, handlers, sandbox, server tables, web storage, mocks), so nothing carries
      // over; a test that needs a fresh module graph of its own (vi.mock of a module others import) sets
      // `isolate: true` in its package's config.
      isolate,
      // Shared modules, shared database (backend-server.ts): isolated files each start and close their own.
      provide: { serverModules: serverModules.map((url) => fileURLToPath(url)), shareDatabase: !isolate },
      ...(backend ? { testTimeout: 15_000 } : {}),
    },
  });
}
