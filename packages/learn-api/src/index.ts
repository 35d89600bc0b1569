export { createLearnClient, describeIssues } from './client.ts';
export type {
  LearnClient,
  LearnClientOptions,
  LearnRequest,
  RequestEvent,
  SearchParams,
  SearchParamValue,
} from './client.ts';
export { LearnError, isLearnError, defaultMessage, kindForStatus, waitText } from './errors.ts';
export {
  BULK_RESERVE_SHARE,
  RATE_LIMIT_HEADERS,
  forgetRateLimits,
  parseRateLimit,
  quotaPause,
  rateLimitOf,
} from './rate-limit.ts';
export type { QuotaPause, RateLimit } from './rate-limit.ts';
export { learnQuotaGuard } from './quota-guard.ts';
export { forgetLimiters } from './limiter.ts';
export type { LearnErrorKind, LearnErrorInit } from './errors.ts';
export { ref, encodeSegment } from './ref.ts';
export { endpoint, privateEndpoint, listEndpoints, id, PUBLIC_PREFIX, PRIVATE_PREFIX } from './endpoint.ts';
export type { EndpointDef, EndpointOptions, HttpMethod, ApiKind, ResponseContract } from './endpoint.ts';
export { PRIVATE_ENDPOINTS } from './private-endpoints.ts';
export { requestLearnToken, TOKEN_PATH } from './oauth-token.ts';
export type { LearnTokenGrant, LearnTokenRequest } from './oauth-token.ts';
export type { PrivateEndpointEntry } from './private-endpoints.ts';
export { paginate, collectAll, shapeParams, DEFAULT_PAGE_SIZE } from './paging.ts';
export type { CallOptions, PageOptions, Page, FieldList } from './paging.ts';
export { DEFAULT_RETRY, RETRY_METHODS, RETRY_STATUSES, parseRetryAfter, backoffDelay } from './retry-policy.ts';
export type { RetryOptions } from './retry-policy.ts';

export { getUser, getUserCourses, searchUsers } from './endpoints/users.ts';
export { getCourse, getCourseV1, listCourses, pageCourses } from './endpoints/courses.ts';
export type { CourseSearch } from './endpoints/courses.ts';
export {
  createCourseMembership,
  deleteCourseMembership,
  getCourseMembership,
  listCourseMemberships,
} from './endpoints/memberships.ts';
export { listGroups } from './endpoints/groups.ts';
export { listCalendarItems, MAX_CALENDAR_WINDOW_MS } from './endpoints/calendar.ts';
export type { CalendarItemsArgs, CalendarItemType } from './endpoints/calendar.ts';
export {
  listGradebookColumns,
  getGradebookColumn,
  createGradebookColumn,
  deleteGradebookColumn,
} from './endpoints/gradebook-columns.ts';
export {
  getColumnGrade,
  patchColumnGrade,
  listColumnGrades,
  getUserGrades,
  listColumnGradeLogs,
} from './endpoints/grades.ts';
export { listAttempts } from './endpoints/attempts.ts';
export { listGradeNotations, createGradeNotation } from './endpoints/grade-notations.ts';
export { listContents, listContentChildren, getContent, ROOT_CONTENT } from './endpoints/contents.ts';
export type { ContentFilters } from './endpoints/contents.ts';
export { getTerm, listTerms } from './endpoints/terms.ts';
export { getDataSource, listDataSources } from './endpoints/data-sources.ts';
export {
  listCategories,
  getCategory,
  listCategoryCourses,
  listCourseCategories,
  addCourseToCategory,
  removeCourseFromCategory,
} from './endpoints/categories.ts';
export type { CategorySearch, CategoryType } from './endpoints/categories.ts';
export { listQuestions } from './endpoints/questions.ts';
export { getContentDetail } from './endpoints/content-detail.ts';
export { listContentAttachments, downloadContentAttachment } from './endpoints/attachments.ts';
export { listRubrics, getRubric, createRubric, deleteRubric } from './endpoints/rubrics.ts';

export { UserSchema } from './schemas/user.ts';
export type { User } from './schemas/user.ts';
export { CourseSchema, CourseV1Schema } from './schemas/course.ts';
export type { Course, CourseV1 } from './schemas/course.ts';
export { CourseMembershipSchema, UserCourseMembershipSchema } from './schemas/course-membership.ts';
export type { CourseMembership, UserCourseMembership } from './schemas/course-membership.ts';
export { CalendarItemSchema } from './schemas/calendar-item.ts';
export type { CalendarItem } from './schemas/calendar-item.ts';
export { GradebookColumnSchema, GradebookColumnV1Schema } from './schemas/gradebook-column.ts';
export type { GradebookColumn, GradebookColumnV1, GradebookColumnInput } from './schemas/gradebook-column.ts';
export { GradeSchema, GradeV1Schema, DisplayGradeSchema } from './schemas/grade.ts';
export type { Grade, GradeV1, GradeInput } from './schemas/grade.ts';
export { GradeLogEntrySchema } from './schemas/grade-log.ts';
export type { GradeLogEntry } from './schemas/grade-log.ts';
export { AttemptSchema } from './schemas/attempt.ts';
export type { Attempt } from './schemas/attempt.ts';
export { ContentSchema, ContentHandlerSchema } from './schemas/content.ts';
export type { Content } from './schemas/content.ts';
export { GroupSchema } from './schemas/group.ts';
export type { Group } from './schemas/group.ts';
export { TermSchema } from './schemas/term.ts';
export type { Term } from './schemas/term.ts';
export { GradeNotationSchema } from './schemas/grade-notation.ts';
export type { GradeNotation, GradeNotationInput } from './schemas/grade-notation.ts';
export { DataSourceSchema } from './schemas/data-source.ts';
export type { DataSource } from './schemas/data-source.ts';
export { CategorySchema } from './schemas/category.ts';
export type { Category } from './schemas/category.ts';
export { CategoryCourseSchema } from './schemas/category-course.ts';
export type { CategoryCourse } from './schemas/category-course.ts';
export { QuestionSchema } from './schemas/question.ts';
export { ContentDetailSchema } from './schemas/content-detail.ts';
export type { ContentDetail } from './schemas/content-detail.ts';
export type { Question } from './schemas/question.ts';
export { RubricSchema } from './schemas/rubric.ts';
export { AttachmentSchema } from './schemas/attachment.ts';
export type { Attachment } from './schemas/attachment.ts';
export type { Rubric, RubricInput, RubricType } from './schemas/rubric.ts';

export {
  learnKeys,
  userQueryOptions,
  userCoursesQueryOptions,
  courseQueryOptions,
  membershipsQueryOptions,
  courseMembershipQueryOptions,
  gradebookColumnsQueryOptions,
  userGradesQueryOptions,
  calendarItemsQueryOptions,
  calendarWindow,
  termQueryOptions,
} from './queries.ts';
export { LearnClientProvider, useLearnClient } from './react.tsx';
export { contentTreeQueryOptions, contentTreeKey, CONTENT_TREE_FIELDS } from './content-tree-query.ts';
export type { ContentTreeArgs } from './content-tree-query.ts';
