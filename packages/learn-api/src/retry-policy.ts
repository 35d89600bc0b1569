import type { HttpMethod } from './endpoint.ts';

/**
 * Learn's "busy, come back later" answers. Their `Retry-After` is honoured (up to `maxDelayMs`).
 * A 429 is refused before Learn does anything, so it is repeated for every method, POST included.
 */
export const RETRY_STATUSES: ReadonlySet<number> = new Set([429, 503]);

/** Transient failures of a server or a proxy in front of it; repeated only for idempotent methods. */
export const SERVER_RETRY_STATUSES: ReadonlySet<number> = new Set([500, 502, 503, 504]);

/**
 * Methods safe to repeat. PATCH and PUT are included because every write our tools make
 * sets absolute values (a score, a membership) and so is idempotent; POST creates things
 * and is repeated only after a 429 (a retried POST that reached Learn could create a second
 * column or notation).
 */
export const RETRY_METHODS: ReadonlySet<HttpMethod> = new Set(['GET', 'PUT', 'PATCH', 'DELETE']);

export interface RetryOptions {
  /** Retries after the first attempt. */
  limit: number;
  /** Longest single wait; a Retry-After above it is not waited for (the call fails with `retryAfterMs`). */
  maxDelayMs: number;
  /** Most time one call spends waiting between its attempts, all retries together. */
  maxTotalDelayMs: number;
}

export const DEFAULT_RETRY: RetryOptions = { limit: 3, maxDelayMs: 120_000, maxTotalDelayMs: 180_000 };

const BASE_DELAY_MS = 1_000;

/** What went wrong with one attempt, as far as retrying is concerned. */
export type AttemptFailure = { status: number; retryAfterMs: number | undefined } | { failure: 'network' | 'timeout' };

/** Whether a failed attempt may be sent again at all (ignoring the limits). */
export function isRetryable(method: HttpMethod, failed: AttemptFailure): boolean {
  if ('failure' in failed) return RETRY_METHODS.has(method);
  if (failed.status === 429) return true;
  return SERVER_RETRY_STATUSES.has(failed.status) && RETRY_METHODS.has(method);
}

/**
 * How long to wait before the next attempt, or null to give up: not retryable, out of retries,
 * or Learn asked for a wait longer than one wait (`maxDelayMs`) or than what is left of the
 * call's total (`maxTotalDelayMs`). Giving up early spends no call Learn said it would refuse.
 */
export function retryDelay(
  method: HttpMethod,
  failed: AttemptFailure,
  attempt: number,
  waitedMs: number,
  options: RetryOptions,
  random: () => number = Math.random,
): number | null {
  if (attempt >= options.limit || !isRetryable(method, failed)) return null;
  const asked = 'status' in failed ? failed.retryAfterMs : undefined;
  const delay = asked ?? backoffDelay(attempt, options.maxDelayMs, random);
  if (delay > options.maxDelayMs || waitedMs + delay > options.maxTotalDelayMs) return null;
  return delay;
}

/** Retry-After as milliseconds: delta-seconds or an HTTP date (past dates mean "now"). */
export function parseRetryAfter(header: string | null, now: number): number | undefined {
  if (header === null) return undefined;
  const value = header.trim();
  if (/^\d+(\.\d+)?$/.test(value)) return Math.round(Number(value) * 1000);
  const date = Date.parse(value);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, date - now);
}

/** Exponential back-off with "equal jitter": half fixed, half random, capped at maxDelayMs. */
export function backoffDelay(retryIndex: number, maxDelayMs: number, random: () => number = Math.random): number {
  const ceiling = Math.min(maxDelayMs, BASE_DELAY_MS * 2 ** retryIndex);
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}

/** setTimeout as a promise that rejects with the signal's reason on abort. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
