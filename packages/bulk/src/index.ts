// Public API of @tools/bulk: one runner for every plan -> preview -> write -> retry flow (README.md).

export {
  runBulk,
  retryFailed,
  succeededKeys,
  retryableCount,
  emptyCounts,
  DEFAULT_BULK_CONCURRENCY,
  ALREADY_DONE,
  PAUSE_RECHECK_MS,
  waitUntil,
} from './run-bulk.ts';
export { describeError, isSessionError, UNKNOWN_ERROR, NETWORK_ERROR, TIMEOUT_ERROR } from './describe-error.ts';
export type {
  BulkResult,
  BulkOk,
  BulkFailed,
  BulkSkipped,
  BulkCancelled,
  BulkStatus,
  BulkCounts,
  BulkProgress,
  BulkReport,
  BulkContext,
  BulkWork,
  BulkOptions,
  BulkPause,
} from './types.ts';
