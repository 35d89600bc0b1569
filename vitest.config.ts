import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One vitest run over every package that has tests; each package keeps its own config.
export default defineConfig({
  test: {
    // Vitest's default is one worker less than the cores, which on CI's 2-core machine is one: the run was serial
    // (22 min) while the main process, which only hands out files, sat mostly idle. Two workers there: 17 min, the
    // same 3,435 tests passing (docs/benchmarks.md, "The test suite").
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      'packages/*/vitest.config.ts',
      // A feature's server part (packages/<feature>/server/), Node instead of jsdom.
      'packages/*/vitest.server.config.ts',
      'apps/*/vitest.config.ts',
      // tooling/generators is not here: its one test copies the repository and takes minutes, so test-all runs it
      // through turbo, cached on the generator's own inputs (turbo.json), and counts its report with the rest.
      'tooling/*/vitest.config.ts',
      '!tooling/generators/vitest.config.ts',
      // Issue 26's capacity simulator, its small configuration: a real server and the sandbox, in Node.
      {
        test: {
          name: 'capacity',
          root: 'apps/shell',
          include: ['bench/capacity/*.test.ts'],
          environment: 'node',
          testTimeout: 300_000,
        },
      },
      // README line 2's own report reading (scripts/test-results.mjs).
      { test: { name: 'scripts', include: ['scripts/__tests__/*.test.mjs'], environment: 'node' } },
    ],
  },
});
