import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ALREADY_DONE, retryableCount, retryFailed, runBulk, succeededKeys } from '../run-bulk.ts';
import type { BulkContext, BulkProgress, BulkResult } from '../types.ts';

/**
 * What bulk reads of learn-api's LearnError, by shape (bulk sits below learn-api; the real class goes through
 * describeError in learn-api's bulk-errors.test.ts): its name, kind, status, Retry-After and sentence.
 */
class LearnError extends Error {
  override readonly name = 'LearnError';
  readonly kind: string;
  readonly status: number;
  readonly retryAfterMs: number | undefined;
  constructor(init: { kind: string; method: string; path: string; status: number; retryAfterMs?: number }) {
    super(`${init.method} ${init.path}: ${init.status}`);
    this.kind = init.kind;
    this.status = init.status;
    this.retryAfterMs = init.retryAfterMs;
  }
  /** learn-api's sentences for these kinds (`userMessageOf` in its errors.ts). */
  get userMessage(): string {
    if (this.kind === 'auth') return 'Your Learn session has expired or is not valid. Open the tool again from Learn.';
    if (this.kind === 'forbidden') return 'You do not have permission to do this in Learn.';
    const wait =
      this.retryAfterMs === undefined ? '' : ` Learn asked to wait ${Math.round(this.retryAfterMs / 1000)} s.`;
    return `Learn is receiving too many requests. Try again in a moment.${wait}`;
  }
}

interface Item {
  id: string;
  score: number;
}

const items = (n: number): Item[] => Array.from({ length: n }, (_, i) => ({ id: `u${i + 1}`, score: i * 10 }));
const key = (i: Item) => i.id;

/** A write that takes `ms` of (fake) time and counts how many run at once. */
function timedWrites(ms = 100, opts: { honourSignal?: boolean; fail?: (i: Item) => unknown } = {}) {
  const state = { inFlight: 0, maxInFlight: 0, calls: [] as string[] };
  const run = (item: Item, { signal }: BulkContext) =>
    new Promise<number>((resolve, reject) => {
      state.calls.push(item.id);
      state.inFlight += 1;
      state.maxInFlight = Math.max(state.maxInFlight, state.inFlight);
      const timer = setTimeout(() => {
        state.inFlight -= 1;
        const failure = opts.fail?.(item);
        if (failure !== undefined) reject(failure);
        else resolve(item.score);
      }, ms);
      if (opts.honourSignal)
        signal.addEventListener('abort', () => {
          clearTimeout(timer);
          state.inFlight -= 1;
          reject(signal.reason);
        });
    });
  return { run, state };
}

const statuses = (results: readonly BulkResult<Item, unknown>[]) => results.map((r) => `${r.key}:${r.status}`);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('runBulk', () => {
  it('answers one result per item in item order: ok with the value, failed with a readable error, skipped with the reason', async () => {
    const { run } = timedWrites(10, { fail: (i) => (i.id === 'u2' ? new Error('Score refused') : undefined) });
    const promise = runBulk({
      items: items(4),
      key,
      run,
      skip: (i) => (i.id === 'u3' ? 'Unchanged' : null),
    });
    await vi.runAllTimersAsync();
    const report = await promise;
    expect(report.results).toEqual([
      { status: 'ok', key: 'u1', item: { id: 'u1', score: 0 }, value: 0 },
      { status: 'failed', key: 'u2', item: { id: 'u2', score: 10 }, error: 'Score refused', cause: expect.any(Error) },
      { status: 'skipped', key: 'u3', item: { id: 'u3', score: 20 }, reason: 'Unchanged', alreadyDone: false },
      { status: 'ok', key: 'u4', item: { id: 'u4', score: 30 }, value: 30 },
    ]);
    expect(report.counts).toEqual({ ok: 2, failed: 1, skipped: 1, cancelled: 0 });
    expect(retryableCount(report)).toBe(1);
  });

  it('keeps at most `concurrency` items in flight and starts the next as soon as one settles', async () => {
    const { run, state } = timedWrites(100);
    const progress: number[] = [];
    const promise = runBulk({
      items: items(10),
      key,
      run,
      concurrency: 3,
      onProgress: (p) => progress.push(p.completed),
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(state.calls).toEqual(['u1', 'u2', 'u3']);
    await vi.advanceTimersByTimeAsync(100);
    expect(progress).toEqual([1, 2, 3]);
    expect(state.calls).toHaveLength(6);
    await vi.advanceTimersByTimeAsync(300);
    const report = await promise;
    expect(state.maxInFlight).toBe(3);
    expect(report.counts.ok).toBe(10);
    expect(progress).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('runs four at once by default', async () => {
    const { run, state } = timedWrites(100);
    const promise = runBulk({ items: items(9), key, run });
    await vi.runAllTimersAsync();
    await promise;
    expect(state.maxInFlight).toBe(4);
  });

  it('reports progress with the total, the counts so far and the result that arrived', async () => {
    const { run } = timedWrites(10, { fail: (i) => (i.id === 'u1' ? 'no' : undefined) });
    const seen: BulkProgress<Item, number>[] = [];
    const promise = runBulk({
      items: items(3),
      key,
      run,
      concurrency: 1,
      skip: (i) => (i.id === 'u3' ? 'Unchanged' : undefined),
      onProgress: (p) => seen.push(p),
    });
    await vi.runAllTimersAsync();
    await promise;
    // Skips are known before any write, so they arrive first.
    expect(seen.map((p) => [p.result.key, p.completed, p.total, { ...p.counts }])).toEqual([
      ['u3', 1, 3, { ok: 0, failed: 0, skipped: 1, cancelled: 0 }],
      ['u1', 2, 3, { ok: 0, failed: 1, skipped: 1, cancelled: 0 }],
      ['u2', 3, 3, { ok: 1, failed: 1, skipped: 1, cancelled: 0 }],
    ]);
  });

  it('refuses a bad concurrency and duplicate keys before writing anything', async () => {
    const { run, state } = timedWrites();
    await expect(runBulk({ items: items(2), key, run, concurrency: 0 })).rejects.toThrow(RangeError);
    await expect(runBulk({ items: items(2), key, run, concurrency: 1.5 })).rejects.toThrow(
      'concurrency must be a positive integer, got 1.5',
    );
    await expect(runBulk({ items: items(3), key: () => 'same', run })).rejects.toThrow(
      'two items share the key "same"',
    );
    expect(state.calls).toEqual([]);
  });

  it('answers an empty report for no items', async () => {
    const { run } = timedWrites();
    expect(await runBulk({ items: [], key, run })).toEqual({
      results: [],
      counts: { ok: 0, failed: 0, skipped: 0, cancelled: 0 },
    });
  });
});

describe('cancel', () => {
  it('lets writes in flight finish and cancels the queued ones at once', async () => {
    const { run, state } = timedWrites(100);
    const controller = new AbortController();
    const progress: string[] = [];
    const promise = runBulk({
      items: items(5),
      key,
      run,
      concurrency: 2,
      signal: controller.signal,
      onProgress: (p) => progress.push(`${p.result.key}:${p.result.status}`),
    });
    await vi.advanceTimersByTimeAsync(50);
    controller.abort();
    // The three queued items are cancelled before the two in flight settle.
    expect(progress).toEqual(['u3:cancelled', 'u4:cancelled', 'u5:cancelled']);
    await vi.advanceTimersByTimeAsync(50);
    const report = await promise;
    expect(statuses(report.results)).toEqual(['u1:ok', 'u2:ok', 'u3:cancelled', 'u4:cancelled', 'u5:cancelled']);
    expect(state.calls).toEqual(['u1', 'u2']);
  });

  it('marks a write that gives up on the signal cancelled, not failed', async () => {
    const { run } = timedWrites(100, { honourSignal: true });
    const controller = new AbortController();
    const promise = runBulk({ items: items(3), key, run, concurrency: 2, signal: controller.signal });
    await vi.advanceTimersByTimeAsync(10);
    controller.abort();
    const report = await promise;
    expect(report.counts).toEqual({ ok: 0, failed: 0, skipped: 0, cancelled: 3 });
  });

  it('writes nothing when the signal is already aborted', async () => {
    const { run, state } = timedWrites();
    const report = await runBulk({ items: items(3), key, run, signal: AbortSignal.abort() });
    expect(report.counts.cancelled).toBe(3);
    expect(state.calls).toEqual([]);
  });

  it('stops starting writes after Learn says the session is not valid', async () => {
    const expired = new LearnError({ kind: 'auth', method: 'PATCH', path: '/x', status: 401 });
    const { run, state } = timedWrites(100, { fail: (i) => (i.id === 'u1' ? expired : undefined) });
    const promise = runBulk({ items: items(6), key, run, concurrency: 2 });
    await vi.runAllTimersAsync();
    const report = await promise;
    expect(statuses(report.results)).toEqual([
      'u1:failed',
      'u2:ok',
      'u3:cancelled',
      'u4:cancelled',
      'u5:cancelled',
      'u6:cancelled',
    ]);
    expect(state.calls).toEqual(['u1', 'u2']);
    expect(report.results[0]).toMatchObject({
      error: 'Your Learn session has expired or is not valid. Open the tool again from Learn.',
    });
  });

  it('keeps going after other failures (and when told not to stop)', async () => {
    const refused = new LearnError({ kind: 'forbidden', method: 'PATCH', path: '/x', status: 403 });
    const { run } = timedWrites(10, { fail: () => refused });
    const promise = runBulk({ items: items(3), key, run, concurrency: 1 });
    await vi.runAllTimersAsync();
    expect((await promise).counts.failed).toBe(3);
    const expired = new LearnError({ kind: 'auth', method: 'PATCH', path: '/x', status: 401 });
    const again = timedWrites(10, { fail: () => expired });
    const never = runBulk({ items: items(3), key, run: again.run, concurrency: 1, stopOn: () => false });
    await vi.runAllTimersAsync();
    expect((await never).counts.failed).toBe(3);
  });
});

describe('Learn asks to wait (429/503): the run goes on by itself (issue 22 §5)', () => {
  const throttled = (retryAfterMs?: number) =>
    new LearnError({ kind: 'rate-limited', method: 'PATCH', path: '/x', status: 429, retryAfterMs });

  it('keeps a run going through a 429 storm: every item ends ok, without Retry failed', async () => {
    // Learn refuses 8 of 12 first attempts (as after the client's own retries ran out).
    const refusals = new Map(items(12).map((i, n) => [i.id, n < 8 ? 2 : 0]));
    const { run, state } = timedWrites(10, {
      fail: (i) => {
        const left = refusals.get(i.id)!;
        if (left === 0) return undefined;
        refusals.set(i.id, left - 1);
        return throttled(1_000);
      },
    });
    const waits: number[] = [];
    const promise = runBulk({ items: items(12), key, run, onWait: (w) => waits.push(w.resumeAt) });
    await vi.runAllTimersAsync();
    const report = await promise;
    expect(report.counts).toEqual({ ok: 12, failed: 0, skipped: 0, cancelled: 0 });
    expect(retryableCount(report)).toBe(0);
    expect(state.calls.filter((c) => c === 'u1')).toHaveLength(3);
    expect(waits.length).toBeGreaterThan(0);
  });

  it('pauses the whole run for the Retry-After: nothing starts before it', async () => {
    let refused = false;
    const { run, state } = timedWrites(10, {
      fail: (i) => {
        if (i.id !== 'u1' || refused) return undefined;
        refused = true;
        return throttled(5_000);
      },
    });
    const promise = runBulk({ items: items(6), key, run, concurrency: 1 });
    await vi.advanceTimersByTimeAsync(10);
    expect(state.calls).toEqual(['u1']);
    // u1 was refused at 10 ms with Retry-After 5 s: nothing starts before 5,010 ms.
    await vi.advanceTimersByTimeAsync(4_995);
    expect(state.calls).toEqual(['u1']);
    await vi.advanceTimersByTimeAsync(10);
    expect(state.calls).toEqual(['u1', 'u2']);
    await vi.runAllTimersAsync();
    const report = await promise;
    expect(report.counts.ok).toBe(6);
    // The refused item went to the end of the queue.
    expect(state.calls).toEqual(['u1', 'u2', 'u3', 'u4', 'u5', 'u6', 'u1']);
  });

  it('honours a 503 with Retry-After 120 s (our server or Learn), then writes', async () => {
    const unavailable = Object.assign(new Error('Service unavailable'), { status: 503, retryAfterMs: 120_000 });
    let first = true;
    const { run } = timedWrites(10, {
      fail: () => {
        if (!first) return undefined;
        first = false;
        return unavailable;
      },
    });
    const promise = runBulk({ items: items(1), key, run });
    await vi.advanceTimersByTimeAsync(119_000);
    await vi.runAllTimersAsync();
    expect((await promise).counts.ok).toBe(1);
  });

  it('stops waiting past the run’s patience and says why, per item', async () => {
    const { run, state } = timedWrites(10, { fail: () => throttled(15 * 60_000) });
    const promise = runBulk({ items: items(2), key, run, concurrency: 1 });
    await vi.runAllTimersAsync();
    const report = await promise;
    expect(report.counts.failed).toBe(2);
    expect(state.calls).toEqual(['u1', 'u2']);
    expect(report.results[0]).toMatchObject({
      status: 'failed',
      error:
        'Learn is receiving too many requests. Try again in a moment. Learn asked to wait 900 s. ' +
        'This run waits at most 10 min for Learn in all; use Retry failed later.',
    });
  });

  it('puts one item back at most maxRequeues times', async () => {
    const { run, state } = timedWrites(10, { fail: () => throttled() });
    const promise = runBulk({ items: items(1), key, run, patience: { maxRequeues: 3 } });
    await vi.runAllTimersAsync();
    const report = await promise;
    expect(state.calls).toHaveLength(4);
    expect(report.results[0]).toMatchObject({
      status: 'failed',
      error:
        'Learn is receiving too many requests. Try again in a moment. Still refused after 3 waits; use Retry failed later.',
    });
  });

  it('backs off 1 s, 2 s, 4 s when Learn gives no Retry-After', async () => {
    const times: number[] = [];
    let n = 0;
    const run = () => {
      times.push(Date.now());
      n += 1;
      return n <= 3 ? Promise.reject(throttled()) : Promise.resolve(1);
    };
    const promise = runBulk({ items: items(1), key, run });
    await vi.runAllTimersAsync();
    expect((await promise).counts.ok).toBe(1);
    expect(times.slice(1).map((t, i) => t - times[i]!)).toEqual([1_000, 2_000, 4_000]);
  });

  it('a cancel during the pause cancels what waits, at once', async () => {
    const controller = new AbortController();
    const { run } = timedWrites(10, { fail: (i) => (i.id === 'u1' ? throttled(60_000) : undefined) });
    const promise = runBulk({ items: items(3), key, run, concurrency: 1, signal: controller.signal });
    await vi.advanceTimersByTimeAsync(20);
    controller.abort();
    await vi.advanceTimersByTimeAsync(0);
    const report = await promise;
    expect(statuses(report.results)).toEqual(['u1:cancelled', 'u2:cancelled', 'u3:cancelled']);
  });

  it('does not wait for other failures (403 is per item, at once)', async () => {
    const refused = new LearnError({ kind: 'forbidden', method: 'PATCH', path: '/x', status: 403 });
    const { run, state } = timedWrites(10, { fail: () => refused });
    const promise = runBulk({ items: items(2), key, run, concurrency: 1 });
    await vi.advanceTimersByTimeAsync(20);
    expect((await promise).counts.failed).toBe(2);
    expect(state.calls).toEqual(['u1', 'u2']);
  });
});

describe('retry and re-run', () => {
  it('retries only failed and cancelled items and keeps every other result', async () => {
    let broken = true;
    const { run, state } = timedWrites(10, {
      fail: (i) => (broken && (i.id === 'u2' || i.id === 'u4') ? new Error('busy') : undefined),
    });
    const first = runBulk({ items: items(5), key, run, skip: (i) => (i.id === 'u5' ? 'Unchanged' : null) });
    await vi.runAllTimersAsync();
    const report = await first;
    expect(statuses(report.results)).toEqual(['u1:ok', 'u2:failed', 'u3:ok', 'u4:failed', 'u5:skipped']);

    broken = false;
    state.calls.length = 0;
    const progress: [string, number, number][] = [];
    const second = retryFailed(report, { run, onProgress: (p) => progress.push([p.result.key, p.completed, p.total]) });
    await vi.runAllTimersAsync();
    const retried = await second;
    expect(state.calls).toEqual(['u2', 'u4']);
    expect(statuses(retried.results)).toEqual(['u1:ok', 'u2:ok', 'u3:ok', 'u4:ok', 'u5:skipped']);
    expect(retried.results[0]).toBe(report.results[0]);
    // Kept results count as completed from the start: progress continues where the first run stopped.
    expect(progress).toEqual([
      ['u2', 4, 5],
      ['u4', 5, 5],
    ]);
    expect(retried.counts).toEqual({ ok: 4, failed: 0, skipped: 1, cancelled: 0 });
  });

  it('retries what a cancel left behind', async () => {
    const { run } = timedWrites(100);
    const controller = new AbortController();
    const first = runBulk({ items: items(4), key, run, concurrency: 1, signal: controller.signal });
    await vi.advanceTimersByTimeAsync(10);
    controller.abort();
    await vi.runAllTimersAsync();
    const report = await first;
    expect(report.counts).toEqual({ ok: 1, failed: 0, skipped: 0, cancelled: 3 });
    const second = retryFailed(report, { run });
    await vi.runAllTimersAsync();
    expect((await second).counts).toEqual({ ok: 4, failed: 0, skipped: 0, cancelled: 0 });
  });

  it('re-runs a whole plan idempotently: keys that succeeded are skipped, changed values are written', async () => {
    const { run, state } = timedWrites(10, { fail: (i) => (i.id === 'u3' && i.score === 20 ? 'down' : undefined) });
    const scoreKey = (i: Item) => `${i.id}:${i.score}`;
    const first = runBulk({ items: items(3), key: scoreKey, run });
    await vi.runAllTimersAsync();
    const report = await first;
    expect(succeededKeys(report)).toEqual(['u1:0', 'u2:10']);

    state.calls.length = 0;
    const changed = [
      { id: 'u1', score: 0 },
      { id: 'u2', score: 15 },
      { id: 'u3', score: 25 },
    ];
    const second = runBulk({ items: changed, key: scoreKey, run, done: succeededKeys(report) });
    await vi.runAllTimersAsync();
    const rerun = await second;
    expect(state.calls).toEqual(['u2', 'u3']);
    expect(rerun.results[0]).toEqual({
      status: 'skipped',
      key: 'u1:0',
      item: { id: 'u1', score: 0 },
      reason: ALREADY_DONE,
      alreadyDone: true,
    });
    // A skip because already done still counts as written for the next re-run; a caller's skip does not.
    expect(succeededKeys(rerun)).toEqual(['u1:0', 'u2:15', 'u3:25']);
    const third = runBulk({
      items: changed,
      key: scoreKey,
      run,
      done: ['u1:0'],
      alreadyDoneReason: 'Posted before',
      skip: () => 'Unchanged',
    });
    await vi.runAllTimersAsync();
    const skipped = await third;
    expect(skipped.results.map((r) => (r.status === 'skipped' ? r.reason : r.status))).toEqual([
      'Posted before',
      'Unchanged',
      'Unchanged',
    ]);
    expect(succeededKeys(skipped)).toEqual(['u1:0']);
  });
});
