import { INSTITUTION_ROLES } from '@tools/backend-api/contracts';
import * as lp from '../contracts.ts';
import { parseRule } from '@tools/late-penalty/domain';
import type { ServiceContext } from '@tools/server-core/context.ts';
import type { CourseCache } from '@tools/server-core/course-cache/course-cache.ts';
import { expectVersion } from '@tools/server-core/db/expect-version.ts';
import { latePenaltyApplied } from '@tools/server-core/events/course-events.ts';
import { publishOwn } from '@tools/server-core/events/own-events.ts';
import { HttpError } from '@tools/server-core/http/errors.ts';
import { courseAccess, courseAccessOrRefusal, readsAsAdmin } from '@tools/server-core/identity/roles.ts';
import { format } from '@tools/server-core/messages.ts';
import * as associations from './associations-store.ts';
import { latePenaltyMessages as m } from './messages.ts';
import * as penalties from './penalties-store.ts';
import * as rules from './rules-store.ts';

/**
 * Late-penalty services (spec 002 §7). Who may do what:
 * - rules: read by anyone Learn identifies; written by LATE_PENALTY_ADMIN (checked fresh by the route);
 * - a course's associations, overrides and penalties: read by its members (students see only their
 *   own entries), written by its instructors; across courses, read by LATE_PENALTY_ADMIN only.
 * Everything is scoped to the caller's Learn site by `ctx.db`.
 */

const ADMIN = INSTITUTION_ROLES.latePenaltyAdmin;
/** Admin reads see every course (identity/roles.ts `readsAsAdmin`: asked of Learn whenever it could grant). */
const isAdmin = (ctx: ServiceContext, everyCourse: boolean) => readsAsAdmin(ctx.learn, ctx.caller, ADMIN, everyCourse);
const limitOf = (q: { limit?: number | undefined }) => q.limit ?? lp.LATE_PENALTY_PAGE_SIZE;

/** Labels must be one of the four sentence formats; the engine's message names what is wrong. */
function checkLabels(items: readonly lp.RuleInput[]) {
  items.forEach((rule, i) => {
    const parsed = parseRule(rule.Label);
    if (!parsed.ok) throw new HttpError(400, format(m.badLabel, { index: i, reason: parsed.error }));
  });
}

/**
 * Whose entries a read returns (the caller's own only, unless they teach the course or hold the
 * admin role) and the course to filter by: Learn's primary id when the caller is in the course
 * (rows are stored under it), else the id as sent (an administrator who is not enrolled). The
 * course role is asked first: an instructor's read never needs the institution roles.
 */
async function readScope(
  ctx: ServiceContext,
  courseId: string | undefined,
): Promise<{ onlyUser: string | null; courseId: string | null }> {
  if (!courseId) {
    if (!(await isAdmin(ctx, true))) throw new HttpError(403, format(m.needsCourse, { role: ADMIN }));
    return { onlyUser: null, courseId: null };
  }
  const access = await courseAccessOrRefusal(ctx.learn, ctx.caller, courseId);
  if (!(access instanceof HttpError) && access.kind === 'instructor') {
    return { onlyUser: null, courseId: access.membership.courseId };
  }
  if (await isAdmin(ctx, false)) return { onlyUser: null, courseId };
  if (access instanceof HttpError) throw access;
  return { onlyUser: ctx.caller.user.id, courseId: access.membership.courseId };
}

/** The caller as stored with what they did (an override's setter, a deletion's author). */
const setter = (ctx: ServiceContext): associations.Setter => {
  const name = [ctx.caller.user.name?.given, ctx.caller.user.name?.family].filter(Boolean).join(' ');
  return { id: ctx.caller.user.id, name: name || ctx.caller.user.userName || ctx.caller.user.id };
};

/**
 * Course writes need an instructor role in every course named (checked once per course). Returns
 * each course's primary id as Learn reports it: rows are keyed by it, so `_300_1` and the course's
 * uuid name one course and one set of rows.
 */
async function requireInstructorIn(ctx: ServiceContext, courseIds: Iterable<string>): Promise<Map<string, string>> {
  const canonical = new Map<string, string>();
  for (const courseId of new Set(courseIds)) {
    const access = await courseAccess(ctx.learn, ctx.caller, courseId, { fresh: true });
    if (access.kind !== 'instructor') throw new HttpError(403, format(m.instructorsOnly, { courseId }));
    canonical.set(courseId, access.membership.courseId);
  }
  return canonical;
}

/** The one course of a single-course write, as Learn's primary id. */
async function instructorCourse(ctx: ServiceContext, courseId: string): Promise<string> {
  return (await requireInstructorIn(ctx, [courseId])).get(courseId)!;
}

/** A save naming the version it started from is refused when the row moved on (409). */
async function saveRule(ctx: ServiceContext, rule: lp.RuleInput): Promise<lp.Rule> {
  if (rule.Version === undefined) return rules.upsertRule(ctx.db, rule);
  return expectVersion(await rules.updateRuleAt(ctx.db, rule, rule.Version), `Rule ${rule.Code}`, async () =>
    Boolean(await rules.findRule(ctx.db, rule.Code)),
  );
}

export const listRules = (ctx: ServiceContext, q: lp.PageQuery) => rules.listRules(ctx.db, limitOf(q), q.nextKey);

export async function saveRules(ctx: ServiceContext, body: lp.RulesPostBody) {
  checkLabels(body);
  const items = await ctx.db.transaction(async (tx) => {
    const saved: lp.Rule[] = [];
    for (const rule of body) saved.push(await saveRule({ ...ctx, db: tx }, rule)); // in order: SortOrder grows
    return saved;
  });
  return { items };
}

/** Renames move the rule's associations to its new code, then upserts, then deletes; one transaction. */
export async function bulkSaveRules(ctx: ServiceContext, body: lp.RulesBulkBody) {
  checkLabels(body.rules);
  const codes = body.rules.map((r) => r.Code);
  if (new Set(codes).size !== codes.length) throw new HttpError(400, m.codesUnique);
  for (const { to } of body.renames) {
    if (!codes.includes(to)) throw new HttpError(400, format(m.renameTarget, { to }));
  }
  const items = await ctx.db.transaction(async (tx) => {
    const txCtx = { ...ctx, db: tx };
    for (const { from, to } of body.renames) {
      if (from === to) continue;
      const renamed = body.rules.find((r) => r.Code === to);
      const before = await rules.findRule(tx, from);
      if (renamed?.Version !== undefined && before && before.Version !== renamed.Version) {
        throw new HttpError(409, format(m.staleRule, { code: from }));
      }
      await rules.renameRule(tx, from, to);
    }
    const renamedTo = new Set(body.renames.map((r) => r.to));
    const saved: lp.Rule[] = [];
    for (const rule of body.rules) {
      // A renamed rule's version was checked against its old row above.
      saved.push(await saveRule(txCtx, renamedTo.has(rule.Code) ? { ...rule, Version: undefined } : rule));
    }
    if (body.deletes.length) await rules.deleteRules(tx, body.deletes);
    return saved;
  });
  return { items };
}

export async function deleteRule(ctx: ServiceContext, code: string) {
  const deleted = await rules.deleteRules(ctx.db, [code]);
  if (!deleted) throw new HttpError(404, format(m.noRule, { code }));
  return { deleted };
}

export const deleteAllRules = async (ctx: ServiceContext) => ({ deleted: await rules.deleteAllRules(ctx.db) });

export async function listAssociations(ctx: ServiceContext, q: lp.AssociationsQuery) {
  const { onlyUser, courseId } = await readScope(ctx, q.courseId);
  return associations.listAssociations(ctx.db, {
    courseId,
    limit: limitOf(q),
    nextKey: q.nextKey,
    onlyUser,
  });
}

export async function saveAssociations(ctx: ServiceContext, sent: lp.AssociationsPostBody) {
  const canonical = await requireInstructorIn(
    ctx,
    sent.map((a) => a.CourseId),
  );
  const body = sent.map((a) => ({ ...a, CourseId: canonical.get(a.CourseId)! }));
  const known = await rules.existingCodes(
    ctx.db,
    body.map((a) => a.Rule),
  );
  const unknown = body.findIndex((a) => !known.has(a.Rule));
  if (unknown >= 0)
    throw new HttpError(400, format(m.unknownRule, { index: unknown, code: body[unknown]?.Rule ?? '' }));
  return { items: await associations.saveAssociations(ctx.db, body, setter(ctx)) };
}

/** 'Delete all': restorable for 24 hours (`restoreId`). */
export async function deleteCourseAssociations(ctx: ServiceContext, b: lp.CourseAssociationsDeleteBody) {
  const courseId = await instructorCourse(ctx, b.CourseId);
  return associations.deleteCourseAssociations(ctx.db, courseId, setter(ctx), ctx.now());
}

/** A row's Clear: restorable for 24 hours (`restoreId`). */
export async function deleteAssociation(ctx: ServiceContext, b: lp.AssociationDeleteBody) {
  const courseId = await instructorCourse(ctx, b.CourseId);
  return associations.deleteAssociation(ctx.db, courseId, b.ContentItemId, setter(ctx), ctx.now());
}

/** Undo: puts a deletion of the last 24 hours back (410 once it is older or already undone). */
export async function restoreAssociations(ctx: ServiceContext, b: lp.RestoreBody) {
  const courseId = await instructorCourse(ctx, b.CourseId);
  const result = await associations.restoreDeleted(ctx.db, courseId, b.RestoreId, ctx.now());
  if (!result.found) throw new HttpError(410, format(m.restoreGone, { hours: associations.UNDO_HOURS }));
  return { restored: result.restored, skipped: result.skipped };
}

/** A course's default rule: read by its members, set by its instructors. */
export async function getCourseDefault(ctx: ServiceContext, q: lp.CourseDefaultQuery): Promise<lp.CourseDefault> {
  const { courseId } = await readScope(ctx, q.courseId);
  return { CourseId: q.courseId, Rule: await associations.courseDefault(ctx.db, courseId ?? q.courseId) };
}

export async function setCourseDefault(ctx: ServiceContext, b: lp.CourseDefaultBody): Promise<lp.CourseDefault> {
  const courseId = await instructorCourse(ctx, b.CourseId);
  if (b.Rule !== null && !(await rules.existingCodes(ctx.db, [b.Rule])).has(b.Rule)) {
    throw new HttpError(400, format(m.unknownDefault, { code: b.Rule }));
  }
  await associations.setCourseDefault(ctx.db, courseId, b.Rule, setter(ctx));
  return { CourseId: b.CourseId, Rule: b.Rule };
}

/** For the rules admin: which rules courses use (a change of those changes their penalties). */
export const ruleUsage = async (ctx: ServiceContext): Promise<lp.RuleUsage> => ({
  items: await rules.ruleUsage(ctx.db),
});

export async function saveOverride(ctx: ServiceContext, b: lp.OverrideBody) {
  const courseId = await instructorCourse(ctx, b.CourseId);
  const points = Math.round(b.Points * 100) / 100;
  await associations.upsertOverride(ctx.db, courseId, b.ContentItemId, b.UserId, points, setter(ctx));
  return { CourseId: courseId, ContentItemId: b.ContentItemId, UserId: b.UserId, Points: points };
}

export async function deleteOverride(ctx: ServiceContext, b: lp.OverrideDeleteBody) {
  const courseId = await instructorCourse(ctx, b.CourseId);
  await associations.deleteOverride(ctx.db, courseId, b.ContentItemId, b.UserId);
  return { CourseId: courseId, ContentItemId: b.ContentItemId, UserId: b.UserId, Points: null };
}

/**
 * Stores the snapshots and, in the same transaction, a `late-penalty.applied` event per new or changed
 * penalty. A term sent without its name (empty) gets the name from the course cache, which keeps each term for
 * every course of it (issue 26 §4: the screen no longer reads the term itself); Learn not answering
 * leaves the name empty (the admin's view then shows the term's id), never the snapshots unsaved.
 */
export async function saveSnapshots(ctx: ServiceContext, sent: lp.SnapshotsBody, courses: Pick<CourseCache, 'term'>) {
  const body = { ...sent, CourseId: await instructorCourse(ctx, sent.CourseId) };
  if (body.TermId && !body.TermName)
    body.TermName = (await courses.term(ctx.db, ctx.caller, body.TermId).catch(() => null))?.name ?? '';
  const by = ctx.caller.user.id;
  const at = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const changed = await penalties.saveSnapshots(tx, body);
    const events = changed.map(({ item, revision }) =>
      latePenaltyApplied({
        courseId: body.CourseId,
        courseCode: body.CourseCode,
        courseName: body.CourseName,
        contentItemId: item.ContentItemId,
        assignmentTitle: item.AssignmentTitle,
        userId: item.UserId,
        points: item.Points,
        overridden: item.Overridden,
        ruleCode: item.RuleCode,
        ruleLabel: item.RuleLabel,
        revision,
        by,
        at,
      }),
    );
    await publishOwn(tx, events, by);
  });
  return { saved: body.Items.length };
}

export async function listPenalties(ctx: ServiceContext, q: lp.PenaltyViewQuery) {
  const { onlyUser: userId, courseId } = await readScope(ctx, q.courseId);
  return penalties.listPenalties(ctx.db, {
    courseId,
    userId,
    limit: limitOf(q),
    nextKey: q.nextKey,
  });
}
