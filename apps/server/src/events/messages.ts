/** Texts the events back end answers with (issue 14). */
export const eventsMessages = {
  published: 'Stored {stored} event(s); {unchanged} were already in the log.',
  handled: 'Marked {stored} event(s) handled; {unchanged} were already handled or are not in the log.',
  learnUnavailable: 'Could not read your courses from Learn: {reason}',
} as const;

/** @public The sections for tooling/catalogues (CONTRIBUTING.md "Message catalogues"): all ours. */
export const eventsCatalogue = { spec: {}, ours: eventsMessages };
