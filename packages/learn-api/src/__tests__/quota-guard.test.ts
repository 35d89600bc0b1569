import { runBulk } from '@tools/bulk';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLearnClient } from '../client.ts';
import { patchColumnGrade } from '../endpoints/grades.ts';
import { learnQuotaGuard } from '../quota-guard.ts';
import { forgetRateLimits } from '../rate-limit.ts';
import { API, server, useFakeClock, useMswServer } from './server.ts';

useMswServer();
afterEach(() => forgetRateLimits());

const ORIGIN = 'https://guard.learn.test';
const PATCH = `${ORIGIN}${API}/v2/courses/_1_1/gradebook/columns/_2_1/users/:userId`;

/** Learn with `left` requests of 10,000 left today, renewing in two hours. */
function learnWithAllowance(left: number) {
  const state = { left, writes: [] as string[] };
  server.use(
    http.patch(PATCH, ({ params }) => {
      const allowance = () => ({
        'X-Rate-Limit-Limit': '10000',
        'X-Rate-Limit-Remaining': String(state.left),
        'X-Rate-Limit-Reset': String(Math.floor(Date.now() / 1000) + 7_200),
      });
      if (state.left === 0)
        return HttpResponse.json({ status: 429, message: 'limit' }, { status: 429, headers: allowance() });
      state.left -= 1;
      state.writes.push(String(params.userId));
      return HttpResponse.json({ userId: params.userId, score: 1 }, { headers: allowance() });
    }),
  );
  return state;
}

const students = Array.from({ length: 5 }, (_, i) => `_${i + 10}_1`);

describe('learnQuotaGuard: bulk writes and Learn’s daily allowance', () => {
  it('pauses at the 5 % reserve (500 of 10,000) with a clear message, without failing anything', async () => {
    useFakeClock();
    const learn = learnWithAllowance(502);
    const client = createLearnClient({ baseUrl: ORIGIN, token: 't' });
    const pauses: unknown[] = [];
    const run = runBulk({
      items: students,
      key: (id) => id,
      concurrency: 1,
      run: (userRef) => patchColumnGrade(client, { courseRef: '_1_1', columnId: '_2_1', userRef, grade: { score: 1 } }),
      ...learnQuotaGuard(client),
      onPause: (p) => pauses.push(p),
    });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(learn.writes).toHaveLength(2);
    expect(pauses).toEqual([
      {
        reason:
          "Paused: Learn's daily request allowance for Course Tools is nearly used up (500 of 10,000 left), and the rest is kept for people's screens. Nothing has failed: the run goes on by itself when it renews in about 2 h.",
        until: expect.any(Number),
      },
    ]);
    // Two hours later the allowance has renewed: the run goes on and finishes.
    learn.left = 10_000;
    await vi.advanceTimersByTimeAsync(7_201_000);
    expect((await run).counts).toEqual({ ok: 5, failed: 0, skipped: 0, cancelled: 0 });
    expect(learn.writes).toEqual(students);
  });

  it('a write refused because the allowance is used up waits for the renewal and is written then', async () => {
    useFakeClock();
    const learn = learnWithAllowance(0);
    const client = createLearnClient({ baseUrl: ORIGIN, token: 't' });
    const guard = learnQuotaGuard(client);
    const pauses: unknown[] = [];
    const run = runBulk({
      items: students.slice(0, 2),
      key: (id) => id,
      concurrency: 1,
      run: (userRef) => patchColumnGrade(client, { courseRef: '_1_1', columnId: '_2_1', userRef, grade: { score: 1 } }),
      // Only the refusal: what the headers said before does not pause it here.
      pauseOn: guard.pauseOn,
      onPause: (p) => pauses.push(p),
    });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(pauses[0]).toMatchObject({
      reason:
        "Paused: Learn's daily request allowance for Course Tools is used up. Nothing has failed: the run goes on by itself when it renews in about 2 h.",
    });
    learn.left = 10_000;
    await vi.advanceTimersByTimeAsync(7_200_000);
    expect((await run).counts.ok).toBe(2);
  });
});
