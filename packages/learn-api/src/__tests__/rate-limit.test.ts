import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { createLearnClient } from '../client.ts';
import { LearnError } from '../errors.ts';
import { forgetRateLimits, parseRateLimit, quotaPause, rateLimitOf, type RateLimit } from '../rate-limit.ts';
import { API, server, useMswServer } from './server.ts';

useMswServer();
afterEach(() => forgetRateLimits());

const ORIGIN = 'https://quota.learn.test';
const NOW = Date.UTC(2026, 10, 24, 9, 0, 0);

const headers = (values: Record<string, string>) => new Headers(values);

describe('parseRateLimit (Learn X-Rate-Limit-* headers)', () => {
  it('reads the ceiling, what is left and the reset as epoch seconds', () => {
    const resetEpoch = Math.floor(NOW / 1000) + 3_600;
    expect(
      parseRateLimit(
        headers({
          'X-Rate-Limit-Limit': '10000',
          'X-Rate-Limit-Remaining': '9321',
          'X-Rate-Limit-Reset': String(resetEpoch),
        }),
        NOW,
      ),
    ).toEqual({ limit: 10_000, remaining: 9_321, resetAt: resetEpoch * 1000, seenAt: NOW });
  });

  it('reads a small reset as seconds from now (the other reading of Learn’s documentation)', () => {
    expect(
      parseRateLimit(
        headers({ 'x-rate-limit-limit': '500', 'x-rate-limit-remaining': '7', 'x-rate-limit-reset': '120' }),
        NOW,
      ),
    ).toMatchObject({ limit: 500, remaining: 7, resetAt: NOW + 120_000 });
  });

  it('is undefined without the headers or with values that are not counts', () => {
    expect(parseRateLimit(headers({}), NOW)).toBeUndefined();
    expect(parseRateLimit(headers({ 'X-Rate-Limit-Limit': '100' }), NOW)).toBeUndefined();
    expect(
      parseRateLimit(headers({ 'X-Rate-Limit-Limit': 'lots', 'X-Rate-Limit-Remaining': '3' }), NOW),
    ).toBeUndefined();
    expect(parseRateLimit(headers({ 'X-Rate-Limit-Limit': '10', 'X-Rate-Limit-Remaining': '4' }), NOW)).toMatchObject({
      resetAt: null,
    });
  });
});

function answer(status: number, remaining: number, extra: Record<string, string> = {}) {
  const calls: string[] = [];
  server.use(
    http.get(`${ORIGIN}${API}/v1/users/me`, ({ request }) => {
      calls.push(request.url);
      return HttpResponse.json(status === 200 ? { id: '_1_1' } : { status, message: 'Too many requests' }, {
        status,
        headers: {
          'X-Rate-Limit-Limit': '10000',
          'X-Rate-Limit-Remaining': String(remaining),
          'X-Rate-Limit-Reset': String(Math.floor(Date.now() / 1000) + 7_200),
          ...extra,
        },
      });
    }),
  );
  return calls;
}

describe('the client and Learn’s allowance', () => {
  it('reports the allowance of every answer and keeps the latest per origin', async () => {
    answer(200, 9_999);
    const seen: RateLimit[] = [];
    const client = createLearnClient({ baseUrl: ORIGIN, token: 't', onRateLimit: (r) => seen.push(r) });
    await client.request({ method: 'GET', path: '/v1/users/me' });
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ limit: 10_000, remaining: 9_999 });
    // Another client of the same origin (another tool of the tab) sees it too.
    expect(rateLimitOf(ORIGIN)).toMatchObject({ remaining: 9_999 });
    expect(quotaPause(ORIGIN)).toBeNull();
  });

  it('asks bulk work to pause when the allowance is down to its 5 % reserve', async () => {
    answer(200, 500);
    await createLearnClient({ baseUrl: ORIGIN, token: 't' }).request({ method: 'GET', path: '/v1/users/me' });
    expect(quotaPause(ORIGIN)).toMatchObject({ remaining: 500, limit: 10_000 });
    expect(quotaPause(ORIGIN)!.resumeAt).toBeGreaterThan(Date.now());
  });

  it('fails a 429 with the allowance used up at once, saying when it renews, without retrying', async () => {
    const calls = answer(429, 0);
    const error = await createLearnClient({ baseUrl: ORIGIN, token: 't' })
      .request({ method: 'GET', path: '/v1/users/me' })
      .catch((e: unknown) => e);
    expect(calls).toHaveLength(1);
    expect(error).toBeInstanceOf(LearnError);
    const learnError = error as LearnError;
    expect(learnError.quotaExhausted).toBe(true);
    expect(learnError.retryAfterMs).toBeGreaterThan(7_100_000);
    expect(learnError.userMessage).toBe(
      "Learn's daily request allowance for Course Tools is used up. It renews in about 2 h.",
    );
  });

  it('keeps Retry-After first: a short burst limit is waited out, not read as the daily allowance', async () => {
    const calls = answer(429, 0, { 'Retry-After': '3600' });
    const error = (await createLearnClient({ baseUrl: ORIGIN, token: 't' })
      .request({ method: 'GET', path: '/v1/users/me' })
      .catch((e: unknown) => e)) as LearnError;
    expect(calls).toHaveLength(1);
    expect(error.retryAfterMs).toBe(3_600_000);
    expect(error.userMessage).toBe(
      "Learn's daily request allowance for Course Tools is used up. It renews in about 1 h.",
    );
  });

  it('a 429 with allowance left is an ordinary rate limit', async () => {
    answer(429, 40, { 'Retry-After': '120' });
    // No retries here: the client would wait the 120 s (its single-wait cap) and ask again.
    const error = (await createLearnClient({ baseUrl: ORIGIN, token: 't', retry: { limit: 0 } })
      .request({ method: 'GET', path: '/v1/users/me' })
      .catch((e: unknown) => e)) as LearnError;
    expect(error.quotaExhausted).toBe(false);
    expect(error.userMessage).toBe(
      'Learn is receiving too many requests. Try again in a moment. Learn asked to wait 120 s.',
    );
  });
});
