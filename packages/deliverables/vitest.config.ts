import { toolVitestConfig } from '@tools/testing/vitest-config';
// Screens against the core with this package's own server module. Isolated: code-not-loaded.test.tsx mocks
// modules the other screen tests import.
export default toolVitestConfig({
  backend: true,
  isolate: true,
  serverModules: [new URL('./src/server/module.ts', import.meta.url)],
});
