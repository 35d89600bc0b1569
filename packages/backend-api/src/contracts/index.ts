export {
  boundedNumber,
  ErrorBody,
  HealthResponse,
  HttpUrl,
  learnId,
  noControlChars,
  page,
  pageQuery,
  percent,
  points,
  text,
} from './common.ts';
// The validation texts, for the contracts each feature package keeps beside its server part.
export { contractMessages } from './messages.ts';
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
export * as events from './events.ts';
export * as bulkRuns from './bulk-runs.ts';
export * as courseCache from './course-cache.ts';
export * as learnCalls from './learn-calls.ts';
