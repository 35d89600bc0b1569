import { describe, expect, it } from 'vitest';
import { DEMO } from '../seed/demo.ts';
import { API, NOW, setup } from './helpers.ts';

const DAY = 86_400_000;
const midnightAfter = (ms: number) => Math.floor(ms / DAY) * DAY + DAY;

describe("Learn's daily allowance", () => {
  it('is off by default: no allowance headers, no limit', async () => {
    const { call, state } = setup();
    const res = await call('student', 'v1/users/me');
    expect(res.status).toBe(200);
    expect(res.headers.get('X-Rate-Limit-Limit')).toBeNull();
    expect(state.quota.state()).toBeNull();
  });

  it('sends the ceiling, what is left and the reset (epoch seconds) with every answer', async () => {
    const { call } = setup({ dailyQuota: 100 });
    const first = await call('student', 'v1/users/me');
    expect(first.headers.get('X-Rate-Limit-Limit')).toBe('100');
    expect(first.headers.get('X-Rate-Limit-Remaining')).toBe('99');
    expect(first.headers.get('X-Rate-Limit-Reset')).toBe(String(midnightAfter(NOW) / 1000));
    // Errors and redirects count and carry it too.
    const missing = await call('student', 'v1/users/_999_1');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('X-Rate-Limit-Remaining')).toBe('98');
  });

  it('answers 429 once used up, with Retry-After to the reset, and renews at midnight', async () => {
    const { call, state, advance } = setup();
    state.quota.set({ limit: 10, used: 9 });
    expect((await call('student', 'v1/users/me')).status).toBe(200);
    const refused = await call('student', 'v1/users/me');
    expect(refused.status).toBe(429);
    expect(refused.json).toEqual({
      status: 429,
      message: 'The application has exceeded its daily limit of REST API requests.',
    });
    expect(refused.headers.get('X-Rate-Limit-Remaining')).toBe('0');
    expect(refused.headers.get('Retry-After')).toBe(String((midnightAfter(NOW) - NOW) / 1000));
    // A refused request does not count, and the request log still shows it.
    expect(state.quota.state()).toMatchObject({ used: 10, remaining: 0 });
    expect(state.requestLog.count('GET /learn/api/public/v1/users/{userId}')).toBe(2);
    advance(midnightAfter(NOW) - NOW);
    // (The student's token has expired by then: a new one.)
    const token = state.issueToken(DEMO.users.student.id);
    const renewed = await call(null, 'v1/users/me', { headers: { Authorization: `Bearer ${token}` } });
    expect(renewed.status).toBe(200);
    expect(renewed.headers.get('X-Rate-Limit-Remaining')).toBe('9');
  });

  it('is set, read and turned off over HTTP, with a clear error for bad input', async () => {
    const { call } = setup();
    const put = (body: unknown) => call(null, '/sandbox/quota', { method: 'PUT', body });
    expect((await put({ limit: 0 })).json).toEqual({ error: 'limit must be a whole number of requests, at least 1.' });
    expect((await put({ limit: 5, used: 6 })).json).toEqual({ error: 'used must be a whole number from 0 to limit.' });
    const set = await put({ limit: 5, used: 2 });
    expect(set.json).toEqual({ quota: { limit: 5, used: 2, remaining: 3, resetAt: midnightAfter(NOW) } });
    expect((await call(null, '/sandbox/quota')).json.quota).toMatchObject({ remaining: 3 });
    expect((await call(null, '/sandbox/quota', { method: 'DELETE' })).status).toBe(204);
    expect((await call(null, '/sandbox/quota')).json).toEqual({ quota: null });
    expect((await call('student', `${API}/v1/users/me`)).headers.get('X-Rate-Limit-Limit')).toBeNull();
  });

  it('lets a browser read the allowance headers (CORS)', async () => {
    const { app } = setup({ dailyQuota: 50 });
    const res = await app.request(`${API}/v1/users/me`, { headers: { Origin: 'https://tools.example' } });
    expect(res.headers.get('Access-Control-Expose-Headers')).toContain('X-Rate-Limit-Remaining');
  });
});
