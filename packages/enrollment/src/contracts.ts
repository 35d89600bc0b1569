import { format } from '@tools/launch/format';
import * as v from 'valibot';
import { learnId, page, pageQuery, text, contractMessages as M } from '@tools/backend-api/contracts';

/**
 * Quick Enroll's back end (spec 000 §7: `GET {backend}/courses`, `PUT {backend}/memberships`).
 * The spec's `userUuid` and `platformUrl` query parameters are accepted for compatibility but
 * never trusted: the server enrols the verified caller, on the verified caller's Learn site.
 */

export const SEARCH_TYPES = ['courseId', 'courseName', 'term', 'instructor'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

/** Learn's largest page of /v3/courses: one page of ours is one Learn page. */
export const COURSE_PAGE_SIZE = 100;

const compat = {
  /** Spec 000 §7 sends these; ignored (the caller and the site come from the verified token). */
  userUuid: v.optional(text('userUuid', 200)),
  platformUrl: v.optional(text('platformUrl', 500)),
};

export const CoursesQuery = v.object({
  searchType: v.picklist(SEARCH_TYPES, format(M.oneOf, { name: 'searchType', values: SEARCH_TYPES.join(', ') })),
  searchValue: text('searchValue', 200),
  /** Opaque continuation returned as `nextKey` by the previous page. */
  nextKey: v.optional(text('nextKey', 1000)),
  ...compat,
});
export type CoursesQuery = v.InferOutput<typeof CoursesQuery>;

export const Instructor = v.object({
  name: v.object({ given: v.nullable(v.string()), family: v.nullable(v.string()) }),
});
/** Spec 000 §3 "Back-end course search result". */
export const CourseResult = v.object({
  id: v.string(),
  courseId: v.string(),
  name: v.string(),
  enrolled: v.picklist(['Yes', 'No']),
  instructors: v.array(Instructor),
  externalAccessUrl: v.nullable(v.string()),
});
export type CourseResult = v.InferOutput<typeof CourseResult>;

export const CoursesPage = v.object({ courses: v.array(CourseResult), nextKey: v.nullable(v.string()) });
export type CoursesPage = v.InferOutput<typeof CoursesPage>;

export const MembershipQuery = v.object({
  courseId: learnId('courseId'),
  action: v.picklist(['enroll', 'unenroll'], format(M.eitherOr, { name: 'action', a: 'enroll', b: 'unenroll' })),
  ...compat,
});
export type MembershipQuery = v.InferOutput<typeof MembershipQuery>;

export const MembershipResult = v.object({
  message: v.string(),
  enrolled: v.picklist(['Yes', 'No']),
  /** The Learn course role the caller holds after an enrol (the configured one, or the one they already had). */
  courseRoleId: v.optional(v.nullable(v.string()), null),
  /** The caller was already enrolled (or already not enrolled): nothing changed. */
  unchanged: v.optional(v.boolean(), false),
});
export type MembershipResult = v.InferOutput<typeof MembershipResult>;

/** One recorded enrol/unenrol: who did it, for whom, which course, when. */
export const EnrollmentRecord = v.object({
  id: v.string(),
  action: v.picklist(['enroll', 'unenroll']),
  actorUserId: v.string(),
  actorName: v.string(),
  userId: v.string(),
  courseId: v.string(),
  courseCode: v.string(),
  at: v.string(),
});
export type EnrollmentRecord = v.InferOutput<typeof EnrollmentRecord>;

export const ENROLLMENT_LOG_PAGE_SIZE = 100;
export const EnrollmentLogQuery = pageQuery(500);
export type EnrollmentLogQuery = v.InferOutput<typeof EnrollmentLogQuery>;
export const EnrollmentLogPage = page(EnrollmentRecord);
export type EnrollmentLogPage = v.InferOutput<typeof EnrollmentLogPage>;
