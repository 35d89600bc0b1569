import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { createLearnClient } from '../client.ts';
import { LearnError } from '../errors.ts';
import { API, server, useFakeClock, useMswServer } from './server.ts';

useMswServer();

const ORIGIN = 'https://retry.learn.test';
const client = (retry?: { limit?: number; maxDelayMs?: number; maxTotalDelayMs?: number }) =>
  createLearnClient({ baseUrl: ORIGIN, token: 'secret-token', ...(retry ? { retry } : {}) });

/** Answers with the given responses in order, counting calls. */
function sequence(method: 'get' | 'post' | 'patch' | 'put', path: string, responses: (() => Response)[]) {
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

  it('never retries a POST that Learn may have acted on (503, 500)', async () => {
    for (const status of [503, 500]) {
      const calls = sequence('post', '/v1/courses/_1_1/rubrics', [
        () => HttpResponse.json({ message: 'x' }, { status, headers: { 'Retry-After': '1' } }),
        ok,
      ]);
      const error = await client()
        .request({ method: 'POST', path: '/v1/courses/_1_1/rubrics', json: {} })
        .catch((e: unknown) => e);
      expect(error).toMatchObject({ kind: 'server', status });
      expect(calls).toHaveLength(1);
    }
  });

  it('retries a POST refused with 429 (Learn refuses it before doing anything)', async () => {
    useFakeClock();
    const calls = sequence('post', '/v1/courses/_1_1/rubrics', [busy(429, '1'), ok]);
    const result = client().request({ method: 'POST', path: '/v1/courses/_1_1/rubrics', json: {} });
    await vi.advanceTimersByTimeAsync(1_000);
    await expect(result).resolves.toEqual({ id: '_1_1' });
    expect(calls).toHaveLength(2);
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

  it('honours a 503 Retry-After of 120 s on a write, as on a 429 (issue 22 §5)', async () => {
    useFakeClock();
    const path = '/v2/courses/_1_1/gradebook/columns/_2_1/users/_3_1';
    const calls = sequence('patch', path, [busy(503, '120'), ok]);
    const result = client().request({ method: 'PATCH', path, json: { score: 1 } });
    await vi.advanceTimersByTimeAsync(119_999);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toEqual({ id: '_1_1' });
    expect(calls).toHaveLength(2);
  });

  it.each([429, 503] as const)(
    'does not wait for a %i Retry-After longer than maxDelayMs: fails at once and says how long',
    async (status) => {
      const calls = sequence('get', '/v1/users/me', [busy(status, '3600'), ok]);
      const error = await client({ maxDelayMs: 30_000 })
        .request({ method: 'GET', path: '/v1/users/me' })
        .catch((e: unknown) => e);
      expect(error).toMatchObject({ status, retryAfterMs: 3_600_000 });
      expect((error as LearnError).userMessage).toBe(
        status === 429
          ? 'Learn is receiving too many requests. Try again in a moment. Learn asked to wait 3600 s.'
          : 'Learn is temporarily unavailable. Try again later. Learn asked to wait 3600 s.',
      );
      expect(calls).toHaveLength(1);
    },
  );

  it('stops waiting when the next wait would pass the call’s total (maxTotalDelayMs)', async () => {
    useFakeClock();
    const calls = sequence('get', '/v1/users/me', [busy(429, '20'), busy(429, '20'), ok]);
    const result = client({ maxTotalDelayMs: 30_000 })
      .request({ method: 'GET', path: '/v1/users/me' })
      .catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(calls).toHaveLength(2);
    const error = await result;
    expect(error).toMatchObject({ kind: 'rate-limited', retryAfterMs: 20_000 });
    expect(calls).toHaveLength(2);
  });

  it.each([500, 502, 504])('retries an idempotent call after a %i, with back-off', async (status) => {
    useFakeClock();
    const calls = sequence('put', '/v1/courses/_1_1/users/_2_1', [
      () => HttpResponse.json({ message: 'boom' }, { status }),
      ok,
    ]);
    const result = client().request({ method: 'PUT', path: '/v1/courses/_1_1/users/_2_1', json: {} });
    await vi.advanceTimersByTimeAsync(1_000);
    await expect(result).resolves.toEqual({ id: '_1_1' });
    expect(calls).toHaveLength(2);
  });

  it('retries an idempotent write after a network error (“Could not reach Learn”)', async () => {
    useFakeClock();
    const path = '/v2/courses/_1_1/gradebook/columns/_2_1/users/_3_1';
    const calls = sequence('patch', path, [() => HttpResponse.error(), () => HttpResponse.error(), ok]);
    const result = client().request({ method: 'PATCH', path, json: { score: 1 } });
    await vi.advanceTimersByTimeAsync(3_000);
    await expect(result).resolves.toEqual({ id: '_1_1' });
    expect(calls).toHaveLength(3);
  });

  it('gives up on network errors after the retry limit, with the network sentence', async () => {
    useFakeClock();
    const calls = sequence('get', '/v1/users/me', [() => HttpResponse.error()]);
    const result = client({ limit: 2 })
      .request({ method: 'GET', path: '/v1/users/me' })
      .catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await result).toMatchObject({
      kind: 'network',
      message: 'Could not reach Learn. Check your connection and try again.',
    });
    expect(calls).toHaveLength(3);
  });

  it('never retries a POST after a network error (it may have reached Learn)', async () => {
    const calls = sequence('post', '/v1/courses/_1_1/rubrics', [() => HttpResponse.error(), ok]);
    await expect(
      client().request({ method: 'POST', path: '/v1/courses/_1_1/rubrics', json: {} }),
    ).rejects.toMatchObject({ kind: 'network' });
    expect(calls).toHaveLength(1);
  });

  it('does not retry answers that will not change (400, 403, 404)', async () => {
    for (const status of [400, 403, 404]) {
      const calls = sequence('get', '/v1/users/me', [() => HttpResponse.json({ message: 'no' }, { status }), ok]);
      await expect(client().request({ method: 'GET', path: '/v1/users/me' })).rejects.toMatchObject({ status });
      expect(calls).toHaveLength(1);
    }
  });
});

describe('write timeout', () => {
  it('gives a hung write up after writeTimeoutMs and sends it again (idempotent)', async () => {
    const path = '/v2/courses/_1_1/gradebook/columns/_2_1/users/_3_1';
    let calls = 0;
    server.use(
      http.patch(`${ORIGIN}${API}${path}`, async () => {
        calls += 1;
        if (calls === 1) await delay('infinite');
        return ok();
      }),
    );
    const learn = createLearnClient({
      baseUrl: ORIGIN,
      token: 't',
      writeTimeoutMs: 200,
      retry: { limit: 1, maxDelayMs: 50, maxTotalDelayMs: 50 },
    });
    const started = Date.now();
    await expect(learn.request({ method: 'PATCH', path, json: { score: 1 } })).resolves.toEqual({ id: '_1_1' });
    expect(calls).toBe(2);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('reads keep the longer timeout', async () => {
    server.use(
      http.get(`${ORIGIN}${API}/v1/users/me`, async () => {
        await delay(400);
        return ok();
      }),
    );
    const learn = createLearnClient({ baseUrl: ORIGIN, token: 't', writeTimeoutMs: 200, retry: { limit: 0 } });
    await expect(learn.request({ method: 'GET', path: '/v1/users/me' })).resolves.toEqual({ id: '_1_1' });
  });

  it('a write that times out every time fails with the write timeout in its message', async () => {
    const path = '/v2/courses/_1_1/gradebook/columns/_2_1/users/_3_1';
    server.use(
      http.patch(`${ORIGIN}${API}${path}`, async () => {
        await delay('infinite');
        return ok();
      }),
    );
    const learn = createLearnClient({ baseUrl: ORIGIN, token: 't', writeTimeoutMs: 1_000, retry: { limit: 0 } });
    await expect(learn.request({ method: 'PATCH', path, json: {} })).rejects.toMatchObject({
      kind: 'timeout',
      message: 'Learn did not answer within 1 seconds.',
    });
  });
});
