// Plain JS on purpose (like @tools/testing/vitest-config): vitest loads config files with Node, which cannot
// import .ts from a workspace package.
import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * The one vitest config for a feature's server part (`packages/<feature>/src/server/`): Node, its tests in
 * `src/server/**\/__tests__/`, against the core with the feature's own module (`modules`: file URLs whose
 * default export is a ServerModule or a list; test/harness.ts and shared-db.ts run them, see test/modules.ts).
 * `postgres: true` starts a throwaway PostgreSQL for the `*-postgres` tests (postgres-global-setup.ts).
 * Generous timeouts: RSA key generation and PGlite start-up are slow on a loaded 2-core CI machine.
 */
export function serverVitestConfig({
  name,
  postgres = false,
  modules = [],
  include = ['src/server/**/__tests__/**/*.test.ts'],
}) {
  return defineConfig({
    test: {
      name,
      environment: 'node',
      include,
      setupFiles: [fileURLToPath(new URL('./load-modules.ts', import.meta.url))],
      provide: { serverModules: modules.map((url) => fileURLToPath(url)) },
      globalSetup: postgres ? [fileURLToPath(new URL('./postgres-global-setup.ts', import.meta.url))] : [],
      testTimeout: 60_000,
      hookTimeout: 60_000,
      // A project's files share a worker's modules, as the screen projects do (@tools/testing/vitest-config): the
      // worker loads the core and the sandbox once, not once per file. Each file opens its own database
      // (shared-db.ts); what learn-api keeps for the whole process starts empty for each file (load-modules.ts).
      isolate: false,
    },
  });
}
