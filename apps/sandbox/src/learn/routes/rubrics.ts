import type { CourseRec, RubricRec } from '../../seed/types.ts';
import { canManageCourse, requireCourseMember } from '../access.ts';
import { badRequest, forbidden, notFound } from '../errors.ts';
import { resolveCourse } from '../refs.ts';
import { Reply, type LearnCtx, type LearnRouter } from '../router.ts';
import { rubricJson } from '../serialize-gradebook.ts';
import { dateFilter, sortBy } from './list-query.ts';
import { parseRubricBody, type RubricCell, type RubricColumn, type RubricRow } from './rubric-body.ts';

const PARTS = ['columns', 'rows', 'cells'] as const;

/** Course staff (instructors, TAs, graders, builders) hold the course.rubrics.* entitlements; students do not. */
function rubricCourse(ctx: LearnCtx, entitlement: string): CourseRec {
  const course = resolveCourse(ctx.store, ctx.param('courseId'));
  requireCourseMember(ctx.store, ctx.caller, course);
  if (!canManageCourse(ctx.store, ctx.caller, course.id))
    throw forbidden(`The user does not have the ${entitlement} entitlement`);
  return course;
}

function ultraOnly(course: CourseRec, action: string): void {
  if (course.ultraStatus !== 'Ultra')
    throw badRequest(`Rubrics can only be ${action} in Ultra courses through this endpoint`);
}

function rubricOf(ctx: LearnCtx, course: CourseRec): RubricRec {
  const ref = ctx.param('rubricId');
  const found = ctx.store.data.rubrics.find((r) => r.courseId === course.id && r.id === ref);
  if (!found) throw notFound('Rubric not found', `No rubric '${ref}' in course ${course.id}`);
  return found;
}

/** The rubric without its grid unless `expand` names the parts (the swagger's expand values). */
function view(ctx: LearnCtx, r: RubricRec, all = false): Record<string, unknown> {
  const json = rubricJson(r);
  for (const part of PARTS) if (!all && !ctx.expands(part)) delete json[part];
  return json;
}

/** Learn assigns its own ids to the columns, rows and cells; the client's ids only tie cells to them. */
function withLearnIds(ctx: LearnCtx, columns: RubricColumn[], rows: RubricRow[], cells: RubricCell[]) {
  const ids = new Map<string, string>();
  const mint = (kind: string, id: string) => {
    const minted = ctx.store.mintId();
    ids.set(`${kind}:${id}`, minted);
    return minted;
  };
  const newColumns = columns.map((c) => ({ ...c, id: mint('column', c.id) }));
  const newRows = rows.map((r) => ({ ...r, id: mint('row', r.id) }));
  const newCells = cells.map((c) => ({
    ...c,
    id: ctx.store.mintId(),
    rowId: ids.get(`row:${c.rowId}`)!,
    columnId: ids.get(`column:${c.columnId}`)!,
  }));
  return { columns: newColumns, rows: newRows, cells: newCells };
}

/** Course rubrics: list, one (with `expand=columns,rows,cells`), create and delete (Ultra only, as the swagger says). */
export function registerRubrics(r: LearnRouter): void {
  r.get('/v1/courses/{courseId}/rubrics', (ctx) => {
    const course = rubricCourse(ctx, 'course.rubrics.VIEW');
    const created = dateFilter<RubricRec>(ctx, 'created', (rb) => rb.created);
    const modified = dateFilter<RubricRec>(ctx, 'modified', (rb) => rb.modified);
    const matches = ctx.store.data.rubrics.filter((rb) => rb.courseId === course.id && created(rb) && modified(rb));
    const sorted = sortBy(ctx, matches, {
      id: (rb) => rb.id,
      created: (rb) => rb.created,
      modified: (rb) => rb.modified,
      title: (rb) => rb.title,
      description: (rb) => rb.description ?? '',
      rubricType: (rb) => rb.rubricType,
    });
    const page = ctx.page(sorted);
    return { ...page, results: page.results.map((rb) => view(ctx, rb)) };
  });
  r.get('/v1/courses/{courseId}/rubrics/{rubricId}', (ctx) => {
    const course = rubricCourse(ctx, 'course.rubrics.VIEW');
    return view(ctx, rubricOf(ctx, course));
  });
  r.post('/v1/courses/{courseId}/rubrics', async (ctx) => {
    const course = rubricCourse(ctx, 'course.rubrics.CREATE');
    ultraOnly(course, 'created');
    const body = parseRubricBody(await ctx.body());
    const now = new Date(ctx.state.clock()).toISOString();
    const rubric: RubricRec = {
      courseId: course.id,
      id: ctx.store.mintId(),
      title: body.title,
      ...(body.description !== undefined ? { description: body.description } : {}),
      created: now,
      modified: now,
      rubricType: body.rubricType,
      readOnly: false,
      ...withLearnIds(ctx, body.columns, body.rows, body.cells),
    };
    ctx.store.data.rubrics.push(rubric);
    return new Reply(201, view(ctx, rubric, true));
  });
  r.delete('/v1/courses/{courseId}/rubrics/{rubricId}', (ctx) => {
    const course = rubricCourse(ctx, 'course.rubrics.DELETE');
    ultraOnly(course, 'deleted');
    const rubric = rubricOf(ctx, course);
    ctx.store.data.rubrics = ctx.store.data.rubrics.filter((rb) => rb !== rubric);
    return new Reply(204);
  });
}
