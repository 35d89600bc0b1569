export { BackendError, createBackendClient } from './client.ts';
export type { BackendClient, BackendClientOptions } from './client.ts';
export type {
  DeepLinkBody,
  DeepLinkItem,
  DeepLinkResponse,
  GradeBody,
  GradeResponse,
  HealthResponse,
  LaunchCodeExchangeResponse,
} from './contracts/index.ts';
export { createLatePenaltyClient, LATE_PENALTY_TIMEOUT_MS, type LatePenaltyClient } from './late-penalty-client.ts';
export type { RelatedArticle, RelatedArticlesResponse } from './contracts/index.ts';
export { createGradeHurdleClient, GRADE_HURDLE_TIMEOUT_MS, type GradeHurdleClient } from './grade-hurdle-client.ts';
