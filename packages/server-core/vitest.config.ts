import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/__tests__/**/*.test.ts'],
    // Generous: PGlite start-up and child processes are slow on a loaded 2-core CI machine.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
