/**
 * The fields of learn-api's LearnError this module reads. Matched by shape, not `instanceof`: the
 * bulk runner sits below learn-api (ui imports it), so it cannot import the class.
 */
interface LearnErrorShape {
  name: 'LearnError';
  message: string;
  kind: string;
  status?: number;
  learnMessage?: string;
  retryAfterMs?: number;
}

export const UNKNOWN_ERROR = 'Unknown error.';
export const NETWORK_ERROR = 'Could not reach the server. Check your connection and try again.';
export const TIMEOUT_ERROR = 'The request took too long and was stopped.';
const MAX_LENGTH = 300;
// Messages browsers and Node give a fetch that never reached the server.
const NETWORK_MESSAGES = /^(failed to fetch|fetch failed|load failed|networkerror\b)/i;

export function isLearnErrorShape(error: unknown): error is LearnErrorShape {
  return (
    error instanceof Error && error.name === 'LearnError' && typeof (error as { kind?: unknown }).kind === 'string'
  );
}

/** Learn said the session is not valid: every other call with this token fails the same way. */
export function isSessionError(error: unknown): boolean {
  return isLearnErrorShape(error) && error.kind === 'auth';
}

function fromLearn(error: LearnErrorShape): string {
  let text = error.message;
  // Learn's own words (e.g. 'Invalid score') say what but not who: name Learn and the status.
  if (error.learnMessage && error.message === error.learnMessage && error.status !== undefined) {
    text = `Learn refused the request (HTTP ${error.status}): ${error.learnMessage}`;
  }
  if (error.kind === 'rate-limited' && error.retryAfterMs !== undefined && error.retryAfterMs > 0) {
    text = `${text} Learn asked to wait ${Math.ceil(error.retryAfterMs / 1000)} s.`;
  }
  return text;
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
 * One line a user can act on for any failure of a bulk item: Learn errors keep learn-api's sentence
 * (or Learn's reason with the status), network and timeout failures get plain words, anything else
 * its message. Never a stack, never a token.
 */
export function describeError(error: unknown): string {
  let text: string;
  if (isLearnErrorShape(error)) text = fromLearn(error);
  else if (error instanceof Error && error.name === 'TimeoutError') text = TIMEOUT_ERROR;
  else if (error instanceof TypeError && NETWORK_MESSAGES.test(error.message)) text = NETWORK_ERROR;
  else if (error instanceof Error) text = error.message || error.name;
  else if (typeof error === 'string') text = error;
  else text = '';
  const result = tidy(redact(text));
  return result || UNKNOWN_ERROR;
}
