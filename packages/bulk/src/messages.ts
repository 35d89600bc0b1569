/** What a bulk run says about an item when the caller gives no reason of its own (ours). */
export const bulkMessages = {
  alreadyDone: 'Already done.',
  unknownError: 'Unknown error.',
  networkError: 'Could not reach the server. Check your connection and try again.',
  timeoutError: 'The request took too long and was stopped.',
} as const;

/** @public The sections for tooling/catalogues (CONTRIBUTING.md "Message catalogues"): all ours. */
export const bulkCatalogue = { spec: {}, ours: bulkMessages };
