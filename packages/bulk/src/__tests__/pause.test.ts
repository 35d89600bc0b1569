import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runBulk } from '../run-bulk.ts';
import type { BulkPause } from '../types.ts';

const NOW = Date.UTC(2026, 10, 24, 22, 0, 0);
const items = Array.from({ length: 6 }, (_, i) => `u${i + 1}`);

/** A budget of `left` writes: each write takes one; the gate pauses the run at `reserve`. */
function budget(left: number, reserve: number) {
  const state = { left, written: [] as string[] };
  const pause: BulkPause = { reason: 'Nearly used up', until: NOW + 3_600_000 };
  return {
    state,
    pauseWhen: () => (state.left <= reserve ? pause : null),
    run: async (id: string) => {
      await new Promise((r) => setTimeout(r, 10));
      state.left -= 1;
      state.written.push(id);
      return id;
    },
  };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

describe('runBulk pauses when the budget is nearly spent', () => {
  it('stops starting items at the reserve, says so, and goes on by itself when the budget renews', async () => {
    const b = budget(4, 2);
    const pauses: (BulkPause | null)[] = [];
    const run = runBulk({
      items,
      key: (id) => id,
      run: b.run,
      concurrency: 1,
      pauseWhen: b.pauseWhen,
      onPause: (p) => pauses.push(p),
    });
    await vi.advanceTimersByTimeAsync(100);
    // Two written, then paused: nothing failed, nothing cancelled, the rest waits.
    expect(b.state.written).toEqual(['u1', 'u2']);
    expect(pauses).toEqual([{ reason: 'Nearly used up', until: NOW + 3_600_000 }]);
    await vi.advanceTimersByTimeAsync(3_599_000);
    expect(b.state.written).toHaveLength(2);
    // The allowance renews at `until`.
    b.state.left = 10_000;
    await vi.advanceTimersByTimeAsync(2_000);
    const report = await run;
    expect(pauses).toEqual([{ reason: 'Nearly used up', until: NOW + 3_600_000 }, null]);
    expect(report.counts).toEqual({ ok: 6, failed: 0, skipped: 0, cancelled: 0 });
    expect(b.state.written).toEqual(items);
  });

  it('runs an item refused for the spent budget again after the pause instead of failing it', async () => {
    let refusals = 1;
    const refused = Object.assign(new Error('429'), { quota: true });
    const attempts: string[] = [];
    const run = runBulk({
      items: ['a', 'b', 'c'],
      key: (id) => id,
      concurrency: 1,
      run: async (id) => {
        attempts.push(id);
        if (id === 'b' && refusals-- > 0) throw refused;
        return id;
      },
      pauseOn: (e) => (e === refused ? { reason: 'Used up', until: NOW + 60_000 } : null),
    });
    await vi.advanceTimersByTimeAsync(59_000);
    expect(attempts).toEqual(['a', 'b']);
    await vi.advanceTimersByTimeAsync(1_000);
    const report = await run;
    expect(attempts).toEqual(['a', 'b', 'b', 'c']);
    expect(report.results.map((r) => `${r.key}:${r.status}`)).toEqual(['a:ok', 'b:ok', 'c:ok']);
  });

  it('goes on at once when the user chooses to, and asks the budget no more in that run', async () => {
    const b = budget(3, 2);
    let resumeNow: (how: 'user') => void = () => {};
    const run = runBulk({
      items,
      key: (id) => id,
      run: b.run,
      concurrency: 2,
      pauseWhen: b.pauseWhen,
      waitForResume: () => new Promise((resolve) => (resumeNow = resolve)),
    });
    await vi.advanceTimersByTimeAsync(100);
    // Both slots started while there was room; then it waits for the user.
    expect(b.state.written).toHaveLength(2);
    resumeNow('user');
    await vi.advanceTimersByTimeAsync(100);
    expect((await run).counts.ok).toBe(6);
  });

  it('a cancel during a pause cancels what has not started, keeping what was written', async () => {
    const b = budget(3, 1);
    const controller = new AbortController();
    const run = runBulk({
      items,
      key: (id) => id,
      run: b.run,
      concurrency: 1,
      pauseWhen: b.pauseWhen,
      signal: controller.signal,
    });
    await vi.advanceTimersByTimeAsync(100);
    controller.abort();
    const report = await run;
    expect(report.counts).toEqual({ ok: 2, failed: 0, skipped: 0, cancelled: 4 });
  });
});
