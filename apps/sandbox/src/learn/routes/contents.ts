import type { ContentRec, CourseRec } from '../../seed/types.ts';
import { canManageCourse, requireCourseManager, requireCourseMember } from '../access.ts';
import { badRequest, notFound } from '../errors.ts';
import { PRIMARY_ID, resolveCourse } from '../refs.ts';
import type { LearnCtx, LearnRouter } from '../router.ts';
import { contentDetailJson, contentJson, questionJson } from '../serialize-gradebook.ts';

const isRootKeyword = (ref: string) => ref.toLowerCase() === 'root';

/** Within the item's own availability and date-based adaptive release window. */
function openNow(content: ContentRec, now: number): boolean {
  if (content.availability.available !== 'Yes') return false;
  const { start, end } = content.availability.adaptiveRelease;
  return !(start && Date.parse(start) > now) && !(end && Date.parse(end) <= now);
}

/**
 * What students see, as Learn decides it: the item and every folder above it available and
 * released. An available item inside an unavailable (instructor-only) folder stays hidden, even
 * when asked for by id.
 */
export function visibleToStudents(ctx: Pick<LearnCtx, 'state' | 'store'>, content: ContentRec): boolean {
  const now = ctx.state.clock();
  for (let c: ContentRec | undefined = content; c; c = c.parentId ? ctx.store.contentById(c.parentId) : undefined) {
    if (!openNow(c, now)) return false;
  }
  return true;
}

/** Items a caller may see under `parentId` (undefined = top level), in position order, optionally all descendants. */
function listUnder(ctx: LearnCtx, course: CourseRec, parentId: string | undefined, recursive: boolean): ContentRec[] {
  const manager = canManageCourse(ctx.store, ctx.caller, course.id);
  const all = ctx.store.contentsOfCourse(course.id);
  const children = (pid: string | undefined) =>
    all
      .filter((c) => c.parentId === pid && (manager || visibleToStudents(ctx, c)))
      .sort((a, b) => a.position - b.position);
  const out: ContentRec[] = [];
  const walk = (pid: string | undefined) => {
    for (const child of children(pid)) {
      out.push(child);
      if (recursive && child.hasChildren) walk(child.id);
    }
  };
  walk(parentId);
  return out;
}

export function contentIn(ctx: LearnCtx, course: CourseRec, ref: string): ContentRec {
  if (!PRIMARY_ID.test(ref)) throw badRequest(`Invalid content id '${ref}'`);
  const content = ctx.store.contentById(ref);
  const visible =
    content &&
    content.courseId === course.id &&
    (canManageCourse(ctx.store, ctx.caller, course.id) || visibleToStudents(ctx, content));
  if (!content || !visible) throw notFound('Content not found', `No content '${ref}' in course ${course.id}`);
  return content;
}

function filtered(ctx: LearnCtx, items: ContentRec[]) {
  const handler = ctx.query.get('contentHandler');
  const title = ctx.query.get('title')?.toLowerCase();
  return items.filter(
    (c) => (!handler || c.contentHandler.id === handler) && (!title || c.title.toLowerCase().includes(title)),
  );
}

export function registerContents(r: LearnRouter): void {
  const pageOf = (ctx: LearnCtx, course: CourseRec, items: ContentRec[]) => {
    const student = !canManageCourse(ctx.store, ctx.caller, course.id);
    const page = ctx.page(filtered(ctx, items));
    return { ...page, results: page.results.map((c) => contentJson(c, course, student)) };
  };

  // `parentId` is not in the swagger for this path; the product's walkers send it, so the sandbox honours it.
  r.get('/v1/courses/{courseId}/contents', (ctx) => {
    const course = resolveCourse(ctx.store, ctx.param('courseId'));
    requireCourseMember(ctx.store, ctx.caller, course);
    const parentRef = ctx.query.get('parentId');
    const parent = parentRef && !isRootKeyword(parentRef) ? contentIn(ctx, course, parentRef).id : undefined;
    return pageOf(ctx, course, listUnder(ctx, course, parent, ctx.query.get('recursive') === 'true'));
  });

  r.get('/v1/courses/{courseId}/contents/{contentId}', (ctx) => {
    const course = resolveCourse(ctx.store, ctx.param('courseId'));
    requireCourseMember(ctx.store, ctx.caller, course);
    return contentJson(
      contentIn(ctx, course, ctx.param('contentId')),
      course,
      !canManageCourse(ctx.store, ctx.caller, course.id),
    );
  });

  r.get('/v1/courses/{courseId}/contents/{contentId}/children', (ctx) => {
    const course = resolveCourse(ctx.store, ctx.param('courseId'));
    requireCourseMember(ctx.store, ctx.caller, course);
    const ref = ctx.param('contentId');
    const parent = isRootKeyword(ref) ? undefined : contentIn(ctx, course, ref).id;
    return pageOf(ctx, course, listUnder(ctx, course, parent, ctx.query.get('recursive') === 'true'));
  });

  // Private (non-public) Learn path the course tutor uses for test instructions.
  r.get('/learn/api/v1/courses/{courseId}/contents/{contentId}', (ctx) => {
    const course = resolveCourse(ctx.store, ctx.param('courseId'));
    requireCourseMember(ctx.store, ctx.caller, course);
    return contentDetailJson(
      contentIn(ctx, course, ctx.param('contentId')),
      course,
      !canManageCourse(ctx.store, ctx.caller, course.id),
    );
  });

  r.get('/v1/courses/{courseId}/assessments/{assessmentId}/questions', (ctx) => {
    const course = resolveCourse(ctx.store, ctx.param('courseId'));
    requireCourseManager(ctx.store, ctx.caller, course);
    const assessmentId = ctx.param('assessmentId');
    const exists = ctx.store.contentsOfCourse(course.id).some((c) => c.contentHandler.assessmentId === assessmentId);
    if (!exists) throw notFound('Assessment not found', `No assessment '${assessmentId}' in course ${course.id}`);
    const page = ctx.page(
      ctx.store.data.questions.filter((q) => q.assessmentId === assessmentId).sort((a, b) => a.position - b.position),
    );
    return { ...page, results: page.results.map((q) => questionJson(q, false)) };
  });
}
