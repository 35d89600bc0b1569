export { createBackendClient } from './client.ts';
export type { BackendClient } from './client.ts';
export { allPages, BackendError, createBackendCall } from './http.ts';
export { athleticsApi } from './domains/athletics.ts';
export { bulkRunsApi } from './domains/bulk-runs.ts';
export { chatApi } from './domains/chat.ts';
export { courseCacheApi } from './domains/course-cache.ts';
export type { CourseCacheApi } from './domains/course-cache.ts';
export { deliverablesApi } from './domains/deliverables.ts';
export { enrollmentApi } from './domains/enrollment.ts';
export { eventsApi } from './domains/events.ts';
export { gradeHurdleApi } from './domains/grade-hurdle.ts';
export { latePenaltyApi } from './domains/late-penalty.ts';
export { ltiApi } from './domains/lti.ts';
export { relatedArticlesApi } from './domains/related-articles.ts';
export { remindersApi } from './domains/reminders.ts';
export type { BackendCall, BackendClientOptions, RequestOptions } from './http.ts';
export { backendKeys } from './keys.ts';
export { LATE_PENALTY_TIMEOUT_MS } from './domains/late-penalty.ts';
export type { LatePenaltyApi } from './domains/late-penalty.ts';
export { GRADE_HURDLE_TIMEOUT_MS } from './domains/grade-hurdle.ts';
export type { GradeHurdleApi } from './domains/grade-hurdle.ts';
export type { LtiApi } from './domains/lti.ts';
export { CHAT_REINDEX_TIMEOUT_MS, CHAT_TIMEOUT_MS } from './domains/chat.ts';
export type { ChatApi } from './domains/chat.ts';
export { RELATED_ARTICLES_TIMEOUT_MS } from './domains/related-articles.ts';
export type { RelatedArticlesApi } from './domains/related-articles.ts';
export { REMINDERS_TIMEOUT_MS } from './domains/reminders.ts';
export type { RemindersApi } from './domains/reminders.ts';
export type { AthleticsApi } from './domains/athletics.ts';
export type { BulkRunsApi } from './domains/bulk-runs.ts';
export type { DeliverablesApi } from './domains/deliverables.ts';
export type { EnrollmentApi } from './domains/enrollment.ts';
export type { EventsApi } from './domains/events.ts';
export type {
  DeepLinkBody,
  DeepLinkItem,
  DeepLinkResponse,
  GradeBody,
  GradeResponse,
  HealthResponse,
  LaunchCodeExchangeResponse,
  RelatedArticle,
  RelatedArticlesResponse,
} from './contracts/index.ts';
