import { toolVitestConfig } from '@tools/testing/vitest-config';
export default toolVitestConfig({ backend: true });
