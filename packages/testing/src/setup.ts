import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { forgetLimiters, forgetRateLimits } from '@tools/learn-api';
import { webStorage } from '@tools/ui';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { closeBackend, resetBackend } from './backend-server.ts';
import { unblockWebStorage } from './block-storage.ts';
import { resetSandbox } from './learn-server.ts';
import { learnServer } from './msw-server.ts';

// Fail on any request no handler answers: a screen must not call anything unexpected.
beforeAll(() => learnServer.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  cleanup();
  learnServer.resetHandlers();
  resetSandbox();
  // Learn's allowance as the last sandbox reported it belongs to that sandbox; a request the test left hanging
  // keeps its slot in the old limiter, not in the next test's (files share a worker's modules).
  forgetRateLimits();
  forgetLimiters();
  await resetBackend();
  unblockWebStorage();
  // The browser's areas and the in-memory fallback of web-storage.ts alike.
  webStorage('local').clear();
  webStorage('session').clear();
});
afterAll(async () => {
  learnServer.close();
  await closeBackend();
});
