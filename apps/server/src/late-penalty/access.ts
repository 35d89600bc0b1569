import { HttpError } from '../http/errors.ts';
import type { Caller, LearnIdentityPort } from '../identity/caller.ts';
import { requireCourseRole } from '../identity/roles.ts';

export const LATE_PENALTY_ADMIN = 'LATE_PENALTY_ADMIN';

export const isLatePenaltyAdmin = (caller: Caller) =>
  caller.user.institutionRoleIds.some((r) => r.toUpperCase() === LATE_PENALTY_ADMIN);

/** Spec 002 §6: instructor if the course role id contains 'instructor'. */
export const isInstructorRole = (courseRoleId: string) => courseRoleId.toLowerCase().includes('instructor');

export type CourseAccess = { role: 'instructor'; userId: string } | { role: 'member'; userId: string };

/** The caller's role in the course, asked of Learn with the caller's own id (403 when not enrolled). */
export async function courseAccess(learn: LearnIdentityPort, caller: Caller, courseId: string): Promise<CourseAccess> {
  const membership = await requireCourseRole(learn, caller, courseId, { deny: [] });
  return { role: isInstructorRole(membership.courseRoleId) ? 'instructor' : 'member', userId: caller.user.id };
}

/** Course writes need an instructor role in every course named (checked once per course). */
export async function requireInstructorIn(
  learn: LearnIdentityPort,
  caller: Caller,
  courseIds: Iterable<string>,
): Promise<void> {
  for (const courseId of new Set(courseIds)) {
    const access = await courseAccess(learn, caller, courseId);
    if (access.role !== 'instructor')
      throw new HttpError(403, `Only instructors of course ${courseId} may change its late penalties.`);
  }
}
