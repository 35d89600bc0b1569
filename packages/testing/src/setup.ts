import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { learnServer, resetSandbox } from './learn-server.ts';

// Fail on any request no handler answers: a screen must not call anything unexpected.
beforeAll(() => learnServer.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  learnServer.resetHandlers();
  resetSandbox();
  globalThis.localStorage?.clear();
  globalThis.sessionStorage?.clear();
});
afterAll(() => learnServer.close());
