/** The shared components' default texts; a screen passes its own where it has one. */
const spec = {
  /** StatusView's error title (spec 001: "Error view titled 'Error'"). */
  errorTitle: 'Error',
} as const;

const ours = {
  close: 'Close',
  cancel: 'Cancel',
  /** BulkRunPanel: ends a bulk run's pause (Learn's allowance nearly spent) at once. */
  continueNow: 'Continue now',
  dismiss: 'Dismiss',
  noRows: 'No rows to display.',
  /** A bulk run paused by Learn's 429/503 (BulkRunPanel); {time} is when it goes on. */
  bulkWaiting: 'Learn asked to wait. The run goes on by itself at {time}.',
} as const;

/** @public The sections for tooling/catalogues (CONTRIBUTING.md "Message catalogues"). */
export const uiCatalogue = { spec, ours };
export const uiMessages = { ...spec, ...ours };
