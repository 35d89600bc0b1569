/** What a bulk run says about an item when the caller gives no reason of its own (ours). */
export const bulkMessages = {
  alreadyDone: 'Already done.',
  unknownError: 'Unknown error.',
  networkError: 'Could not reach the server. Check your connection and try again.',
  timeoutError: 'The request took too long and was stopped.',
  // Added to Learn's reason when a run stops waiting for an item Learn keeps refusing with 429/503.
  gaveUpTries: 'Still refused after {count} waits; use Retry failed later.',
  gaveUpWaiting: 'This run waits at most {minutes} min for Learn in all; use Retry failed later.',
} as const;

/** Fills `{name}` placeholders (this package imports nothing of ours, so not launch's `format`). */
export function format(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** @public The sections for tooling/catalogues (CONTRIBUTING.md "Message catalogues"): all ours. */
export const bulkCatalogue = { spec: {}, ours: bulkMessages };
