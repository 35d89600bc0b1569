import type { HttpMethod } from './endpoint.ts';

/** Statuses Learn uses for "busy, come back later". Anything else is not worth repeating. */
export const RETRY_STATUSES: ReadonlySet<number> = new Set([429, 503]);

/**
 * Methods safe to repeat. PATCH and PUT are included because every write our tools make
 * sets absolute values (a score, a membership) and so is idempotent; POST creates things
 * and is never repeated (a retried POST could create a second column or notation).
 */
export const RETRY_METHODS: ReadonlySet<HttpMethod> = new Set(['GET', 'PUT', 'PATCH', 'DELETE']);

export interface RetryOptions {
  /** Retries after the first attempt. */
  limit: number;
  /** Longest single wait; a Retry-After above it is not waited for. */
  maxDelayMs: number;
}

export const DEFAULT_RETRY: RetryOptions = { limit: 3, maxDelayMs: 30_000 };

const BASE_DELAY_MS = 1_000;

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
