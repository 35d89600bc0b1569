/**
 * Learn's daily request allowance, as Learn reports it on its REST answers (Blackboard's "Developer
 * Groups, Site Quotas, and Rate Limits": the ceiling, what is left of the 24-hour period, and when it
 * resets). Every client of an origin records what it last saw here, so bulk work can pause before the
 * allowance runs out and the screens can say when it comes back.
 */
export const RATE_LIMIT_HEADERS = {
  limit: 'X-Rate-Limit-Limit',
  remaining: 'X-Rate-Limit-Remaining',
  reset: 'X-Rate-Limit-Reset',
} as const;

export interface RateLimit {
  /** Requests the application may make in the period. */
  limit: number;
  /** Requests left in the period. */
  remaining: number;
  /** When the period resets (ms since the epoch), when Learn said. */
  resetAt: number | null;
  /** When this was read (ms since the epoch). */
  seenAt: number;
}

/** Seconds above this are an instant (epoch seconds); below it, seconds from now. */
const EPOCH_SECONDS_FROM = 1_000_000_000;

const count = (value: string | null): number | null => {
  if (value === null || !/^\s*\d+\s*$/.test(value)) return null;
  return Number(value);
};

/**
 * The allowance in a response's headers, or undefined when Learn sent none (or nonsense).
 * `X-Rate-Limit-Reset` is documented as "the remaining time before the rate limit resets, given in
 * UTC epoch seconds": a value that can only be an instant (after 2001) is read as one, anything
 * smaller as seconds from now, so either reading of that sentence works.
 */
export function parseRateLimit(headers: Headers, now: number): RateLimit | undefined {
  const limit = count(headers.get(RATE_LIMIT_HEADERS.limit));
  const remaining = count(headers.get(RATE_LIMIT_HEADERS.remaining));
  if (limit === null || remaining === null) return undefined;
  const reset = count(headers.get(RATE_LIMIT_HEADERS.reset));
  const resetAt = reset === null ? null : reset >= EPOCH_SECONDS_FROM ? reset * 1000 : now + reset * 1000;
  return { limit, remaining: Math.min(remaining, limit), resetAt, seenAt: now };
}

/** The latest allowance seen per Learn origin, shared by every client of the origin in this tab or process. */
const latest = new Map<string, RateLimit>();

/** Records what a response said (kept when it is not older than what is known). */
export function noteRateLimit(origin: string, seen: RateLimit): void {
  const known = latest.get(origin);
  if (!known || seen.seenAt >= known.seenAt) latest.set(origin, seen);
}

/** What Learn last said about the origin's allowance; undefined before any answer carried it, or after it reset. */
export function rateLimitOf(origin: string, now: number = Date.now()): RateLimit | undefined {
  const known = latest.get(origin);
  if (known && known.resetAt !== null && known.resetAt <= now) return undefined;
  return known;
}

/** Share of the allowance kept for people's screens: bulk work pauses below it. */
export const BULK_RESERVE_SHARE = 0.05;

export interface QuotaPause {
  /** Requests left and the ceiling, as Learn last said. */
  remaining: number;
  limit: number;
  /** When the allowance resets (ms since the epoch), when Learn said. */
  resumeAt: number | null;
}

/**
 * Whether bulk work on this origin should wait: Learn's allowance is down to its reserve (5 % of the
 * ceiling, at least 20 requests). Null while there is room, or when Learn has not said.
 */
export function quotaPause(origin: string, now: number = Date.now()): QuotaPause | null {
  const known = rateLimitOf(origin, now);
  if (!known) return null;
  const reserve = Math.max(20, Math.ceil(known.limit * BULK_RESERVE_SHARE));
  if (known.remaining > reserve) return null;
  return { remaining: known.remaining, limit: known.limit, resumeAt: known.resetAt };
}

/** Forgets what was seen (tests). */
export function forgetRateLimits(): void {
  latest.clear();
}
