import { toolVitestConfig } from '@tools/testing/vitest-config';

// One config (nested projects are ignored by the root run); domain tests pass under jsdom too.
export default toolVitestConfig({ backend: true });
