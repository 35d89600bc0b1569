import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { createLearnClient } from '../client.ts';
import { LearnError } from '../errors.ts';
import { API, server, useFakeClock, useMswServer } from './server.ts';

useMswServer();

const ORIGIN = 'https://retry.learn.test';
const client = (retry?: { limit?: number; maxDelayMs?: number }) =>
  createLearnClient({ baseUrl: ORIGIN, token: 'secret-token', ...(retry ? { retry } : {}) });

/** Answers with the given responses in order, counting calls. */
function sequence(method: 'get' | 'post' | 'patch', path: string, responses: (() => Response)[]) {
  const calls: number[] = [];
  server.use(
    http[method](`${ORIGIN}${API}${path}`, () => {
      calls.push(Date.now());
      const next = responses[Math.min(calls.length - 1, responses.length - 1)];
      if (!next) throw new Error('no response');
      return next();
    }),
  );
  return calls;
}

const ok = () => HttpResponse.json({ id: '_1_1' });
const busy = (status: 429 | 503, retryAfter?: string) => () =>
  HttpResponse.json(
    { status: String(status), message: 'Too busy' },
    { status, headers: retryAfter ? { 'Retry-After': retryAfter } : {} },
  );

describe('retry', () => {
  it('waits the Retry-After seconds on 429, then succeeds', async () => {
    useFakeClock();
    const calls = sequence('get', '/v1/users/me', [busy(429, '2'), ok]);
    const result = client().request({ method: 'GET', path: '/v1/users/me' });
    await vi.advanceTimersByTimeAsync(1_999);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toEqual({ id: '_1_1' });
    expect(calls).toHaveLength(2);
  });

  it('waits until a Retry-After HTTP date', async () => {
    useFakeClock();
    const calls = sequence('get', '/v1/users/me', [() => busy(429, new Date(Date.now() + 5_000).toUTCString())(), ok]);
    const result = client().request({ method: 'GET', path: '/v1/users/me' });
    await vi.advanceTimersByTimeAsync(4_000);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1_000);
    await expect(result).resolves.toEqual({ id: '_1_1' });
    expect(calls[1]! - calls[0]!).toBeGreaterThanOrEqual(4_000);
  });

  it('backs off exponentially on 503 without Retry-After', async () => {
    useFakeClock();
    const calls = sequence('get', '/v1/users/me', [busy(503), busy(503), ok]);
    const result = client().request({ method: 'GET', path: '/v1/users/me' });
    await vi.advanceTimersByTimeAsync(499); // first back-off is 500..1000 ms
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(501);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(2_000); // second is 1000..2000 ms
    await expect(result).resolves.toEqual({ id: '_1_1' });
    expect(calls).toHaveLength(3);
  });

  it('gives up after the retry limit with Learn’s message', async () => {
    useFakeClock();
    const calls = sequence('get', '/v1/users/me', [
      () =>
        HttpResponse.json(
          { status: '503', code: 'maintenance', message: 'Learn is down for maintenance' },
          { status: 503, headers: { 'Retry-After': '1' } },
        ),
    ]);
    const result = client({ limit: 2 })
      .request({ method: 'GET', path: '/v1/users/me' })
      .catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(2_000);
    const error = await result;
    expect(error).toBeInstanceOf(LearnError);
    expect(error).toMatchObject({
      kind: 'server',
      status: 503,
      code: 'maintenance',
      learnMessage: 'Learn is down for maintenance',
      message: 'Learn is down for maintenance',
    });
    expect(calls).toHaveLength(3); // first try + 2 retries
  });

  it('never retries a POST', async () => {
    const calls = sequence('post', '/v1/courses/_1_1/rubrics', [busy(429, '1'), ok]);
    const error = await client()
      .request({ method: 'POST', path: '/v1/courses/_1_1/rubrics', json: {} })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'rate-limited', status: 429 });
    expect(calls).toHaveLength(1);
  });

  it('retries a PATCH (our writes are idempotent)', async () => {
    useFakeClock();
    const calls = sequence('patch', '/v2/courses/_1_1/gradebook/columns/_2_1/users/_3_1', [busy(503, '1'), ok]);
    const result = client().request({
      method: 'PATCH',
      path: '/v2/courses/_1_1/gradebook/columns/_2_1/users/_3_1',
      json: { score: 1 },
    });
    await vi.advanceTimersByTimeAsync(1_000);
    await expect(result).resolves.toEqual({ id: '_1_1' });
    expect(calls).toHaveLength(2);
  });

  it('does not wait for a Retry-After longer than maxDelayMs', async () => {
    const calls = sequence('get', '/v1/users/me', [busy(429, '3600'), ok]);
    const error = await client({ maxDelayMs: 30_000 })
      .request({ method: 'GET', path: '/v1/users/me' })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'rate-limited', retryAfterMs: 3_600_000 });
    expect(calls).toHaveLength(1);
  });

  it('does not retry other errors', async () => {
    const calls = sequence('get', '/v1/users/me', [() => HttpResponse.json({ message: 'boom' }, { status: 500 }), ok]);
    await expect(client().request({ method: 'GET', path: '/v1/users/me' })).rejects.toMatchObject({
      kind: 'server',
      message: 'boom',
    });
    expect(calls).toHaveLength(1);
  });
});
