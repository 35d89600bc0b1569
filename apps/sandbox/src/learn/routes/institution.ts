import { requireCourseMember } from '../access.ts';
import { resolveCourse, resolveSimple } from '../refs.ts';
import type { LearnRouter } from '../router.ts';
import { groupJson } from '../serialize-core.ts';

/** Terms and groups (data sources, catalog categories and rubrics have files of their own). */
export function registerInstitution(r: LearnRouter): void {
  r.get('/v1/terms', (ctx) => ctx.page(ctx.store.data.terms));
  r.get('/v1/terms/{termId}', (ctx) => resolveSimple(ctx.store.data.terms, ctx.param('termId'), 'term'));

  r.get('/v1/courses/{courseId}/groups', (ctx) => {
    const course = resolveCourse(ctx.store, ctx.param('courseId'));
    requireCourseMember(ctx.store, ctx.caller, course);
    const page = ctx.page(ctx.store.groupsOfCourse(course.id));
    return { ...page, results: page.results.map(groupJson) };
  });
  r.get('/v1/courses/{courseId}/groups/{groupId}/users', (ctx) => {
    const course = resolveCourse(ctx.store, ctx.param('courseId'));
    requireCourseMember(ctx.store, ctx.caller, course);
    const group = resolveSimple(ctx.store.groupsOfCourse(course.id), ctx.param('groupId'), 'group');
    const page = ctx.page(group.memberIds);
    return {
      ...page,
      results: page.results.map((userId) => {
        const user = ctx.store.userById(userId);
        return { userId, ...(ctx.expands('user') && user ? { user: { id: user.id, uuid: user.uuid } } : {}) };
      }),
    };
  });
}
