import type { CategoryCourseRec, CategoryRec } from '../../seed/types.ts';
import { canSeeCourse, requireCourseMember, requirePrivileged } from '../access.ts';
import { badRequest, forbidden, LearnError, notFound } from '../errors.ts';
import { resolveCourse, resolveSimple } from '../refs.ts';
import { Reply, type LearnCtx, type LearnRouter } from '../router.ts';
import { courseV1Json } from '../serialize-core.ts';
import { courseAccess } from './users.ts';
import { booleanParam, dateFilter, sortBy } from './list-query.ts';

type CategoryType = CategoryRec['type'];

function categoryType(ctx: LearnCtx): CategoryType {
  const type = ctx.param('categoryType');
  if (type !== 'Course' && type !== 'Organization')
    throw badRequest(`Invalid categoryType '${type}'. Expected Course or Organization`);
  return type;
}

/** Restricted categories are visible to admins and to users holding one of their institution roles. */
function visible(ctx: LearnCtx, c: CategoryRec): boolean {
  if (ctx.caller.privileged || !c.restricted) return true;
  const roles = ctx.caller.user?.institutionRoleIds ?? [];
  return c.institutionRoleIds.some((r) => roles.includes(r));
}

/** Without the MODIFY entitlement `restricted` and `institutionRoleIds` are hidden; lists never carry the roles. */
function categoryJson(ctx: LearnCtx, c: CategoryRec, single: boolean): Record<string, unknown> {
  return {
    id: c.id,
    dataSourceId: c.dataSourceId,
    ...(c.parentId ? { parentId: c.parentId } : {}),
    categoryId: c.categoryId,
    title: c.title,
    description: c.description,
    type: c.type,
    frontPage: c.frontPage,
    available: c.available,
    ...(ctx.caller.privileged ? { restricted: c.restricted } : {}),
    ...(ctx.caller.privileged && single ? { institutionRoleIds: [...c.institutionRoleIds] } : {}),
    created: c.created,
  };
}

/** The category in the path: primary id, of the path's type, visible to the caller. */
function category(ctx: LearnCtx, param = 'categoryId'): CategoryRec {
  const type = categoryType(ctx);
  const ref = ctx.param(param);
  const found = ctx.store.data.categories.find((c) => c.type === type && c.id === ref);
  if (!found) throw notFound('Category not found', `No ${type} category '${ref}'`);
  if (!visible(ctx, found)) throw forbidden('The user is not authorized to view this category');
  return found;
}

/** The list filters of the swagger: title and categoryId contain, dataSourceId, frontPage, available, created. */
function listCategories(ctx: LearnCtx, type: CategoryType, parentId?: string) {
  const q = ctx.query;
  const contains = (value: string, param: string) =>
    !q.get(param) || value.toLowerCase().includes(q.get(param)!.toLowerCase());
  const dataSource = q.get('dataSourceId')
    ? resolveSimple(ctx.store.data.dataSources, q.get('dataSourceId')!, 'data source')
    : undefined;
  const frontPage = booleanParam(ctx, 'frontPage');
  const available = booleanParam(ctx, 'available');
  const created = dateFilter<CategoryRec>(ctx, 'created', (c) => c.created);
  const matches = ctx.store.data.categories.filter(
    (c) =>
      c.type === type &&
      (parentId === undefined || c.parentId === parentId) &&
      visible(ctx, c) &&
      contains(c.title, 'title') &&
      contains(c.categoryId, 'categoryId') &&
      (!dataSource || c.dataSourceId === dataSource.id) &&
      (frontPage === undefined || c.frontPage === frontPage) &&
      (available === undefined || c.available === available) &&
      created(c),
  );
  const sorted = sortBy(ctx, matches, { title: (c) => c.title, categoryId: (c) => c.categoryId, created: (c) => c.created }); // prettier-ignore
  const page = ctx.page(sorted);
  return { ...page, results: page.results.map((c) => categoryJson(ctx, c, false)) };
}

function linkJson(ctx: LearnCtx, link: CategoryCourseRec, expand: 'course' | 'category') {
  const json: Record<string, unknown> = { categoryId: link.categoryId, courseId: link.courseId, created: link.created };
  const course = ctx.store.courseById(link.courseId);
  const cat = ctx.store.data.categories.find((c) => c.id === link.categoryId);
  if (expand === 'course' && ctx.expands('course') && course)
    json.course = courseV1Json(course, ctx.state.publicUrl, courseAccess(ctx, course.id));
  if (expand === 'category' && ctx.expands('category') && cat) json.category = categoryJson(ctx, cat, false);
  return json;
}

function requireCategorize(ctx: LearnCtx, cat: CategoryRec): void {
  const entitlement = cat.type === 'Course' ? 'admin.course.categorize.MODIFY' : 'admin.org.categorize.MODIFY';
  requirePrivileged(ctx.caller, `categorize courses (${entitlement})`);
}

/** Catalog categories and their course associations; writes need the categorize entitlement (admins). */
export function registerCatalog(r: LearnRouter): void {
  r.get('/v1/catalog/categories/{categoryType}', (ctx) => listCategories(ctx, categoryType(ctx)));
  r.get('/v1/catalog/categories/{categoryType}/{categoryId}', (ctx) => categoryJson(ctx, category(ctx), true));
  r.get('/v1/catalog/categories/{categoryType}/{parentId}/children', (ctx) =>
    listCategories(ctx, categoryType(ctx), category(ctx, 'parentId').id),
  );
  r.get('/v1/catalog/categories/{categoryType}/{categoryId}/courses', (ctx) => {
    const cat = category(ctx);
    const links = ctx.store.data.categoryCourses.filter((l) => {
      const course = ctx.store.courseById(l.courseId);
      return l.categoryId === cat.id && !!course && canSeeCourse(ctx.store, ctx.caller, course);
    });
    const page = ctx.page(links);
    return { ...page, results: page.results.map((l) => linkJson(ctx, l, 'course')) };
  });
  r.put('/v1/catalog/categories/{categoryType}/{categoryId}/courses/{courseId}', (ctx) => {
    const cat = category(ctx);
    requireCategorize(ctx, cat);
    const course = resolveCourse(ctx.store, ctx.param('courseId'));
    if (course.organization !== (cat.type === 'Organization'))
      throw badRequest(`The ${course.organization ? 'organization' : 'course'} does not match the category type ${cat.type}`); // prettier-ignore
    if (ctx.store.data.categoryCourses.some((l) => l.categoryId === cat.id && l.courseId === course.id))
      throw new LearnError(409, 'The course is already associated with this category');
    const link = { categoryId: cat.id, courseId: course.id, created: new Date(ctx.state.clock()).toISOString() };
    ctx.store.data.categoryCourses.push(link);
    return new Reply(201, linkJson(ctx, link, 'course'));
  });
  r.delete('/v1/catalog/categories/{categoryType}/{categoryId}/courses/{courseId}', (ctx) => {
    const cat = category(ctx);
    requireCategorize(ctx, cat);
    const course = resolveCourse(ctx.store, ctx.param('courseId'));
    const before = ctx.store.data.categoryCourses.length;
    ctx.store.data.categoryCourses = ctx.store.data.categoryCourses.filter(
      (l) => !(l.categoryId === cat.id && l.courseId === course.id),
    );
    if (ctx.store.data.categoryCourses.length === before)
      throw notFound('The course is not associated with this category');
    return new Reply(204);
  });
  r.get('/v1/courses/{courseId}/categories', (ctx) => {
    const course = resolveCourse(ctx.store, ctx.param('courseId'));
    requireCourseMember(ctx.store, ctx.caller, course);
    const links = ctx.store.data.categoryCourses.filter((l) => {
      const cat = ctx.store.data.categories.find((c) => c.id === l.categoryId);
      return l.courseId === course.id && !!cat && visible(ctx, cat);
    });
    const page = ctx.page(links);
    return { ...page, results: page.results.map((l) => linkJson(ctx, l, 'category')) };
  });
}
