import type { CategoryRec } from '../../seed/types.ts';
import { requireCourseManager, requireCourseMember, requirePrivileged } from '../access.ts';
import { badRequest, LearnError, notFound } from '../errors.ts';
import { resolveCourse, resolveSimple } from '../refs.ts';
import { Reply, type LearnCtx, type LearnRouter } from '../router.ts';
import { groupJson } from '../serialize-core.ts';
import { rubricJson } from '../serialize-gradebook.ts';

const CATEGORY_TYPES = ['Course', 'Organization'];

function categoryType(ctx: LearnCtx): 'Course' | 'Organization' {
  const type = ctx.param('categoryType');
  if (!CATEGORY_TYPES.includes(type))
    throw badRequest(`Invalid categoryType '${type}'. Expected Course or Organization`);
  return type as 'Course' | 'Organization';
}

function category(ctx: LearnCtx): CategoryRec {
  const type = categoryType(ctx);
  const ref = ctx.param('categoryId');
  const found = ctx.store.data.categories.find((c) => c.type === type && c.id === ref);
  if (!found) throw notFound('Category not found', `No ${type} category '${ref}'`);
  return found;
}

/** Terms, data sources, catalog categories, groups and rubrics. */
export function registerInstitution(r: LearnRouter): void {
  r.get('/v1/terms', (ctx) => ctx.page(ctx.store.data.terms));
  r.get('/v1/terms/{termId}', (ctx) => resolveSimple(ctx.store.data.terms, ctx.param('termId'), 'term'));

  r.get('/v1/dataSources', (ctx) => {
    requirePrivileged(ctx.caller, 'view data sources');
    return ctx.page(ctx.store.data.dataSources);
  });
  r.get('/v1/dataSources/{dataSourceId}', (ctx) => {
    requirePrivileged(ctx.caller, 'view data sources');
    return resolveSimple(ctx.store.data.dataSources, ctx.param('dataSourceId'), 'data source');
  });

  r.get('/v1/catalog/categories/{categoryType}', (ctx) => {
    const type = categoryType(ctx);
    const wanted = ctx.query.get('categoryId');
    const items = ctx.store.data.categories
      .filter(
        (c) =>
          c.type === type && (!wanted || c.categoryId.includes(wanted)) && (ctx.caller.privileged || !c.restricted),
      )
      .map((c) => (ctx.caller.privileged ? c : { ...c, restricted: undefined, institutionRoleIds: undefined }));
    return ctx.page(items);
  });
  r.get('/v1/catalog/categories/{categoryType}/{categoryId}', (ctx) => category(ctx));
  r.get('/v1/catalog/categories/{categoryType}/{categoryId}/courses', (ctx) => {
    const cat = category(ctx);
    return ctx.page(
      ctx.store.data.categoryCourses
        .filter((cc) => cc.categoryId === cat.id)
        .map((cc) => ({ categoryId: cc.categoryId, courseId: cc.courseId, created: cc.created })),
    );
  });
  r.put('/v1/catalog/categories/{categoryType}/{categoryId}/courses/{courseId}', (ctx) => {
    requirePrivileged(ctx.caller, 'categorize courses (admin.course.categorize.MODIFY)');
    const cat = category(ctx);
    const course = resolveCourse(ctx.store, ctx.param('courseId'));
    if (course.organization !== (cat.type === 'Organization'))
      throw badRequest('The course type does not match the category type');
    if (ctx.store.data.categoryCourses.some((cc) => cc.categoryId === cat.id && cc.courseId === course.id)) {
      throw new LearnError(409, 'The course is already associated with this category');
    }
    const link = { categoryId: cat.id, courseId: course.id, created: new Date(ctx.state.clock()).toISOString() };
    ctx.store.data.categoryCourses.push(link);
    return new Reply(201, link);
  });
  r.delete('/v1/catalog/categories/{categoryType}/{categoryId}/courses/{courseId}', (ctx) => {
    requirePrivileged(ctx.caller, 'categorize courses (admin.course.categorize.MODIFY)');
    const cat = category(ctx);
    const course = resolveCourse(ctx.store, ctx.param('courseId'));
    const before = ctx.store.data.categoryCourses.length;
    ctx.store.data.categoryCourses = ctx.store.data.categoryCourses.filter(
      (cc) => !(cc.categoryId === cat.id && cc.courseId === course.id),
    );
    if (ctx.store.data.categoryCourses.length === before)
      throw notFound('The course is not associated with this category');
    return new Reply(204);
  });

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

  r.get('/v1/courses/{courseId}/rubrics', (ctx) => {
    const course = resolveCourse(ctx.store, ctx.param('courseId'));
    requireCourseManager(ctx.store, ctx.caller, course);
    const page = ctx.page(ctx.store.data.rubrics.filter((rb) => rb.courseId === course.id));
    return { ...page, results: page.results.map(rubricJson) };
  });
  r.post('/v1/courses/{courseId}/rubrics', async (ctx) => {
    const course = resolveCourse(ctx.store, ctx.param('courseId'));
    requireCourseManager(ctx.store, ctx.caller, course);
    if (course.ultraStatus !== 'Ultra')
      throw badRequest('Rubrics can only be created in Ultra courses through this endpoint');
    const body = await ctx.body();
    if (typeof body.title !== 'string' || body.title.trim() === '') throw badRequest('title is required');
    const types = ['Numeric', 'Nonnumeric', 'NumericRange', 'Percentage', 'PercentageRange'];
    if (!types.includes(body.rubricType as string)) throw badRequest(`rubricType must be one of ${types.join(', ')}`);
    for (const key of ['columns', 'rows', 'cells'] as const) {
      if (!Array.isArray(body[key]) || (body[key] as unknown[]).length === 0)
        throw badRequest(`${key} must be a non-empty array`);
    }
    const now = new Date(ctx.state.clock()).toISOString();
    const rubric = {
      courseId: course.id,
      id: ctx.store.mintId(),
      title: body.title,
      ...(typeof body.description === 'string' ? { description: body.description } : {}),
      created: now,
      modified: now,
      rubricType: body.rubricType as string,
      readOnly: false,
      columns: body.columns as unknown[],
      rows: body.rows as unknown[],
      cells: body.cells as unknown[],
    };
    ctx.store.data.rubrics.push(rubric);
    return new Reply(201, rubricJson(rubric));
  });
}
