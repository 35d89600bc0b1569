import { serverVitestConfig } from '@tools/server-core/test/server-vitest-config.js';

// The composed server: every tool's module (src/modules.ts) on the core.
export default serverVitestConfig({
  name: '@tools/server',
  postgres: true,
  include: ['src/**/__tests__/**/*.test.ts'],
  modules: [new URL('./src/modules.ts', import.meta.url)],
});
