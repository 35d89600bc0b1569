import { describe, expect, it } from 'vitest';
import { LearnError, type LearnErrorInit } from '../errors.ts';

const error = (init: Omit<LearnErrorInit, 'method' | 'path'>) =>
  new LearnError({
    method: 'PATCH',
    path: '/learn/api/public/v2/courses/_1_1/gradebook/columns/_2_1/users/_3_1',
    ...init,
  });

describe('LearnError.userMessage', () => {
  it.each([
    // Our sentence where Learn's words do not help the user act (session, load, outages).
    [
      { kind: 'auth', status: 401, learnMessage: 'API request is not authorized.' },
      'Your Learn session has expired or is not valid. Open the tool again from Learn.',
    ],
    [
      { kind: 'server', status: 500, learnMessage: 'An unexpected error occurred.' },
      'Learn had a problem answering. Try again later.',
    ],
    [{ kind: 'rate-limited', status: 429 }, 'Learn is receiving too many requests. Try again in a moment.'],
    [
      { kind: 'rate-limited', status: 429, learnMessage: 'Too many requests', retryAfterMs: 1_500 },
      'Learn is receiving too many requests. Try again in a moment. Learn asked to wait 2 s.',
    ],
    // A 503 says Learn is down for a while, and how long it asked us to wait (issue 22 §5).
    [{ kind: 'server', status: 503 }, 'Learn is temporarily unavailable. Try again later.'],
    [
      { kind: 'server', status: 503, learnMessage: 'Maintenance', retryAfterMs: 300_000 },
      'Learn is temporarily unavailable. Try again later. Learn asked to wait 300 s.',
    ],
    // Learn's reason (with the status) where it says what was wrong with this item.
    [
      { kind: 'bad-request', status: 400, learnMessage: 'Invalid score' },
      "Learn rejected the request. Learn's reason: Invalid score (HTTP 400)",
    ],
    [
      { kind: 'forbidden', status: 403, learnMessage: 'User is not authorized\n to modify grades.' },
      "You do not have permission to do this in Learn. Learn's reason: User is not authorized to modify grades. (HTTP 403)",
    ],
    [{ kind: 'not-found', status: 404 }, 'Learn could not find this item.'],
    // A specific message the client gave stays as it is.
    [
      { kind: 'timeout', message: 'Learn did not answer within 30 seconds.' },
      'Learn did not answer within 30 seconds.',
    ],
  ] as const)('%o -> %s', (init, text) => {
    expect(error(init).userMessage).toBe(text);
  });

  it('leaves `message` as it was (screens prefix it with their own failure texts)', () => {
    const e = error({ kind: 'bad-request', status: 400, learnMessage: 'Invalid score' });
    expect(e.message).toBe('Invalid score');
    expect(e.userMessage).not.toContain('/learn/api');
  });
});
