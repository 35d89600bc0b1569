// Public API of @tools/bulk: one runner for every plan -> preview -> write -> retry flow (README.md).

export {
  runBulk,
  retryFailed,
  succeededKeys,
  retryableCount,
  emptyCounts,
  DEFAULT_BULK_CONCURRENCY,
  ALREADY_DONE,
  DEFAULT_PATIENCE,
  PAUSE_RECHECK_MS,
  waitUntil,
} from './run-bulk.ts';
export {
  comeBackLater,
  describeError,
  isSessionError,
  UNKNOWN_ERROR,
  NETWORK_ERROR,
  TIMEOUT_ERROR,
} from './describe-error.ts';
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
  BulkPatience,
  BulkWait,
  BulkPause,
} from './types.ts';
export { acquireLease, holdLease, LeaseHeldError, LeaseLostError, LEASE_POLL_MS } from './lease.ts';
export type {
  AcquireLeaseOptions,
  BulkLease,
  HeldLease,
  HoldLeaseOptions,
  LeaseDecision,
  LeaseGrant,
  LeaseHolder,
} from './lease.ts';
export { createRecordsOutbox } from './records-outbox.ts';
export type { RecordsOutbox, RecordsOutboxOptions, RecordsState } from './records-outbox.ts';
