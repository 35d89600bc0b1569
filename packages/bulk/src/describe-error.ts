import { bulkMessages } from './messages.ts';

export const UNKNOWN_ERROR = bulkMessages.unknownError;
export const NETWORK_ERROR = bulkMessages.networkError;
export const TIMEOUT_ERROR = bulkMessages.timeoutError;
const MAX_LENGTH = 300;
// Messages browsers and Node give a fetch that never reached the server.
const NETWORK_MESSAGES = /^(failed to fetch|fetch failed|load failed|networkerror\b)/i;

/**
 * Errors that explain themselves to people carry `userMessage` (learn-api's LearnError: its sentence
 * for the kind plus Learn's reason). Read by shape, not `instanceof`: this package sits below
 * learn-api (ui imports it), so it cannot import the class.
 */
function userMessageOf(error: unknown): string | undefined {
  if (!(error instanceof Error)) return undefined;
  const text = (error as { userMessage?: unknown }).userMessage;
  return typeof text === 'string' ? text : undefined;
}

/**
 * The credentials were refused: HTTP 401 from Learn (learn-api's kind 'auth') or from our server (its
 * BackendError when Learn refused the token). Every other call with the same token fails the same way.
 */
export function isSessionError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const { status, kind } = error as { status?: unknown; kind?: unknown };
  return status === 401 || (error.name === 'LearnError' && kind === 'auth');
}

/**
 * Learn's (or our server's) "busy, come back later": HTTP 429 or 503 (learn-api's kind `rate-limited`,
 * or a BackendError with that status). Answers the wait it asked for (`retryAfterMs`, from Retry-After)
 * or `true` (no wait given: the runner backs off); `false` for every other failure.
 */
export function comeBackLater(error: unknown): number | boolean {
  if (!(error instanceof Error)) return false;
  const { status, kind, retryAfterMs } = error as { status?: unknown; kind?: unknown; retryAfterMs?: unknown };
  const busy = status === 429 || status === 503 || (error.name === 'LearnError' && kind === 'rate-limited');
  if (!busy) return false;
  return typeof retryAfterMs === 'number' && retryAfterMs >= 0 ? retryAfterMs : true;
}

/** Keeps credentials out of text a user may copy into a ticket, whatever produced the message. */
function redact(text: string): string {
  return text
    .replace(/\bBearer\s+[^\s"',;]+/gi, 'Bearer [hidden]')
    .replace(/([?&](?:access_)?token=)[^&\s"']+/gi, '$1[hidden]');
}

function tidy(text: string): string {
  const oneLine = text.replace(/\s+/g, ' ').trim();
  return oneLine.length > MAX_LENGTH ? `${oneLine.slice(0, MAX_LENGTH - 1)}…` : oneLine;
}

/**
 * One line a user can act on for any failure of a bulk item: an error's own `userMessage` (Learn
 * errors), plain words for network and timeout failures, else its message. Never a stack or a token.
 */
export function describeError(error: unknown): string {
  const own = userMessageOf(error);
  let text: string;
  if (own !== undefined) text = own;
  else if (error instanceof Error && error.name === 'TimeoutError') text = TIMEOUT_ERROR;
  else if (error instanceof TypeError && NETWORK_MESSAGES.test(error.message)) text = NETWORK_ERROR;
  else if (error instanceof Error) text = error.message || error.name;
  else if (typeof error === 'string') text = error;
  else text = '';
  const result = tidy(redact(text));
  return result || UNKNOWN_ERROR;
}
