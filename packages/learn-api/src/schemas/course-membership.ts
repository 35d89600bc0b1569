import * as v from 'valibot';
import { availability, optString } from './common.ts';
import { CourseSchema } from './course.ts';
import { UserSchema } from './user.ts';

export const courseMembershipDefinition = 'blackboard.webapps.blackboard.publicapi.v1.memberships.CourseMembership';

/** A membership from /courses/{id}/users; `user` is present with expand=user. */
export const CourseMembershipSchema = v.looseObject({
  id: optString,
  userId: optString,
  courseId: optString,
  childCourseId: optString,
  courseRoleId: optString,
  availability,
  created: optString,
  modified: optString,
  lastAccessed: optString,
  user: v.optional(UserSchema),
});
export type CourseMembership = v.InferOutput<typeof CourseMembershipSchema>;

/** A membership from /users/{id}/courses; `course` is present with expand=course. */
export const UserCourseMembershipSchema = v.looseObject({
  ...CourseMembershipSchema.entries,
  course: v.optional(CourseSchema),
});
export type UserCourseMembership = v.InferOutput<typeof UserCourseMembershipSchema>;
