import { serverVitestConfig } from '@tools/server-core/test/server-vitest-config.js';

// The package's server part (src/server/); its screens have vitest.config.ts.
export default serverVitestConfig({
  name: '@tools/athletics/server',
  postgres: true,
  modules: [new URL('./src/server/module.ts', import.meta.url)],
});
