import * as br from '../contracts/bulk-runs.ts';
import type { BackendCall } from '../http.ts';

/** Bulk-run leases (issue 22 §1): one run per course (or category) and kind at a time. */
export function bulkRunsApi(call: BackendCall) {
  return {
    /** 409 `BackendError` whose `body` is a `LeaseConflict` while another run holds it. */
    acquire: (body: br.AcquireBody, signal?: AbortSignal) =>
      call('post', 'bulk-runs/leases', br.Lease, { json: body, ...(signal ? { signal } : {}) }),
    /** 409 when the lease is no longer this run's (taken over after it went stale, or released). */
    renew: (ref: br.LeaseRef) => call('post', 'bulk-runs/leases/renew', br.Lease, { json: ref }),
    release: (ref: br.LeaseRef) => call('delete', 'bulk-runs/leases', br.Released, { json: ref }),
  };
}
export type BulkRunsApi = ReturnType<typeof bulkRunsApi>;
