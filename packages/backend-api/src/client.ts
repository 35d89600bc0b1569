import { athleticsApi } from './domains/athletics.ts';
import { bulkRunsApi } from './domains/bulk-runs.ts';
import { chatApi } from './domains/chat.ts';
import { courseCacheApi } from './domains/course-cache.ts';
import { deliverablesApi } from './domains/deliverables.ts';
import { enrollmentApi } from './domains/enrollment.ts';
import { gradeHurdleApi } from './domains/grade-hurdle.ts';
import { latePenaltyApi } from './domains/late-penalty.ts';
import { ltiApi } from './domains/lti.ts';
import { relatedArticlesApi } from './domains/related-articles.ts';
import { remindersApi } from './domains/reminders.ts';
import { eventsApi } from './domains/events.ts';
import { createBackendCall, type BackendClientOptions } from './http.ts';

/**
 * The one typed client for our own server: one ky instance and one `call()` (answers validated
 * with the shared contracts), one module per server domain. Tools get it from `useBackend()`.
 */
export function createBackendClient(options: BackendClientOptions) {
  const call = createBackendCall(options);
  return {
    lti: ltiApi(call),
    relatedArticles: relatedArticlesApi(call),
    latePenalty: latePenaltyApi(call),
    gradeHurdle: gradeHurdleApi(call),
    chat: chatApi(call),
    courseCache: courseCacheApi(call),
    deliverables: deliverablesApi(call),
    enrollment: enrollmentApi(call),
    athletics: athleticsApi(call),
    reminders: remindersApi(call),
    events: eventsApi(call),
    bulkRuns: bulkRunsApi(call),
  };
}
export type BackendClient = ReturnType<typeof createBackendClient>;
