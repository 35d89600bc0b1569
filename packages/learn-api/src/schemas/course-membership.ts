import * as v from 'valibot';
import { availability, optString } from './common.ts';
import { CourseSchema } from './course.ts';
import { UserSchema } from './user.ts';

export const courseMembershipDefinition = 'blackboard.webapps.blackboard.publicapi.v1.memberships.CourseMembership';

/**
 * A membership from /courses/{id}/users or /users/{id}/courses.
 * `course` is present with expand=course (user courses) and `user` with expand=user (course users).
 */
export const CourseMembershipSchema = v.looseObject({
  id: optString,
  userId: optString,
  courseId: optString,
  childCourseId: optString,
  courseRoleId: optString,
  availability,
  created: optString,
  lastAccessed: optString,
  user: v.optional(UserSchema),
  course: v.optional(CourseSchema),
});
export type CourseMembership = v.InferOutput<typeof CourseMembershipSchema>;
