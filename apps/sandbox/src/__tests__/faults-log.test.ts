import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO } from '../seed/demo.ts';
import { API, setup } from './helpers.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('fault injection', () => {
  it('answers 429 with Retry-After for `times` requests, then succeeds', async () => {
    const { call, state } = setup();
    state.faults.add({ path: '/v1/users/', kind: 'status', status: 429, retryAfter: 2, times: 2 });
    const first = await call('student', 'v1/users/me');
    expect(first.status).toBe(429);
    expect(first.headers.get('Retry-After')).toBe('2');
    expect(first.json).toEqual({ status: 429, message: 'Injected fault (fault-1)' });
    expect((await call('student', 'v1/users/me')).status).toBe(429);
    expect((await call('student', 'v1/users/me')).status).toBe(200);
    expect(state.faults.list()).toEqual([]);
  });

  it('matches method and glob paths', async () => {
    const { call, state } = setup();
    state.faults.add({
      method: 'PATCH',
      path: '/learn/api/public/v2/courses/*/gradebook/columns/*/users/*',
      kind: 'status',
      status: 503,
    });
    const path = `v2/courses/${DEMO.courses.bio101.id}/gradebook/columns/${DEMO.bio101.columns.midterm}/users/${DEMO.users.student.id}`;
    expect((await call('instructor', path)).status).toBe(200);
    expect((await call('instructor', path, { method: 'PATCH', body: { score: 1 } })).status).toBe(503);
  });

  it('delays a request (fake timers)', async () => {
    vi.useFakeTimers();
    const { call, state } = setup();
    state.faults.add({ kind: 'delay', delayMs: 5000 });
    let done = false;
    const pending = call('student', 'v1/users/me').then((r) => {
      done = true;
      return r;
    });
    await vi.advanceTimersByTimeAsync(4999);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect((await pending).status).toBe(200);
  });

  it('hangs until the faults are cleared or the request is aborted', async () => {
    const { app, call, state } = setup();
    state.faults.add({ kind: 'hang', path: '/v1/users/me' });
    let settled = false;
    const hung = call('student', 'v1/users/me').then((r) => {
      settled = true;
      return r;
    });
    await vi.waitFor(() => expect(state.faults.list()[0]?.hits).toBe(1));
    expect(settled).toBe(false);
    state.faults.clear();
    expect((await hung).status).toBe(200);

    state.faults.add({ kind: 'hang' });
    const controller = new AbortController();
    const aborted = app.request(`${API}/v1/terms`, {
      signal: controller.signal,
      headers: { Authorization: 'Bearer x' },
    });
    controller.abort();
    expect((await aborted).status).toBe(499);
  });

  it('is controlled over HTTP with clear validation errors', async () => {
    const { app, call } = setup();
    const bad = await app.request('/sandbox/faults', {
      method: 'POST',
      body: JSON.stringify({ kind: 'status', status: 200 }),
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: 'status must be an integer from 400 to 599.' });
    const added = await app.request('/sandbox/faults', {
      method: 'POST',
      body: JSON.stringify({ kind: 'status', status: 503, retryAfter: 1, times: 1, path: '/v1/terms' }),
    });
    expect(added.status).toBe(201);
    expect((await (await app.request('/sandbox/faults')).json()).faults).toHaveLength(1);
    expect((await call('student', 'v1/terms')).headers.get('Retry-After')).toBe('1');
    await app.request('/sandbox/faults', { method: 'POST', body: JSON.stringify({ kind: 'status', status: 500 }) });
    expect((await app.request('/sandbox/faults', { method: 'DELETE' })).status).toBe(204);
    expect((await call('student', 'v1/terms')).status).toBe(200);
  });

  it('adds global latency to every Learn request', async () => {
    vi.useFakeTimers();
    const { app, call } = setup();
    const set = await app.request('/sandbox/latency', { method: 'PUT', body: JSON.stringify({ latencyMs: 250 }) });
    expect(await set.json()).toEqual({ latencyMs: 250 });
    let done = false;
    const pending = call('student', 'v1/users/me').then((r) => {
      done = true;
      return r;
    });
    await vi.advanceTimersByTimeAsync(249);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect((await pending).status).toBe(200);
  });
});

describe('request log', () => {
  it('counts requests by swagger route template, including faulted ones, and resets', async () => {
    const { app, call, state } = setup();
    await call('student', 'v1/users/me');
    await call('student', `v1/users/uuid:${DEMO.users.student.uuid}`);
    state.faults.add({ kind: 'status', status: 429, times: 1 });
    await call(
      'instructor',
      `v2/courses/${DEMO.courses.bio101.id}/gradebook/columns/finalGrade/users/${DEMO.users.student.id}`,
    );
    await call(null, `v1/users/me`);
    const log = await (await app.request('/sandbox/requests')).json();
    expect(log.total).toBe(4);
    expect(log.byRoute).toEqual({
      'GET /learn/api/public/v1/users/{userId}': 3,
      'GET /learn/api/public/v2/courses/{courseId}/gradebook/columns/{columnId}/users/{userId}': 1,
    });
    expect(log.items.map((i: { status: number }) => i.status)).toEqual([200, 200, 429, 401]);
    expect(log.items[1]).toMatchObject({
      method: 'GET',
      path: `${API}/v1/users/uuid:${DEMO.users.student.uuid}`,
      query: {},
    });
    expect(state.requestLog.count('GET /learn/api/public/v1/users/{userId}')).toBe(3);
    expect((await app.request('/sandbox/requests', { method: 'DELETE' })).status).toBe(204);
    expect(state.requestLog.total).toBe(0);
  });

  it('does not count CORS preflights, and allows any origin with Retry-After exposed', async () => {
    const { app, state } = setup();
    const pre = await app.request(`${API}/v1/users/me`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:4000',
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'authorization',
      },
    });
    expect(pre.status).toBe(204);
    expect(pre.headers.get('Access-Control-Allow-Origin')).toBe('*');
    expect(pre.headers.get('Access-Control-Allow-Headers')?.toLowerCase()).toContain('authorization');
    state.faults.add({ kind: 'status', status: 429, retryAfter: 3 });
    const res = await app.request(`${API}/v1/users/me`, { headers: { Origin: 'http://localhost:4000' } });
    expect(res.headers.get('Access-Control-Allow-Origin')).toBe('*');
    expect(res.headers.get('Access-Control-Expose-Headers')).toBe(
      'Retry-After,X-Rate-Limit-Limit,X-Rate-Limit-Remaining,X-Rate-Limit-Reset',
    );
    expect(state.requestLog.total).toBe(1);
  });
});
