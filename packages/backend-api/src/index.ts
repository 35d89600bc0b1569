export { createBackendClient } from './client.ts';
export type { BackendClient } from './client.ts';
export { allPages, BackendError, createBackendCall } from './http.ts';
export { bulkRunsApi } from './domains/bulk-runs.ts';
export { courseCacheApi } from './domains/course-cache.ts';
export type { CourseCacheApi } from './domains/course-cache.ts';
export { ltiApi } from './domains/lti.ts';
export type { BackendCall, BackendClientOptions, RequestOptions } from './http.ts';
export { backendKeys } from './keys.ts';
export type { LtiApi } from './domains/lti.ts';
export type { BulkRunsApi } from './domains/bulk-runs.ts';
export type {
  DeepLinkBody,
  DeepLinkItem,
  DeepLinkResponse,
  GradeBody,
  GradeResponse,
  HealthResponse,
  LaunchCodeExchangeResponse,
} from './contracts/index.ts';
