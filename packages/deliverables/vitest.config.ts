import { toolVitestConfig } from '@tools/testing/vitest-config';
// Screens against the core with this package's own server module.
export default toolVitestConfig({
  backend: true,
  serverModules: [new URL('./src/server/module.ts', import.meta.url)],
});
