import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/__tests__/**/*.test.ts'],
    globalSetup: ['./test/postgres-global-setup.ts'],
    // Generous: RSA key generation and PGlite start-up are slow on a loaded 2-core CI machine.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
