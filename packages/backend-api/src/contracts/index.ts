export {
  boundedNumber,
  ErrorBody,
  HealthResponse,
  HttpUrl,
  learnId,
  noControlChars,
  page,
  pageQuery,
  points,
  text,
} from './common.ts';
export {
  COURSE_ROLE_KINDS,
  courseRoleKind,
  hasInstitutionRole,
  INSTITUTION_ROLES,
  isGradingStaff,
  isInstructor,
  isStudent,
} from './roles.ts';
export type { CourseRoleKind, InstitutionRole } from './roles.ts';
export {
  DeepLinkBody,
  DeepLinkItem,
  DeepLinkQuery,
  DeepLinkResponse,
  GradeBody,
  GradeResponse,
  LaunchCodeExchangeBody,
  LaunchCodeExchangeResponse,
  MAX_DEEP_LINK_ITEMS,
} from './lti.ts';
export * as gradeHurdle from './grade-hurdle.ts';
export * as latePenalty from './late-penalty.ts';
export {
  MAX_RELATED_ARTICLES,
  MAX_RELATED_QUERY_LENGTH,
  RelatedArticle,
  RelatedArticlesQuery,
  RelatedArticlesResponse,
} from './related-articles.ts';
export * as chat from './chat.ts';
export * as deliverables from './deliverables.ts';
export * as enrollment from './enrollment.ts';
export * as athletics from './athletics.ts';
export * as reminders from './reminders.ts';
export * as events from './events.ts';
export * as bulkRuns from './bulk-runs.ts';
export * as courseCache from './course-cache.ts';
