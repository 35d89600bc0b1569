/** Texts the chat endpoints answer with (`{ message }`); the answers themselves are ANSWER_TEXTS. */
export const chatMessages = {
  platformMismatch: 'platformUrl must name the same Learn site as the X-Learn-Platform header.',
  rateLimited: 'Too many questions. Try again in {seconds} seconds.',
  contentRefused: 'Learn did not let you read this course’s content.',
  contentUnavailable: 'Could not read the course content from Learn. Try again later.',
  learnBusy: 'Learn is receiving too many requests. Try again in a minute.',
} as const;

/** @public The sections for tooling/catalogues (CONTRIBUTING.md "Message catalogues"): all ours. */
export const chatCatalogue = { spec: {}, ours: chatMessages };
