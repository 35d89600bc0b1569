import type { CourseRec, MembershipRec, UserRec } from '../seed/types.ts';
import type { Store } from '../state/store.ts';
import { forbidden, notFound } from './errors.ts';

/**
 * Who is calling. `user` is null for an application token (client_credentials), which acts
 * like Learn's API gateway user: it may read and write everything.
 */
export interface Caller {
  user: UserRec | null;
  /** System administrator or application token. */
  privileged: boolean;
}

const STAFF_ROLES = new Set(['Instructor', 'TeachingAssistant', 'Grader', 'CourseBuilder', 'BbFacilitator']);

export function callerFor(user: UserRec | null): Caller {
  return { user, privileged: user === null || user.systemRoleIds.includes('SystemAdmin') };
}

export function isSelf(caller: Caller, userId: string): boolean {
  return caller.user?.id === userId;
}

function activeMembership(store: Store, caller: Caller, courseId: string): MembershipRec | undefined {
  if (!caller.user) return undefined;
  const m = store.membership(courseId, caller.user.id);
  return m && m.availability.available === 'Yes' ? m : undefined;
}

/** Instructors (and other staff roles) of the course, or privileged callers. */
export function canManageCourse(store: Store, caller: Caller, courseId: string): boolean {
  if (caller.privileged) return true;
  const m = activeMembership(store, caller, courseId);
  return !!m && STAFF_ROLES.has(m.courseRoleId);
}

/** Whether the caller may see the course at all (students lose unavailable courses). */
export function canSeeCourse(store: Store, caller: Caller, course: CourseRec): boolean {
  if (canManageCourse(store, caller, course.id)) return true;
  if (course.availability.available === 'Disabled') return false;
  if (course.availability.available === 'No') return false;
  return true;
}

/** Members with an available membership in an available course, staff and privileged callers. */
export function requireCourseMember(store: Store, caller: Caller, course: CourseRec): void {
  if (canManageCourse(store, caller, course.id)) return;
  if (course.availability.available !== 'Yes') throw notFound('The course is not found or is unavailable');
  if (!activeMembership(store, caller, course.id)) throw forbidden('The user is not enrolled in the course');
}

export function requireCourseManager(store: Store, caller: Caller, course: CourseRec): void {
  requireCourseMember(store, caller, course);
  if (!canManageCourse(store, caller, course.id))
    throw forbidden('The user does not have the course.gradebook.MODIFY entitlement');
}

export function requirePrivileged(caller: Caller, what: string): void {
  if (!caller.privileged) throw forbidden(`The user is not authorized to ${what}`);
}

/** Instructors may see full profiles of people enrolled in the courses they teach. */
export function teachesUser(store: Store, caller: Caller, userId: string): boolean {
  if (!caller.user) return false;
  return store.membershipsOfUser(userId).some((m) => canManageCourse(store, caller, m.courseId));
}
