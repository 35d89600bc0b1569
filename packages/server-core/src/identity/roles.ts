import { courseRoleKind, hasInstitutionRole, type CourseRoleKind } from '@tools/backend-api/contracts';
import { createMiddleware } from 'hono/factory';
import { HttpError } from '../http/errors.ts';
import type { AppEnv } from '../http/env.ts';
import { format, serverMessages } from '../messages.ts';
import {
  LearnUnauthorizedError,
  NotEnrolledError,
  type AskOptions,
  type Caller,
  type CallerRoles,
  type CourseMembership,
  type LearnIdentityPort,
  type LearnUser,
} from './caller.ts';

/**
 * Role checks, all in one place. The vocabulary (role names, `courseRoleKind`) is shared with
 * the tools in @tools/backend-api/contracts; the checks here always ask Learn, with the
 * caller's own Learn id, never a role or id sent by the browser.
 */

/** Middleware (after `identify`), for reads: the caller's institution roles (proven within 10 min: trust.ts). */
export const requireInstitutionRole = (role: string) =>
  createMiddleware<AppEnv>(async (c, next) => {
    if (!hasInstitutionRole((await c.var.caller.roles()).institutionRoleIds, role)) {
      throw new HttpError(403, format(serverMessages.needsInstitutionRole, { role }));
    }
    await next();
  });

/**
 * For admin writes: asks Learn again, whatever was proven before, so a role revoked in Learn
 * stops working at once for anything that changes data.
 */
export async function assertFreshInstitutionRole(learn: LearnIdentityPort, caller: Caller, role: string) {
  const roles = (await freshUser(learn, caller)).institutionRoleIds;
  if (!hasInstitutionRole(roles, role)) {
    throw new HttpError(403, format(serverMessages.needsInstitutionRole, { role }));
  }
}

/**
 * For privileged reads (every course's data, another user's records): the role as Learn reports it
 * now. Neither a role revoked in Learn keeps reading, nor a role granted again is refused from an
 * answer remembered before (trust.ts).
 */
export async function holdsFreshInstitutionRole(learn: LearnIdentityPort, caller: Caller, role: string) {
  return hasInstitutionRole((await freshUser(learn, caller)).institutionRoleIds, role);
}

/**
 * An admin read: every course's data (`everyCourse`), or one course's data as an admin sees it. Learn
 * is asked now whenever the answer could grant something (every course, or a caller whose roles, as
 * proven within IDENTITY_TTL_MS, include it), so a revoked role stops reading at once and a role
 * granted again is not refused; a caller proven without the role reading one course is refused from
 * that answer.
 */
export async function readsAsAdmin(learn: LearnIdentityPort, caller: Caller, role: string, everyCourse: boolean) {
  if (!everyCourse && !hasInstitutionRole((await caller.roles()).institutionRoleIds, role)) return false;
  return holdsFreshInstitutionRole(learn, caller, role);
}

/** The caller as Learn reports them now, bypassing the identity cache: 401 / 502 when Learn refuses or fails. */
export async function freshUser(learn: LearnIdentityPort, caller: Caller): Promise<LearnUser> {
  try {
    return await learn.getMe(caller.platformUrl, caller.token, { fresh: true });
  } catch (error) {
    if (error instanceof LearnUnauthorizedError) throw new HttpError(401, serverMessages.tokenRefused);
    throw new HttpError(502, serverMessages.identityUnavailable);
  }
}

/** Whether Learn's system roles make the user a system administrator (`SystemAdmin`, any case). */
export function isSystemAdmin(user: Pick<CallerRoles, 'systemRoleIds'>): boolean {
  return user.systemRoleIds.some((r) => r.toLowerCase() === 'systemadmin');
}

/**
 * Middleware (after `identify`): only Learn system administrators, asked of Learn now (a role revoked in Learn
 * stops the next request); `refusal` is the 403's text.
 */
export const requireFreshSystemAdmin = (learn: LearnIdentityPort, refusal: string) =>
  createMiddleware<AppEnv>(async (c, next) => {
    if (!isSystemAdmin(await freshUser(learn, c.var.caller))) throw new HttpError(403, refusal);
    await next();
  });

/** Whether Learn lists one of `roles` among the user's institution roles or system roles (case-insensitive). */
export function holdsAnyRole(user: CallerRoles, roles: readonly string[]) {
  const held = [...user.institutionRoleIds, ...user.systemRoleIds];
  return roles.some((role) => hasInstitutionRole(held, role));
}

/** Middleware form of `assertFreshInstitutionRole` (after `identify`). */
export const requireFreshInstitutionRole = (learn: LearnIdentityPort, role: string) =>
  createMiddleware<AppEnv>(async (c, next) => {
    await assertFreshInstitutionRole(learn, c.var.caller, role);
    await next();
  });

export interface CourseAccess {
  membership: CourseMembership;
  kind: CourseRoleKind;
}

/**
 * The caller's role in a course, by the caller's own id: what a launch into the course or a recent
 * answer proved (trust.ts), else Learn; `{ fresh: true }` always asks Learn (course-staff writes).
 * 403 when not enrolled, 401 when Learn refuses the token, 502 when Learn cannot answer.
 */
export async function courseAccess(
  learn: LearnIdentityPort,
  caller: Caller,
  courseRef: string,
  options: AskOptions = {},
): Promise<CourseAccess> {
  let membership: CourseMembership;
  try {
    membership = await learn.getCourseMembership(caller.platformUrl, caller.token, courseRef, caller.user.id, options);
  } catch (error) {
    if (error instanceof NotEnrolledError) throw new HttpError(403, serverMessages.notEnrolled);
    if (error instanceof LearnUnauthorizedError) throw new HttpError(401, serverMessages.tokenRefused);
    throw new HttpError(502, serverMessages.courseRoleUnavailable);
  }
  return { membership, kind: courseRoleKind(membership.courseRoleId) };
}

/**
 * `courseAccess` with "not enrolled" (403) returned rather than thrown: for reads an administrator may
 * make too, so that an instructor of the course is answered before, and without, the question of
 * institution roles (no users/me: issue 26), and the refusal is thrown only when the admin role fails.
 */
export async function courseAccessOrRefusal(
  learn: LearnIdentityPort,
  caller: Caller,
  courseRef: string,
): Promise<CourseAccess | HttpError> {
  try {
    return await courseAccess(learn, caller, courseRef);
  } catch (error) {
    if (error instanceof HttpError && error.status === 403) return error;
    throw error;
  }
}

/**
 * For course-staff writes: `courseAccess` asked of Learn now (a role revoked in Learn stops working at
 * once), then 403 unless the caller's kind of role is one of `allowed`.
 */
export async function requireCourseRole(
  learn: LearnIdentityPort,
  caller: Caller,
  courseRef: string,
  allowed: readonly CourseRoleKind[],
  options: AskOptions = { fresh: true },
): Promise<CourseAccess> {
  const access = await courseAccess(learn, caller, courseRef, options);
  if (!allowed.includes(access.kind)) {
    throw new HttpError(403, format(serverMessages.courseRoleRefused, { role: access.membership.courseRoleId }));
  }
  return access;
}
