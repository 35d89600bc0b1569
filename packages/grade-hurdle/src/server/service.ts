import { INSTITUTION_ROLES } from '@tools/backend-api/contracts';
import type * as gh from '../contracts.ts';
import type { ServiceContext } from '@tools/server-core/context.ts';
import { expectVersion } from '@tools/server-core/db/expect-version.ts';
import { hurdleWrittenBack } from '@tools/server-core/events/course-events.ts';
import { publishOwn } from '@tools/server-core/events/own-events.ts';
import { HttpError } from '@tools/server-core/http/errors.ts';
import {
  assertFreshInstitutionRole,
  courseAccess,
  courseAccessOrRefusal,
  readsAsAdmin,
} from '@tools/server-core/identity/roles.ts';
import { format } from '@tools/server-core/messages.ts';
import * as store from './associations-store.ts';
import { gradeHurdleMessages as m } from './messages.ts';
import * as writebacks from './writebacks-store.ts';

/**
 * Grade Hurdle services (spec 002 §7 "Grade Hurdle back end"). Who may do what:
 * - status, create, delete: GRADE_HURDLE_ADMIN, re-checked with Learn for every write;
 * - sub-rules, logic, mapping, performance score ids, write-back records: an instructor of the course;
 * - read one course: its members (students without other students' grade ids); every course: the admin.
 * A course without an Active association answers 404 to everyone but the admin (the tool then
 * says it is not enabled). Everything is scoped to the caller's Learn site by `ctx.db`.
 */

const ADMIN = INSTITUTION_ROLES.gradeHurdleAdmin;
/** Admin reads see every course (identity/roles.ts `readsAsAdmin`: asked of Learn whenever it could grant). */
const isAdmin = (ctx: ServiceContext, everyCourse: boolean) => readsAsAdmin(ctx.learn, ctx.caller, ADMIN, everyCourse);
const by = (ctx: ServiceContext) => ctx.caller.user.id;
const notEnabled = (courseId: string) => new HttpError(404, format(m.notEnabled, { courseId }));

/**
 * An instructor of the course: for writes asked of Learn now; for reads (the write-back history) what a
 * launch or a recent answer proved, like every other read (identity/trust.ts).
 */
async function requireInstructor(ctx: ServiceContext, courseId: string, use: 'write' | 'read' = 'write') {
  const access = await courseAccess(ctx.learn, ctx.caller, courseId, { fresh: use === 'write' });
  if (access.kind !== 'instructor') throw new HttpError(403, format(m.instructorsOnly, { courseId }));
}

export async function listAssociations(ctx: ServiceContext, q: gh.AssociationsQuery): Promise<gh.AssociationsPage> {
  const limit = q.limit ?? 200;
  if (!q.courseId) {
    if (!(await isAdmin(ctx, true))) throw new HttpError(403, format(m.needsCourse, { role: ADMIN }));
    return store.listAssociations(ctx.db, limit, q.nextKey);
  }
  // The course role first: an instructor of an enabled course never needs the institution roles.
  const access = await courseAccessOrRefusal(ctx.learn, ctx.caller, q.courseId);
  const found = await store.findAssociation(ctx.db, q.courseId);
  const enabled = found?.status === 'Active';
  if (!(access instanceof HttpError) && access.kind === 'instructor' && enabled)
    return { items: [found], nextKey: null };
  if (await isAdmin(ctx, false)) {
    if (!found) throw notEnabled(q.courseId);
    return { items: [found], nextKey: null };
  }
  if (access instanceof HttpError) throw access;
  if (!found || !enabled) throw notEnabled(q.courseId);
  if (access.kind === 'instructor') return { items: [found], nextKey: null };
  // Members see the policy; which grade id was written for whom is other students' data.
  const { performanceScoreIds: _private, ...policy } = found;
  return { items: [policy], nextKey: null };
}

function checkSubRules(subRules: readonly gh.SubRule[] | undefined) {
  subRules?.forEach((rule, index) => {
    if (rule.type === 'SCORE_BELOW_PERCENT' && rule.thresholdPercent === undefined) {
      throw new HttpError(400, format(m.thresholdNeeded, { index }));
    }
  });
}

/** Status needs the admin; everything else an instructor of the course; both when both are sent. */
export async function patchAssociation(ctx: ServiceContext, body: gh.AssociationPatch): Promise<gh.AssociationsSaved> {
  const { CoursePk1: courseId, Status, Version, ...rules } = body;
  const ruleFields = Object.values(rules).some((value) => value !== undefined);
  if (Status === undefined && !ruleFields) throw new HttpError(400, m.nothingToChange);
  checkSubRules(rules.SubRules);
  if (Status !== undefined) await assertFreshInstitutionRole(ctx.learn, ctx.caller, ADMIN);
  if (ruleFields) await requireInstructor(ctx, courseId);
  const changes: store.AssociationChanges = {
    ...(Status !== undefined ? { status: Status } : {}),
    ...(rules.SubRules !== undefined ? { subRules: rules.SubRules } : {}),
    ...(rules.Logic !== undefined ? { logic: rules.Logic } : {}),
    ...(rules.Mapping !== undefined ? { mapping: rules.Mapping } : {}),
    ...(rules.PerformanceScoreId !== undefined ? { performanceScoreId: rules.PerformanceScoreId } : {}),
    ...(rules.PerformanceScoreIds !== undefined ? { performanceScoreIds: rules.PerformanceScoreIds } : {}),
  };
  const saved = await expectVersion(
    await store.updateAssociation(ctx.db, courseId, changes, Version, by(ctx)),
    format(m.association, { courseId }),
    async () => Boolean(await store.findAssociation(ctx.db, courseId)),
  );
  return { items: [saved] };
}

export async function putAssociation(ctx: ServiceContext, body: gh.AssociationPut): Promise<gh.AssociationsSaved> {
  return { items: [await store.upsertStatus(ctx.db, body.CoursePk1, body.Status, by(ctx))] };
}

export async function postAssociations(ctx: ServiceContext, body: gh.AssociationsPost): Promise<gh.AssociationsSaved> {
  const items = await ctx.db.transaction(async (tx) => {
    const saved: gh.Association[] = [];
    for (const a of body) saved.push(await store.upsertStatus(tx, a.CoursePk1, a.Status, by(ctx)));
    return saved;
  });
  return { items };
}

export async function deleteAssociation(ctx: ServiceContext, body: gh.AssociationDelete): Promise<gh.Deleted> {
  const deleted = await store.deleteAssociation(ctx.db, body.CoursePk1);
  if (!deleted) throw notEnabled(body.CoursePk1);
  return { deleted };
}

/** Write-back records: only an instructor of a course where the tool is enabled. */
async function requireEnabledInstructor(ctx: ServiceContext, courseId: string) {
  await requireInstructor(ctx, courseId);
  const found = await store.findAssociation(ctx.db, courseId);
  if (!found || found.status !== 'Active') throw notEnabled(courseId);
}

/**
 * Records a run's plan and outcomes and, in the same transaction, a `hurdle.written-back` event per grade
 * recorded as written (not for a record already undone, which a late outcome does not change).
 */
export async function recordWritebacks(ctx: ServiceContext, body: gh.WritebacksPost): Promise<gh.Recorded> {
  await requireEnabledInstructor(ctx, body.courseId);
  const at = ctx.now();
  const recorded = await ctx.db.transaction(async (tx) => {
    const { count, written } = await writebacks.recordWritebacks(tx, body, by(ctx));
    await publishOwn(
      tx,
      written.map((item) =>
        hurdleWrittenBack({ ...item, courseId: body.courseId, runId: body.runId, action: 'written', by: by(ctx), at }),
      ),
      by(ctx),
    );
    return count;
  });
  return { recorded };
}

/** Marks grades restored and publishes a `hurdle.written-back` event (action `undone`) for each, in one transaction. */
export async function markUndone(ctx: ServiceContext, body: gh.WritebacksUndone): Promise<gh.Recorded> {
  await requireEnabledInstructor(ctx, body.courseId);
  const at = ctx.now();
  const undone = await ctx.db.transaction(async (tx) => {
    const rows = await writebacks.markUndone(tx, body, by(ctx));
    await publishOwn(
      tx,
      rows.map((row) => hurdleWrittenBack({ ...row, courseId: body.courseId, action: 'undone', by: by(ctx), at })),
      by(ctx),
    );
    return rows.length;
  });
  return { recorded: undone };
}

export async function listWritebacks(ctx: ServiceContext, q: gh.WritebacksQuery): Promise<gh.WritebacksPage> {
  await requireInstructor(ctx, q.courseId, 'read');
  return writebacks.listWritebacks(ctx.db, q, q.limit ?? 200);
}

export async function listRuns(ctx: ServiceContext, q: gh.RunsQuery): Promise<gh.Runs> {
  await requireInstructor(ctx, q.courseId, 'read');
  return { items: await writebacks.listRuns(ctx.db, q.courseId, 50) };
}
