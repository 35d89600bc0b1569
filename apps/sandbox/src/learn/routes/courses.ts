import type { CourseRec, CourseRoleId, MembershipRec } from '../../seed/types.ts';
import {
  canManageCourse,
  canSeeCourse,
  isSelf,
  requireCourseManager,
  requireCourseMember,
  requirePrivileged,
} from '../access.ts';
import { badRequest, forbidden, LearnError, notFound } from '../errors.ts';
import { resolveCourse, resolveSimple, resolveUser } from '../refs.ts';
import { Reply, type LearnCtx, type LearnRouter } from '../router.ts';
import { courseV1Json, courseV2Json, membershipJson, userJson } from '../serialize-core.ts';
import { courseAccess, userViewFor } from './users.ts';

const ROLES: CourseRoleId[] = [
  'Instructor',
  'BbFacilitator',
  'TeachingAssistant',
  'CourseBuilder',
  'Grader',
  'Student',
  'Guest',
  'InstructionalDesigner',
];

function searchCourses(ctx: LearnCtx): CourseRec[] {
  const q = ctx.query;
  const contains = (value: string, param: string) => {
    const wanted = q.get(param);
    return !wanted || value.toLowerCase().includes(wanted.toLowerCase());
  };
  const dataSource = q.get('dataSourceId')
    ? resolveSimple(ctx.store.data.dataSources, q.get('dataSourceId')!, 'data source')
    : undefined;
  const term = q.get('termId') ? resolveSimple(ctx.store.data.terms, q.get('termId')!, 'term') : undefined;
  const available = q.get('availability.available');
  const organization = q.get('organization');
  return ctx.store.data.courses.filter(
    (c) =>
      (ctx.caller.privileged || c.availability.available !== 'Disabled') &&
      contains(c.courseId, 'courseId') &&
      contains(c.name, 'name') &&
      contains(c.externalId, 'externalId') &&
      contains(c.description, 'description') &&
      (!dataSource || c.dataSourceId === dataSource.id) &&
      (!term || c.termId === term.id) &&
      (!available || c.availability.available === available) &&
      (organization === null || String(c.organization) === organization),
  );
}

/** A single course: hidden (404) when unavailable to this caller, as Learn does. */
function visibleCourse(ctx: LearnCtx): CourseRec {
  const course = resolveCourse(ctx.store, ctx.param('courseId'));
  if (!canSeeCourse(ctx.store, ctx.caller, course))
    throw notFound(
      'The course is not found or is unavailable and the user does not have the permission to view unavailable courses',
    );
  return course;
}

function membershipWithExpand(ctx: LearnCtx, m: MembershipRec) {
  const user = ctx.store.userById(m.userId);
  return membershipJson(
    m,
    ctx.expands('user') && user ? { user: userJson(user, userViewFor(ctx, ctx.caller, user)) } : {},
  );
}

/** An instructor as a student sees them: basics plus email and mobile phone. */
function instructorContact(ctx: LearnCtx, m: MembershipRec) {
  const user = ctx.store.userById(m.userId);
  if (!ctx.expands('user') || !user) return membershipJson(m, {});
  const contact = {
    ...(user.contact.email ? { email: user.contact.email } : {}),
    ...(user.contact.mobilePhone ? { mobilePhone: user.contact.mobilePhone } : {}),
  };
  return membershipJson(m, { user: { ...userJson(user, 'basic'), contact } });
}

export function registerCourses(r: LearnRouter): void {
  const list = (json: typeof courseV1Json) => (ctx: LearnCtx) => {
    const page = ctx.page(searchCourses(ctx));
    return { ...page, results: page.results.map((c) => json(c, ctx.state.publicUrl, courseAccess(ctx, c.id))) };
  };
  r.get('/v1/courses', list(courseV1Json));
  r.get('/v2/courses', list(courseV2Json));
  r.get('/v3/courses', list(courseV2Json));
  r.get('/v1/courses/{courseId}', (ctx) => {
    const c = visibleCourse(ctx);
    return courseV1Json(c, ctx.state.publicUrl, courseAccess(ctx, c.id));
  });
  for (const v of ['v2', 'v3']) {
    r.get(`/${v}/courses/{courseId}`, (ctx) => {
      const c = visibleCourse(ctx);
      return courseV2Json(c, ctx.state.publicUrl, courseAccess(ctx, c.id));
    });
  }

  r.get('/v1/courses/{courseId}/users', (ctx) => {
    const course = resolveCourse(ctx.store, ctx.param('courseId'));
    const role = ctx.query.get('role');
    // Course members may list who teaches the course (Learn's course contacts), with the
    // instructors' contact details; any other listing needs a course manager.
    const contacts = role?.toLowerCase() === 'instructor' && !canManageCourse(ctx.store, ctx.caller, course.id);
    if (contacts) {
      requireCourseMember(ctx.store, ctx.caller, course);
      const page = ctx.page(ctx.store.membershipsOfCourse(course.id).filter((m) => m.courseRoleId === 'Instructor'));
      return { ...page, results: page.results.map((m) => instructorContact(ctx, m)) };
    }
    requireCourseManager(ctx.store, ctx.caller, course);
    const available = ctx.query.get('availability.available');
    const items = ctx.store
      .membershipsOfCourse(course.id)
      .filter(
        (m) =>
          (!role || m.courseRoleId.toLowerCase() === role.toLowerCase()) &&
          (!available || m.availability.available === available),
      );
    const page = ctx.page(items);
    return { ...page, results: page.results.map((m) => membershipWithExpand(ctx, m)) };
  });

  r.get('/v1/courses/{courseId}/users/{userId}', (ctx) => {
    const course = resolveCourse(ctx.store, ctx.param('courseId'));
    const user = resolveUser(ctx.store, ctx.caller, ctx.param('userId'));
    if (!isSelf(ctx.caller, user.id) && !canManageCourse(ctx.store, ctx.caller, course.id)) {
      throw forbidden('The user is not authorized to view this course membership');
    }
    const m = ctx.store.membership(course.id, user.id);
    if (!m) throw notFound('Membership not found', `User ${user.id} is not enrolled in course ${course.id}`);
    return membershipWithExpand(ctx, m);
  });

  r.put('/v1/courses/{courseId}/users/{userId}', async (ctx) => {
    requirePrivileged(ctx.caller, 'enroll users');
    const course = resolveCourse(ctx.store, ctx.param('courseId'));
    const user = resolveUser(ctx.store, ctx.caller, ctx.param('userId'));
    const body = await ctx.body();
    const role = (body.courseRoleId ?? 'Student') as CourseRoleId;
    if (!ROLES.includes(role)) throw badRequest(`Invalid courseRoleId '${String(body.courseRoleId)}'`);
    if (ctx.store.membership(course.id, user.id))
      throw new LearnError(409, 'The user is already enrolled in the course');
    const available = (body.availability as { available?: string } | undefined)?.available ?? 'Yes';
    if (!['Yes', 'No', 'Disabled'].includes(available))
      throw badRequest(`Invalid availability.available '${available}'`);
    const now = new Date(ctx.state.clock()).toISOString();
    const m: MembershipRec = {
      id: ctx.store.mintId(),
      userId: user.id,
      courseId: course.id,
      dataSourceId: course.dataSourceId,
      created: now,
      modified: now,
      availability: { available: available as MembershipRec['availability']['available'] },
      courseRoleId: role,
    };
    ctx.store.addMembership(m);
    return new Reply(201, membershipJson(m));
  });

  r.delete('/v1/courses/{courseId}/users/{userId}', (ctx) => {
    requirePrivileged(ctx.caller, 'remove enrollments');
    const course = resolveCourse(ctx.store, ctx.param('courseId'));
    const user = resolveUser(ctx.store, ctx.caller, ctx.param('userId'));
    const m = ctx.store.membership(course.id, user.id);
    if (!m) throw notFound('Membership not found');
    ctx.store.removeMembership(m);
    return new Reply(204);
  });
}
