import { createMiddleware } from 'hono/factory';
import { HttpError } from '../http/errors.ts';
import type { AppEnv } from '../http/env.ts';
import {
  LearnUnauthorizedError,
  NotEnrolledError,
  type Caller,
  type CourseMembership,
  type LearnIdentityPort,
} from './caller.ts';

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** Middleware (after `identify`): the caller's institution roles must include `role`. */
export const requireInstitutionRole = (role: string) =>
  createMiddleware<AppEnv>(async (c, next) => {
    if (!c.var.caller.user.institutionRoleIds.some((r) => same(r, role))) {
      throw new HttpError(403, `This action needs the institution role ${role}.`);
    }
    await next();
  });

/** Which course roles may act: a list of allowed roles, or all except a list. */
export type CourseRoleRule = { allow: readonly string[] } | { deny: readonly string[] };

export function roleAllowed(role: string, rule: CourseRoleRule): boolean {
  return 'allow' in rule ? rule.allow.some((r) => same(r, role)) : !rule.deny.some((r) => same(r, role));
}

/**
 * Looks the caller's membership up with Learn (by the caller's own Learn id, never one from
 * the browser) and throws 403 unless the role passes `rule`. Returns the membership.
 */
export async function requireCourseRole(
  learn: LearnIdentityPort,
  caller: Caller,
  courseRef: string,
  rule: CourseRoleRule,
): Promise<CourseMembership> {
  let membership: CourseMembership;
  try {
    membership = await learn.getCourseMembership(caller.platformUrl, caller.token, courseRef, caller.user.id);
  } catch (error) {
    if (error instanceof NotEnrolledError) throw new HttpError(403, 'You are not enrolled in this course.');
    if (error instanceof LearnUnauthorizedError) throw new HttpError(401, 'Learn did not accept the token.');
    throw new HttpError(502, 'Could not check your course role with Learn.');
  }
  if (!roleAllowed(membership.courseRoleId, rule)) {
    throw new HttpError(403, `Your course role (${membership.courseRoleId}) may not perform this action.`);
  }
  return membership;
}

/** Middleware form for routes whose course comes straight from the request. */
export const requireCourseRoleFor = (
  learn: LearnIdentityPort,
  courseRefOf: (c: Parameters<Parameters<typeof createMiddleware<AppEnv>>[0]>[0]) => string | undefined,
  rule: CourseRoleRule,
) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const ref = courseRefOf(c);
    if (!ref) throw new HttpError(400, 'Missing course.');
    await requireCourseRole(learn, c.var.caller, ref, rule);
    await next();
  });
