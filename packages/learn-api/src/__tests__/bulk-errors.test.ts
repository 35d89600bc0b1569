// How @tools/bulk reads learn-api's errors (by shape: bulk sits below learn-api, so this contract is tested here,
// with the real LearnError), and its words for every other failure.
import { describe, expect, it } from 'vitest';
import { LearnError } from '../errors.ts';
import { comeBackLater, describeError, isSessionError, NETWORK_ERROR, TIMEOUT_ERROR, UNKNOWN_ERROR } from '@tools/bulk';

const learn = (init: Partial<ConstructorParameters<typeof LearnError>[0]> & { kind: LearnError['kind'] }) =>
  new LearnError({
    method: 'PATCH',
    path: '/learn/api/public/v2/courses/_1_1/gradebook/columns/_2_1/users/_3_1',
    ...init,
  });

describe('describeError', () => {
  it.each([
    [
      learn({ kind: 'auth', status: 401, learnMessage: 'Bearer token is invalid' }),
      'Your Learn session has expired or is not valid. Open the tool again from Learn.',
    ],
    [learn({ kind: 'forbidden', status: 403 }), 'You do not have permission to do this in Learn.'],
    [
      learn({ kind: 'server', status: 500, learnMessage: 'Internal error' }),
      'Learn had a problem answering. Try again later.',
    ],
    [
      learn({ kind: 'timeout', message: 'Learn did not answer within 30 seconds.' }),
      'Learn did not answer within 30 seconds.',
    ],
    [
      learn({ kind: 'bad-request', status: 400, learnMessage: 'Invalid score' }),
      "Learn rejected the request. Learn's reason: Invalid score (HTTP 400)",
    ],
    [
      learn({ kind: 'rate-limited', status: 429, retryAfterMs: 30_000 }),
      'Learn is receiving too many requests. Try again in a moment. Learn asked to wait 30 s.',
    ],
  ])("uses a Learn error's userMessage: %s", (error, text) => {
    expect(describeError(error)).toBe(text);
  });

  it("uses any error's own userMessage, still one line without tokens", () => {
    const error = Object.assign(new Error('raw'), { userMessage: 'Saved twice?\n Try again with Bearer abc' });
    expect(describeError(error)).toBe('Saved twice? Try again with Bearer [hidden]');
  });

  it('names network and timeout failures in plain words', () => {
    expect(describeError(new TypeError('Failed to fetch'))).toBe(NETWORK_ERROR);
    expect(describeError(new TypeError('NetworkError when attempting to fetch resource.'))).toBe(NETWORK_ERROR);
    expect(describeError(new DOMException('signal timed out', 'TimeoutError'))).toBe(TIMEOUT_ERROR);
    expect(describeError(new TypeError('x is not a function'))).toBe('x is not a function');
  });

  it('uses any other message, a string, or says the error is unknown', () => {
    expect(describeError(new Error('The platform refused the score (status 500).'))).toBe(
      'The platform refused the score (status 500).',
    );
    expect(describeError('  Column is locked  ')).toBe('Column is locked');
    expect(describeError({ status: 500 })).toBe(UNKNOWN_ERROR);
    expect(describeError(new Error(''))).toBe('Error');
    expect(describeError(undefined)).toBe(UNKNOWN_ERROR);
  });

  it('never shows a token and keeps one short line', () => {
    const text = describeError(
      new Error('GET https://learn.test/x?access_token=abc.def&limit=1 failed with Authorization: Bearer eyJhbGc.x.y'),
    );
    expect(text).not.toMatch(/abc\.def|eyJhbGc/);
    expect(text).toBe(
      'GET https://learn.test/x?access_token=[hidden]&limit=1 failed with Authorization: Bearer [hidden]',
    );
    const long = describeError(new Error(`a\n${'b'.repeat(1000)}`));
    expect(long).toHaveLength(300);
    expect(long.startsWith('a b')).toBe(true);
    expect(long.endsWith('…')).toBe(true);
  });
});

describe('isSessionError', () => {
  it('is true when the credentials were refused (401 from Learn or from our server)', () => {
    expect(isSessionError(learn({ kind: 'auth', status: 401 }))).toBe(true);
    expect(isSessionError(learn({ kind: 'auth' }))).toBe(true);
    expect(isSessionError(Object.assign(new Error('Learn refused the token.'), { status: 401 }))).toBe(true);
  });

  it('is false for refusals of one item and anything that is not an error', () => {
    expect(isSessionError(learn({ kind: 'forbidden', status: 403 }))).toBe(false);
    expect(isSessionError(Object.assign(new Error('x'), { status: 502 }))).toBe(false);
    expect(isSessionError({ status: 401 })).toBe(false);
  });
});

describe('comeBackLater', () => {
  it.each([
    [learn({ kind: 'rate-limited', status: 429, retryAfterMs: 2_000 }), 2_000],
    [learn({ kind: 'rate-limited', status: 429 }), true],
    [learn({ kind: 'server', status: 503, retryAfterMs: 120_000 }), 120_000],
    [Object.assign(new Error('Busy'), { name: 'BackendError', status: 503 }), true],
    [learn({ kind: 'server', status: 500 }), false],
    [learn({ kind: 'network' }), false],
    [learn({ kind: 'forbidden', status: 403 }), false],
    ['429', false],
  ] as const)('%o -> %o', (error, expected) => {
    expect(comeBackLater(error)).toBe(expected);
  });
});
