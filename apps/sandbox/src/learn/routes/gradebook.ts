import type { ColumnRec, CourseRec, GradeRec } from '../../seed/types.ts';
import { canManageCourse, isSelf, requireCourseManager, requireCourseMember } from '../access.ts';
import { badRequest, forbidden, notFound } from '../errors.ts';
import { resolveColumn, resolveCourse, resolveUser } from '../refs.ts';
import { Reply, type LearnCtx, type LearnRouter } from '../router.ts';
import {
  attemptV1Json,
  attemptV2Json,
  columnV1Json,
  columnV2Json,
  gradeV1Json,
  gradeV2Json,
  notationJson,
} from '../serialize-gradebook.ts';
import type { GradeLogRec } from '../../state/store.ts';
import { parseColumnInput, parseGradePatch } from './gradebook-input.ts';

const LOG_SORT: Record<string, (e: GradeLogRec) => string | number> = {
  id: (e) => Number(/^_(\d+)_/.exec(e.id)?.[1] ?? 0),
  gradebookColumnId: (e) => e.columnId,
  logged: (e) => Date.parse(e.logged),
};

/** `sort=logged(desc),id`: the swagger's fields; the default is oldest first. */
function sortLogs(entries: GradeLogRec[], sort: string | null): GradeLogRec[] {
  const keys = (sort ?? 'logged,id').split(',').map((part) => {
    const m = /^\s*(\w+)(\(desc\))?\s*$/.exec(part);
    const by = m ? LOG_SORT[m[1]!] : undefined;
    if (!m || !by) throw badRequest(`Invalid sort field: ${part}`);
    return { by, desc: Boolean(m[2]) };
  });
  return [...entries].sort((a, b) => {
    for (const { by, desc } of keys) {
      const x = by(a);
      const y = by(b);
      if (x !== y) return (x < y ? -1 : 1) * (desc ? -1 : 1);
    }
    return 0;
  });
}

function gradeLogJson(e: GradeLogRec): Record<string, unknown> {
  return {
    id: e.id,
    gradebookColumnId: e.columnId,
    user: { userId: e.userId },
    logged: e.logged,
    ...(e.score === undefined ? {} : { score: e.score }),
    ...(e.text === undefined ? {} : { text: e.text }),
    ...(e.gradeNotationId === undefined ? {} : { gradeNotationId: e.gradeNotationId }),
    ...(e.overridden === undefined ? {} : { overridden: e.overridden }),
    exempt: e.exempt,
  };
}

type Version = 'v1' | 'v2';

function course(ctx: LearnCtx): CourseRec {
  return resolveCourse(ctx.store, ctx.param('courseId'));
}

/** Students only see columns released to them. */
function visibleColumns(ctx: LearnCtx, c: CourseRec): ColumnRec[] {
  const manager = canManageCourse(ctx.store, ctx.caller, c.id);
  return ctx.store.columnsOfCourse(c.id).filter((col) => manager || col.availability.available === 'Yes');
}

function columnOf(ctx: LearnCtx, c: CourseRec): ColumnRec {
  const column = resolveColumn(ctx.store, c, ctx.param('columnId'));
  if (!canManageCourse(ctx.store, ctx.caller, c.id) && column.availability.available !== 'Yes')
    throw notFound('Grade column not found');
  return column;
}

function gradeJson(ctx: LearnCtx, v: Version, g: GradeRec, column: ColumnRec, studentView: boolean) {
  if (v === 'v1') return gradeV1Json(g, studentView);
  const notation = g.gradeNotationId ? ctx.store.data.notations.find((n) => n.id === g.gradeNotationId) : undefined;
  return gradeV2Json(g, column, notation, studentView);
}

export function registerGradebook(r: LearnRouter): void {
  for (const v of ['v1', 'v2'] as const) {
    const columnJson = v === 'v1' ? columnV1Json : columnV2Json;
    const base = `/${v}/courses/{courseId}/gradebook`;

    r.get(`${base}/columns`, (ctx) => {
      const c = course(ctx);
      requireCourseMember(ctx.store, ctx.caller, c);
      const contentId = ctx.query.get('contentId');
      const name = ctx.query.get('name')?.toLowerCase();
      const items = visibleColumns(ctx, c).filter(
        (col) => (!contentId || col.contentId === contentId) && (!name || col.name.toLowerCase().includes(name)),
      );
      const page = ctx.page(items);
      return { ...page, results: page.results.map(columnJson) };
    });

    r.post(`${base}/columns`, async (ctx) => {
      const c = course(ctx);
      requireCourseManager(ctx.store, ctx.caller, c);
      const column = parseColumnInput(
        await ctx.body(),
        c,
        ctx.store.mintId(),
        new Date(ctx.state.clock()).toISOString(),
      );
      ctx.store.addColumn(column);
      return new Reply(201, columnJson(column));
    });

    r.get(`${base}/columns/{columnId}`, (ctx) => {
      const c = course(ctx);
      requireCourseMember(ctx.store, ctx.caller, c);
      return columnJson(columnOf(ctx, c));
    });

    // Learn keeps the columns of content items and the calculated ones; a manual column can go.
    r.delete(`${base}/columns/{columnId}`, (ctx) => {
      const c = course(ctx);
      requireCourseManager(ctx.store, ctx.caller, c);
      const column = columnOf(ctx, c);
      if (column.contentId || column.externalGrade || column.grading.type === 'Calculated')
        throw badRequest('This gradebook column cannot be deleted');
      ctx.store.removeColumn(column);
      return new Reply(204);
    });

    r.get(`${base}/columns/{columnId}/users`, (ctx) => {
      const c = course(ctx);
      requireCourseManager(ctx.store, ctx.caller, c);
      const column = columnOf(ctx, c);
      const grades = ctx.store
        .membershipsOfCourse(c.id)
        .map((m) => ctx.store.grade(column, m.userId))
        .filter((g): g is GradeRec => g !== undefined);
      const page = ctx.page(grades);
      return { ...page, results: page.results.map((g) => gradeJson(ctx, v, g, column, false)) };
    });

    r.get(`${base}/columns/{columnId}/users/{userId}`, (ctx) => {
      const c = course(ctx);
      requireCourseMember(ctx.store, ctx.caller, c);
      const user = resolveUser(ctx.store, ctx.caller, ctx.param('userId'));
      const manager = canManageCourse(ctx.store, ctx.caller, c.id);
      if (!manager && !isSelf(ctx.caller, user.id))
        throw forbidden("The user is not authorized to view another user's grades");
      const column = columnOf(ctx, c);
      const grade = ctx.store.grade(column, user.id);
      if (!grade) throw notFound('Grade detail values have not yet been populated');
      return gradeJson(ctx, v, grade, column, !manager);
    });

    r.patch(`${base}/columns/{columnId}/users/{userId}`, async (ctx) => {
      const c = course(ctx);
      requireCourseManager(ctx.store, ctx.caller, c);
      const user = resolveUser(ctx.store, ctx.caller, ctx.param('userId'));
      if (!ctx.store.membership(c.id, user.id)) throw notFound('User is not enrolled in the course');
      const column = columnOf(ctx, c);
      const patch = parseGradePatch(await ctx.body(), v);
      if (
        patch.gradeNotationId &&
        !ctx.store.data.notations.some((n) => n.id === patch.gradeNotationId && n.courseId === c.id)
      ) {
        throw badRequest(`Grade notation '${patch.gradeNotationId}' does not exist in this course`);
      }
      const now = new Date(ctx.state.clock()).toISOString();
      const before = ctx.store.grade(column, user.id);
      const next: GradeRec = {
        userId: user.id,
        columnId: column.id,
        status: 'Graded',
        exempt: false,
        ...before,
        changeIndex: ctx.store.nextChangeIndex(),
        lastRelevantDate: now,
      };
      for (const [k, value] of Object.entries(patch)) {
        if (value === null) delete (next as unknown as Record<string, unknown>)[k];
        else (next as unknown as Record<string, unknown>)[k] = value;
      }
      if ('score' in patch) {
        if (patch.score === null) {
          delete next.overridden;
          delete next.text;
        } else {
          next.overridden = now;
          if (!('text' in patch)) next.text = String(patch.score);
        }
      }
      next.status = next.score !== undefined || next.text !== undefined ? 'Graded' : 'NeedsGrading';
      next.firstRelevantDate ??= now;
      ctx.store.putGrade(next, { at: now });
      // The stored grade: clearing the Overall Grade's override answers the recalculated value.
      return gradeJson(ctx, v, ctx.store.grade(column, user.id) ?? next, column, false);
    });

    r.get(`${base}/users/{userId}`, (ctx) => {
      const c = course(ctx);
      requireCourseMember(ctx.store, ctx.caller, c);
      const user = resolveUser(ctx.store, ctx.caller, ctx.param('userId'));
      const manager = canManageCourse(ctx.store, ctx.caller, c.id);
      if (!manager && !isSelf(ctx.caller, user.id))
        throw forbidden("The user is not authorized to view another user's grades");
      if (!ctx.store.membership(c.id, user.id)) throw notFound('User is not enrolled in the course');
      const wanted = ctx.query.get('columnId');
      const columns = visibleColumns(ctx, c).filter(
        (col) => !wanted || col.id === wanted || (wanted === 'finalGrade' && col.externalGrade),
      );
      const pairs = columns.flatMap((col) => {
        const g = ctx.store.grade(col, user.id);
        return g ? [{ g, col }] : [];
      });
      const page = ctx.page(pairs);
      return { ...page, results: page.results.map(({ g, col }) => gradeJson(ctx, v, g, col, !manager)) };
    });

    r.get(`${base}/columns/{columnId}/attempts`, (ctx) => {
      const c = course(ctx);
      requireCourseMember(ctx.store, ctx.caller, c);
      const column = columnOf(ctx, c);
      const manager = canManageCourse(ctx.store, ctx.caller, c.id);
      const userRef = ctx.query.get('userId');
      const user = userRef ? resolveUser(ctx.store, ctx.caller, userRef) : undefined;
      if (!manager && (!user || !isSelf(ctx.caller, user.id))) {
        throw forbidden("The course.gradebook.MODIFY entitlement is needed to view other users' attempts");
      }
      const statuses = ctx.query.get('attemptStatuses')?.split(',');
      const items = ctx.store
        .attemptsOf(column)
        .filter((a) => (!user || a.userId === user.id) && (!statuses || statuses.includes(a.status)));
      const page = ctx.page(items);
      return {
        ...page,
        results: page.results.map((a) => (v === 'v1' ? attemptV1Json(a) : attemptV2Json(a, column, !manager))),
      };
    });
  }

  // Grade history (swagger "Get Course Gradebook Logs By Gradebook Column Id", since 3900.71.0): the swagger
  // describes the filters (since, until, user.userId) and sort fields (id, gradebookColumnId, logged) but not
  // the entry; each entry here is the grade after one change, with GradeV2's own field names.
  r.get('/v1/courses/{courseId}/gradebook/columns/{columnId}/logs', (ctx) => {
    const c = course(ctx);
    requireCourseManager(ctx.store, ctx.caller, c);
    const column = columnOf(ctx, c);
    const time = (name: string) => {
      const raw = ctx.query.get(name);
      if (raw === null) return null;
      const at = Date.parse(raw);
      if (Number.isNaN(at)) throw badRequest(`Invalid value for ${name}`);
      return at;
    };
    const since = time('since');
    const until = time('until');
    const userRef = ctx.query.get('user.userId');
    const userId = userRef ? resolveUser(ctx.store, ctx.caller, userRef).id : null;
    const entries = ctx.store.gradeLog.filter(
      (e) =>
        e.columnId === column.id &&
        (userId === null || e.userId === userId) &&
        (since === null || Date.parse(e.logged) >= since) &&
        (until === null || Date.parse(e.logged) < until),
    );
    const page = ctx.page(sortLogs(entries, ctx.query.get('sort')));
    return { ...page, results: page.results.map(gradeLogJson) };
  });

  r.get('/v1/courses/{courseId}/gradebook/gradeNotations', (ctx) => {
    const c = course(ctx);
    requireCourseMember(ctx.store, ctx.caller, c);
    const page = ctx.page(ctx.store.data.notations.filter((n) => n.courseId === c.id));
    return { ...page, results: page.results.map(notationJson) };
  });

  r.post('/v1/courses/{courseId}/gradebook/gradeNotations', async (ctx) => {
    const c = course(ctx);
    requireCourseManager(ctx.store, ctx.caller, c);
    const body = await ctx.body();
    if (typeof body.code !== 'string' || body.code.trim() === '') throw badRequest('code is required');
    if (typeof body.description !== 'string' || body.description.trim() === '')
      throw badRequest('description is required');
    if (ctx.store.data.notations.some((n) => n.courseId === c.id && n.code === body.code)) {
      throw badRequest(`A grade notation with code '${body.code}' already exists in this course`);
    }
    const notation = { courseId: c.id, id: ctx.store.mintId(), code: body.code, description: body.description };
    ctx.store.data.notations.push(notation);
    return new Reply(201, notationJson(notation));
  });
}
