import { beforeAll } from 'vitest';
import { startBackend } from './backend-server.ts';

// Starting the real server (in-memory PGlite, migrations) takes seconds: pay it once per test
// file here, not inside the first test's time limit.
beforeAll(() => startBackend(), 60_000);
