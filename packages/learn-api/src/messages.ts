/**
 * The sentence a failed Learn call carries per kind of failure (LearnError.userMessage), when the
 * screen has no text of its own for it. Ours: the spec names no such texts.
 */
export const learnErrorMessages = {
  auth: 'Your Learn session has expired or is not valid. Open the tool again from Learn.',
  forbidden: 'You do not have permission to do this in Learn.',
  'not-found': 'Learn could not find this item.',
  'bad-request': 'Learn rejected the request.',
  'rate-limited': 'Learn is receiving too many requests. Try again in a moment.',
  server: 'Learn had a problem answering. Try again later.',
  timeout: 'Learn did not answer in time.',
  network: 'Could not reach Learn. Check your connection and try again.',
  'invalid-response': 'Learn sent a response in an unexpected shape.',
} as const;

/** Added to a failure's sentence where it helps (LearnError.userMessage). Ours. */
export const learnErrorDetails = {
  /** A 503: Learn (or a proxy in front of it) is down for a while, which 'a problem answering' does not say. */
  unavailable: 'Learn is temporarily unavailable. Try again later.',
  /** Learn's Retry-After, when it was longer than the client waits (or the retries ran out). */
  waitAsked: 'Learn asked to wait {seconds} s.',
} as const;

/** @public The sections for tooling/catalogues (CONTRIBUTING.md "Message catalogues"): all ours. */
export const learnErrorCatalogue = { spec: {}, ours: { ...learnErrorMessages, ...learnErrorDetails } };
