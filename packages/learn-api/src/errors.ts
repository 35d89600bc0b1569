import { learnErrorDetails, learnErrorMessages } from './messages.ts';

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
  if (error.retryAfterMs !== undefined && error.retryAfterMs > 0) {
    text = `${text} ${learnErrorDetails.waitAsked.replace('{seconds}', String(Math.ceil(error.retryAfterMs / 1000)))}`;
  }
  return text;
}

export function isLearnError(error: unknown): error is LearnError {
  return error instanceof LearnError;
}
