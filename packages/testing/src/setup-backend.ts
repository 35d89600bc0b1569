import { configure } from '@testing-library/react';
import { beforeAll } from 'vitest';
import { startBackend } from './backend-server.ts';

/**
 * Test files that never ask our server: a feature's pure domain (lint keeps `src/domain/` free of I/O) and
 * its server client's tests (`src/api/__tests__/client.test.ts`, against a fake fetch). A third of a
 * back-end package's test files; starting the server for each cost seconds of CPU for nothing. Should one
 * ask anyway, the server still starts on its first request (backend-server.ts).
 */
const NEEDS_NO_SERVER = /\/src\/domain\/|\/src\/api\/__tests__\/client\.test\.ts$/;

// Starting the real server (in-memory PGlite, migrations) takes seconds: pay it once per test
// file here, not inside the first test's time limit. (Vitest wants the unused context destructured.)
// eslint-disable-next-line no-empty-pattern
beforeAll(({}, suite) => (NEEDS_NO_SERVER.test(suite.file.filepath) ? undefined : startBackend()), 60_000);

// Behind a click there is real SQL, a Learn check and sometimes RSA signing: findBy*/waitFor
// wait up to 5 s for it (on a busy machine) instead of Testing Library's 1 s.
configure({ asyncUtilTimeout: 5000 });
