import { comeBackLater, describeError, isSessionError } from './describe-error.ts';
import { bulkMessages, format } from './messages.ts';
import type { BulkCounts, BulkOptions, BulkPatience, BulkPause, BulkReport, BulkResult, BulkWork } from './types.ts';

/**
 * Items in flight at once by default: below learn-api's per-origin bound (6), so the screen's
 * own reads still get a slot while a bulk run writes.
 */
export const DEFAULT_BULK_CONCURRENCY = 4;
export const ALREADY_DONE = bulkMessages.alreadyDone;

/**
 * How long a run keeps going through Learn's "come back later" (429/503) without the user: each item
 * is put back at most 5 times, and the run pauses at most 10 minutes in all. Past that, the item
 * fails with Learn's reason and why the run stopped waiting ('Retry failed' later).
 */
const BACKOFF_BASE_MS = 1_000;
export const DEFAULT_PATIENCE: BulkPatience = { maxRequeues: 5, maxWaitMs: 10 * 60_000 };

const NEVER_ABORTED = new AbortController().signal;

/** A pause without an end is looked at again after this long. */
export const PAUSE_RECHECK_MS = 60_000;

/** Waits until the pause's end (or a minute), or until the run is cancelled. */
export function waitUntil(pause: BulkPause, signal: AbortSignal): Promise<'time' | 'user'> {
  const ms = pause.until === null ? PAUSE_RECHECK_MS : Math.max(0, pause.until - Date.now());
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve('time');
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
  });
}

export function emptyCounts(): BulkCounts {
  return { ok: 0, failed: 0, skipped: 0, cancelled: 0 };
}

function countOf<T, V>(results: readonly BulkResult<T, V>[]): BulkCounts {
  const counts = emptyCounts();
  for (const r of results) counts[r.status] += 1;
  return counts;
}

interface Planned<T, V> {
  key: string;
  item: T;
  /** Set before the run for kept results (a retry) and skipped items. */
  result?: BulkResult<T, V>;
  /** Set for results carried over from an earlier report: counted, not announced again. */
  kept?: boolean;
}

function checkConcurrency(concurrency: number): number {
  if (!Number.isInteger(concurrency) || concurrency < 1) {
    throw new RangeError(`runBulk: concurrency must be a positive integer, got ${concurrency}`);
  }
  return concurrency;
}

/** setTimeout as a promise; resolves early (false) when the signal aborts. */
function pause(ms: number, signal: AbortSignal): Promise<boolean> {
  if (signal.aborted) return Promise.resolve(false);
  return new Promise((resolve) => {
    const onAbort = () => {
      clearTimeout(timer);
      resolve(false);
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve(true);
    }, ms);
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

/** Runs the planned items that have no result yet, bounded, cancellable; answers in plan order. */
async function execute<T, V>(plan: Planned<T, V>[], work: BulkWork<T, V>): Promise<BulkReport<T, V>> {
  const concurrency = checkConcurrency(work.concurrency ?? DEFAULT_BULK_CONCURRENCY);
  const seen = new Set<string>();
  for (const p of plan) {
    if (seen.has(p.key)) throw new RangeError(`runBulk: two items share the key "${p.key}"`);
    seen.add(p.key);
  }
  const describe = work.describeError ?? describeError;
  const stopOn = work.stopOn ?? isSessionError;
  const later = work.retryLater ?? comeBackLater;
  const patience = { ...DEFAULT_PATIENCE, ...work.patience };
  const signal = work.signal ?? NEVER_ABORTED;
  const counts = emptyCounts();
  let completed = 0;

  const settle = (p: Planned<T, V>, result: BulkResult<T, V>) => {
    p.result = result;
    counts[result.status] += 1;
    completed += 1;
    work.onProgress?.({ total: plan.length, completed, counts: { ...counts }, result });
  };
  for (const p of plan) {
    if (!p.result) continue;
    if (p.kept) {
      counts[p.result.status] += 1;
      completed += 1;
    } else settle(p, p.result);
  }

  const pending = plan.filter((p) => !p.result);
  const queue = [...pending];
  const started = new Set<Planned<T, V>>();
  // Not-started items are cancelled at once (not when a slot frees), so the screen shows it at once.
  const cancelRest = () => {
    for (const p of pending) {
      if (!started.has(p) && !p.result) settle(p, { status: 'cancelled', key: p.key, item: p.item });
    }
  };
  let stopped = false;
  // "Learn asked to wait": the whole run pauses (no new item starts) until then, so a 429 storm is
  // not met with four more requests; items that were told to wait go to the end of the queue.
  let resumeAt = 0;
  let waitedMs = 0;
  const requeues = new Map<Planned<T, V>, number>();

  /** Queues `p` again after Learn's wait, or answers the text of why the run stops waiting for it. */
  const waitAndRequeue = (p: Planned<T, V>, waitMs: number): string | null => {
    const tries = requeues.get(p) ?? 0;
    if (tries >= patience.maxRequeues) return format(bulkMessages.gaveUpTries, { count: tries });
    const now = Date.now();
    const extension = Math.max(0, now + waitMs - Math.max(resumeAt, now));
    if (waitedMs + extension > patience.maxWaitMs) {
      return format(bulkMessages.gaveUpWaiting, { minutes: Math.round(patience.maxWaitMs / 60_000) });
    }
    waitedMs += extension;
    resumeAt = Math.max(resumeAt, now + waitMs);
    requeues.set(p, tries + 1);
    started.delete(p);
    queue.push(p);
    work.onWait?.({ resumeAt, waitedMs });
    return null;
  };

  // One pause for the whole run: every item waits on it; the user's "Continue now" stops asking pauseWhen.
  let paused: Promise<void> | null = null;
  let userResumed = false;
  const pauseFor = (pause: BulkPause) => {
    if (paused) return paused;
    work.onPause?.(pause);
    paused = (work.waitForResume ?? waitUntil)(pause, signal).then((how) => {
      if (how === 'user') userResumed = true;
      paused = null;
      if (!signal.aborted) work.onPause?.(null);
    });
    return paused;
  };
  /** Waits out any pause; false when the run was cancelled or stopped meanwhile. */
  const mayStart = async (): Promise<boolean> => {
    for (;;) {
      if (paused) await paused;
      if (signal.aborted || stopped) return false;
      const pause = userResumed ? null : (work.pauseWhen?.() ?? null);
      if (!pause) return true;
      await pauseFor(pause);
    }
  };
  const runOne = async (p: Planned<T, V>) => {
    started.add(p);
    try {
      const value = await work.run(p.item, { signal, key: p.key });
      settle(p, { status: 'ok', key: p.key, item: p.item, value });
    } catch (error) {
      if (signal.aborted) {
        // Stopped by the user's cancel: it may or may not have reached the server; a re-run decides.
        settle(p, { status: 'cancelled', key: p.key, item: p.item });
        return;
      }
      const budget = stopped ? null : (work.pauseOn?.(error) ?? null);
      if (budget) {
        // Refused because Learn's daily allowance is spent: nothing was written; it runs first after the pause.
        started.delete(p);
        queue.unshift(p);
        await pauseFor(budget);
        return;
      }
      const asked = stopped ? false : later(error);
      if (asked !== false) {
        const waitMs = asked === true ? BACKOFF_BASE_MS * 2 ** (requeues.get(p) ?? 0) : asked;
        const gaveUp = waitAndRequeue(p, waitMs);
        if (gaveUp === null) return;
        settle(p, { status: 'failed', key: p.key, item: p.item, error: `${describe(error)} ${gaveUp}`, cause: error });
        return;
      }
      settle(p, { status: 'failed', key: p.key, item: p.item, error: describe(error), cause: error });
      if (!stopped && stopOn(error)) {
        stopped = true;
        cancelRest();
      }
    }
  };

  const worker = async () => {
    for (;;) {
      if (Date.now() < resumeAt && !(await pause(resumeAt - Date.now(), signal))) return;
      if (Date.now() < resumeAt) continue; // the pause was extended while this worker slept
      if (queue.length === 0) return;
      // Learn's daily allowance nearly spent: no item starts until the pause ends (or the user goes on).
      if (!(await mayStart())) {
        for (const p of queue.splice(0)) if (!p.result) settle(p, { status: 'cancelled', key: p.key, item: p.item });
        return;
      }
      const p = queue.shift();
      if (!p) return;
      if (p.result) continue;
      if (signal.aborted || stopped) {
        settle(p, { status: 'cancelled', key: p.key, item: p.item });
        continue;
      }
      await runOne(p);
    }
  };

  signal.addEventListener('abort', cancelRest, { once: true });
  try {
    // A worker that requeues an item keeps going until the queue is empty, so none is left behind.
    await Promise.all(Array.from({ length: Math.min(concurrency, queue.length) }, worker));
    // Cancelled while paused: what is still queued gets its result now.
    for (const p of queue) if (!p.result) settle(p, { status: 'cancelled', key: p.key, item: p.item });
  } finally {
    signal.removeEventListener('abort', cancelRest);
  }
  const results = plan.map((p) => p.result as BulkResult<T, V>);
  return { results, counts: countOf(results) };
}

/**
 * Runs `run` once per item with bounded concurrency and reports a result per item: ok (with the
 * value), failed (readable error), skipped (reason) or cancelled. Items whose key is in `done` are
 * skipped, so re-running a whole plan repeats nothing that already succeeded.
 */
export function runBulk<T, V>(options: BulkOptions<T, V>): Promise<BulkReport<T, V>> {
  const done = new Set(options.done ?? []);
  const alreadyDone = options.alreadyDoneReason ?? ALREADY_DONE;
  const plan = options.items.map((item): Planned<T, V> => {
    const key = options.key(item);
    if (done.has(key))
      return { key, item, result: { status: 'skipped', key, item, reason: alreadyDone, alreadyDone: true } };
    const reason = options.skip?.(item);
    if (reason != null) return { key, item, result: { status: 'skipped', key, item, reason, alreadyDone: false } };
    return { key, item };
  });
  return execute(plan, options);
}

/**
 * Runs again only the failed and cancelled items of an earlier report; every other result is kept
 * as it was. Answers a full report (kept and new results, in the original order).
 */
export function retryFailed<T, V>(previous: BulkReport<T, V>, work: BulkWork<T, V>): Promise<BulkReport<T, V>> {
  const plan = previous.results.map((r): Planned<T, V> =>
    r.status === 'failed' || r.status === 'cancelled'
      ? { key: r.key, item: r.item }
      : { key: r.key, item: r.item, result: r, kept: true },
  );
  return execute(plan, work);
}

/** Keys whose write exists after this report (ok, or skipped because already done): a re-run's `done`. */
export function succeededKeys(report: BulkReport<unknown, unknown>): string[] {
  return report.results.filter((r) => r.status === 'ok' || (r.status === 'skipped' && r.alreadyDone)).map((r) => r.key);
}

/** Failed and cancelled items: what 'Retry failed' runs again. */
export function retryableCount(report: BulkReport<unknown, unknown>): number {
  return report.counts.failed + report.counts.cancelled;
}
