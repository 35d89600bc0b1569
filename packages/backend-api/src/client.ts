import { bulkRunsApi } from './domains/bulk-runs.ts';
import { courseCacheApi } from './domains/course-cache.ts';
import { ltiApi } from './domains/lti.ts';
import { createBackendCall, type BackendClientOptions } from './http.ts';

/**
 * The core's part of the typed client for our own server: one ky instance and one `call()` (answers
 * validated with the contracts), one module per core domain. A feature's calls live in its own package
 * (`@tools/<feature>/api/client`, beside its contracts and server part); a tool gets its domain with
 * `useBackend(<domain>Api)`. This is for tests and scripts that need the core's calls at once.
 */
export function createBackendClient(options: BackendClientOptions) {
  const call = createBackendCall(options);
  return {
    lti: ltiApi(call),
    courseCache: courseCacheApi(call),
    bulkRuns: bulkRunsApi(call),
  };
}
export type BackendClient = ReturnType<typeof createBackendClient>;
