import type { UserRec } from '../../seed/types.ts';
import { canSeeCourse, isSelf, requirePrivileged, teachesUser, type Caller } from '../access.ts';
import { forbidden } from '../errors.ts';
import { resolveUser } from '../refs.ts';
import type { LearnCtx, LearnRouter } from '../router.ts';
import { courseV1Json, membershipJson, userJson, type UserView } from '../serialize-core.ts';

/** Self gets everything (with locale), admins and the user's instructors get the profile, others the basics. */
export function userViewFor(ctx: LearnCtx, caller: Caller, user: UserRec): UserView {
  if (isSelf(caller, user.id)) return 'self';
  if (caller.privileged || teachesUser(ctx.store, caller, user.id)) return 'full';
  return 'basic';
}

export function courseAccess(ctx: LearnCtx, courseId: string): 'all' | 'enrolled' | 'public' {
  if (ctx.caller.privileged) return 'all';
  return ctx.caller.user && ctx.store.membership(courseId, ctx.caller.user.id) ? 'enrolled' : 'public';
}

export function registerUsers(r: LearnRouter): void {
  // User search (admins and application tokens, as in Learn): userName and name.family match
  // when the value is contained, case-insensitively.
  r.get('/v1/users', (ctx) => {
    requirePrivileged(ctx.caller, 'search users');
    const contains = (value: string, param: string) => {
      const wanted = ctx.query.get(param);
      return !wanted || value.toLowerCase().includes(wanted.toLowerCase());
    };
    const users = ctx.store.data.users.filter(
      (u) => contains(u.userName, 'userName') && contains(u.name.family, 'name.family'),
    );
    const page = ctx.page(users);
    return { ...page, results: page.results.map((u) => userJson(u, userViewFor(ctx, ctx.caller, u))) };
  });

  r.get('/v1/users/{userId}', (ctx) => {
    const user = resolveUser(ctx.store, ctx.caller, ctx.param('userId'));
    return userJson(user, userViewFor(ctx, ctx.caller, user));
  });

  r.get('/v1/users/{userId}/courses', (ctx) => {
    const user = resolveUser(ctx.store, ctx.caller, ctx.param('userId'));
    if (!isSelf(ctx.caller, user.id) && !ctx.caller.privileged) {
      throw forbidden("The user is not authorized to view another user's memberships");
    }
    const role = ctx.query.get('role');
    const available = ctx.query.get('availability.available');
    const memberships = ctx.store.membershipsOfUser(user.id).filter((m) => {
      const course = ctx.store.courseById(m.courseId);
      if (!course || (!canSeeCourse(ctx.store, ctx.caller, course) && course.availability.available === 'Disabled'))
        return false;
      if (role && m.courseRoleId.toLowerCase() !== role.toLowerCase()) return false;
      return !available || m.availability.available === available;
    });
    const page = ctx.page(memberships);
    const expandCourse = ctx.expands('course');
    return {
      ...page,
      results: page.results.map((m) => {
        const course = ctx.store.courseById(m.courseId);
        return membershipJson(
          m,
          expandCourse && course
            ? { course: courseV1Json(course, ctx.state.publicUrl, courseAccess(ctx, course.id)) }
            : {},
        );
      }),
    };
  });
}
