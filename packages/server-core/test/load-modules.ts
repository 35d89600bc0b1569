import { forgetLimiters, forgetRateLimits } from '@tools/learn-api';
import { loadTestModules } from './modules.ts';

// serverVitestConfig's setup file, run before each test file: the test run's server modules, loaded before any test
// (see modules.ts).
await loadTestModules();
// The files of a project share a worker's modules (isolate: false): what learn-api keeps per Learn origin for the
// whole process (its request limiter, Learn's last rate-limit answer) starts empty for each file, as in a process
// of its own. A request an earlier file left hanging held a limiter slot for good (chat's embeddings timeout test
// then waited out its 60 s behind it).
forgetLimiters();
forgetRateLimits();
