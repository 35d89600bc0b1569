import { defineConfig } from 'vitest/config';

// One slow test: it copies the repository, runs `turbo gen tool` and checks the result (minutes).
export default defineConfig({
  test: { include: ['src/**/__tests__/**/*.test.ts'], testTimeout: 20 * 60_000, hookTimeout: 20 * 60_000 },
});
