import { learnErrorDetails, learnErrorMessages, learnQuotaMessages } from './messages.ts';
import type { RateLimit } from './rate-limit.ts';

/** What went wrong, in terms a screen can act on (re-launch, show "not found", retry later…). */
export type LearnErrorKind =
  | 'auth'
  | 'forbidden'
  | 'not-found'
  | 'bad-request'
  | 'rate-limited'
  | 'server'
  | 'timeout'
  | 'network'
  | 'invalid-response';

export interface LearnErrorInit {
  kind: LearnErrorKind;
  method: string;
  /** URL path (with query) of the request, never the token. */
  path: string;
  status?: number;
  code?: string;
  learnMessage?: string;
  retryAfterMs?: number;
  /** Learn's daily allowance as the failed answer reported it. */
  rateLimit?: RateLimit;
  message?: string;
  cause?: unknown;
}

const DEFAULT_MESSAGES: Record<LearnErrorKind, string> = learnErrorMessages;

export function defaultMessage(kind: LearnErrorKind): string {
  return DEFAULT_MESSAGES[kind];
}

export function kindForStatus(status: number): LearnErrorKind {
  if (status === 401) return 'auth';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not-found';
  if (status === 429) return 'rate-limited';
  if (status >= 500) return 'server';
  return 'bad-request';
}

/**
 * Every failure of a Learn call (except the caller's own abort, which rethrows the
 * signal's reason so TanStack Query treats it as a cancellation).
 * Deliberately carries no request/response objects: those hold the bearer header.
 */
export class LearnError extends Error {
  override readonly name = 'LearnError';
  readonly kind: LearnErrorKind;
  readonly status: number | undefined;
  /** Learn's RestException `code`, when it sent one. */
  readonly code: string | undefined;
  /** Learn's RestException `message`, when it sent one. */
  readonly learnMessage: string | undefined;
  readonly method: string;
  readonly path: string;
  /** For 429 and 503: how long Learn asked us to wait (Retry-After), when it said. */
  readonly retryAfterMs: number | undefined;
  /** Learn's daily allowance as the answer reported it (`X-Rate-Limit-*`), when it did. */
  readonly rateLimit: RateLimit | undefined;

  constructor(init: LearnErrorInit) {
    super(
      init.message ?? init.learnMessage ?? defaultMessage(init.kind),
      init.cause === undefined ? undefined : { cause: init.cause },
    );
    this.kind = init.kind;
    this.status = init.status;
    this.code = init.code;
    this.learnMessage = init.learnMessage;
    this.method = init.method;
    this.path = init.path;
    this.retryAfterMs = init.retryAfterMs;
    this.rateLimit = init.rateLimit;
  }

  /** A 429 because the application's daily allowance is used up (not a burst): waiting means hours. */
  get quotaExhausted(): boolean {
    return this.kind === 'rate-limited' && this.rateLimit?.remaining === 0;
  }

  /** Readable in a list of per-item results (see `userMessageOf`); `message` stays as it was. */
  get userMessage(): string {
    return userMessageOf(this);
  }
}

/** Kinds where Learn's own reason (e.g. 'Invalid score') says more than our sentence. */
const EXPLAINED_BY_LEARN = new Set<LearnErrorKind>(['bad-request', 'forbidden', 'not-found']);

/**
 * One line for people (bulk results, alerts): our sentence for the kind (or the specific message the
 * client gave), Learn's own reason with the status where it adds something, and how long Learn asked
 * to wait. Never the request path or a token.
 */
function userMessageOf(error: LearnError): string {
  const custom = error.message !== (error.learnMessage ?? defaultMessage(error.kind));
  let text = custom ? error.message : error.status === 503 ? learnErrorDetails.unavailable : defaultMessage(error.kind);
  const said = error.learnMessage?.replace(/\s+/g, ' ').trim();
  if (!custom && said && EXPLAINED_BY_LEARN.has(error.kind)) {
    text = `${text} Learn's reason: ${said}${error.status === undefined ? '' : ` (HTTP ${error.status})`}`;
  }
  if (error.quotaExhausted && !custom) {
    const wait = error.retryAfterMs;
    return wait !== undefined && wait > 0
      ? learnQuotaMessages.quotaUsedUpFor.replace('{wait}', waitText(wait))
      : learnQuotaMessages.quotaUsedUp;
  }
  if (error.retryAfterMs !== undefined && error.retryAfterMs > 0) {
    text = `${text} ${learnErrorDetails.waitAsked.replace('{seconds}', String(Math.ceil(error.retryAfterMs / 1000)))}`;
  }
  return text;
}

/** A wait in words a person reads at a glance: "45 s", "12 min", "3 h 20 min". */
export function waitText(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

export function isLearnError(error: unknown): error is LearnError {
  return error instanceof LearnError;
}
