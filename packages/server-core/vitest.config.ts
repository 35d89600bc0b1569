import { serverVitestConfig } from './test/server-vitest-config.js';

// The core alone: LTI, identity, course cache, bulk-run leases, the database layer (no tool's module).
export default serverVitestConfig({
  name: '@tools/server-core',
  postgres: true,
  include: ['src/**/__tests__/**/*.test.ts'],
});
