import pLimit, { type LimitFunction } from 'p-limit';

/**
 * One limiter per Learn origin, shared by every client in this process/tab: a screen may
 * build several clients (one per query, one per tool) but Learn sees one app, so the bound
 * has to be per host, not per client. When clients ask for different bounds the smallest wins.
 */
const limiters = new Map<string, LimitFunction>();

/**
 * Forgets every origin's limiter (tests, with forgetRateLimits): a request one test file left hanging keeps its
 * slot in the old limiter, not in the next file's, when files share a worker's modules (vitest `isolate: false`).
 */
export function forgetLimiters(): void {
  limiters.clear();
}

export function limiterFor(origin: string, concurrency: number): LimitFunction {
  if (!Number.isInteger(concurrency) || concurrency < 1) {
    throw new RangeError(`concurrency must be a positive integer, got ${concurrency}`);
  }
  const existing = limiters.get(origin);
  if (existing) {
    if (concurrency < existing.concurrency) existing.concurrency = concurrency;
    return existing;
  }
  const created = pLimit(concurrency);
  limiters.set(origin, created);
  return created;
}

/** Runs fn in a slot; an abort while still queued rejects at once (and the slot is skipped). */
export function runLimited<T>(limit: LimitFunction, fn: () => Promise<T>, signal?: AbortSignal): Promise<T> {
  if (signal?.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal?.reason);
    signal?.addEventListener('abort', onAbort, { once: true });
    limit(() => {
      if (signal?.aborted) return Promise.reject(signal.reason);
      return fn();
    })
      .then(resolve, reject)
      .finally(() => signal?.removeEventListener('abort', onAbort));
  });
}
