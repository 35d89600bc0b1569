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

/** A 429 that says the application's daily allowance is used up (X-Rate-Limit-Remaining: 0). */
export const learnQuotaMessages = {
  quotaUsedUp: "Learn's daily request allowance for Course Tools is used up. Try again after it renews.",
  quotaUsedUpFor: "Learn's daily request allowance for Course Tools is used up. It renews in about {wait}.",
  /** A bulk run waiting (learnQuotaGuard); {renews} is one of the two texts below. */
  pausedNearlyUsedUp:
    "Paused: Learn's daily request allowance for Course Tools is nearly used up ({remaining} of {limit} left), and the rest is kept for people's screens. Nothing has failed: the run goes on by itself {renews}.",
  pausedUsedUp:
    "Paused: Learn's daily request allowance for Course Tools is used up. Nothing has failed: the run goes on by itself {renews}.",
  renewsIn: 'when it renews in about {wait}',
  renewsLater: 'once Learn allows requests again (checked every minute)',
} as const;

/** @public The sections for tooling/catalogues (CONTRIBUTING.md "Message catalogues"): all ours. */
export const learnErrorCatalogue = {
  spec: {},
  ours: { ...learnErrorMessages, ...learnErrorDetails, ...learnQuotaMessages },
};
