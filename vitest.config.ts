import { defineConfig } from 'vitest/config';

// One vitest run over every package that has tests; each package keeps its own config.
export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts', 'apps/*/vitest.config.ts', 'tooling/*/vitest.config.ts'],
  },
});
