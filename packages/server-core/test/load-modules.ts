import { loadTestModules } from './modules.ts';

// serverVitestConfig's setup file: the test run's server modules, loaded before any test (see modules.ts).
await loadTestModules();
