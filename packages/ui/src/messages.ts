/** The shared components' default texts; a screen passes its own where it has one. */
const spec = {
  /** StatusView's error title (spec 001: "Error view titled 'Error'"). */
  errorTitle: 'Error',
} as const;

const ours = {
  close: 'Close',
  /** BulkRunPanel: ends a bulk run's pause (Learn's allowance nearly spent) at once. */
  continueNow: 'Continue now',
  dismiss: 'Dismiss',
  noRows: 'No rows to display.',
} as const;

/** @public The sections for tooling/catalogues (CONTRIBUTING.md "Message catalogues"). */
export const uiCatalogue = { spec, ours };
export const uiMessages = { ...spec, ...ours };
