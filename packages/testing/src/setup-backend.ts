import { configure } from '@testing-library/react';
import { beforeAll } from 'vitest';
import { startBackend } from './backend-server.ts';

// Starting the real server (in-memory PGlite, migrations) takes seconds: pay it once per test
// file here, not inside the first test's time limit.
beforeAll(() => startBackend(), 60_000);

// Behind a click there is real SQL, a Learn check and sometimes RSA signing: findBy*/waitFor
// wait up to 5 s for it (on a busy machine) instead of Testing Library's 1 s.
configure({ asyncUtilTimeout: 5000 });
