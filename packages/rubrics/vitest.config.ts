import { toolVitestConfig } from '@tools/testing/vitest-config';
import { defineConfig } from 'vitest/config';

const screens = toolVitestConfig();
const PURE = ['src/domain/**/*.test.ts'];

// The domain runs in Node (no DOM), as the server would run it; screens use the shared jsdom config.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', environment: 'node', include: PURE } },
      { ...screens, test: { ...screens.test, name: 'screens', exclude: [...PURE, '**/node_modules/**'] } },
    ],
  },
});
