import { toolVitestConfig } from '@tools/testing/vitest-config';
import { defineConfig } from 'vitest/config';

const screens = toolVitestConfig();
const PURE = ['src/domain/**/*.test.ts', 'src/eval/**/*.test.ts'];

// Pure logic and the PGlite/PDF tests run in Node (no DOM, no MSW); screens use the shared jsdom config.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', environment: 'node', include: PURE } },
      { ...screens, test: { ...screens.test, name: 'screens', exclude: [...PURE, '**/node_modules/**'] } },
    ],
  },
});
