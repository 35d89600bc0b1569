import { INSTITUTION_ROLES, hasInstitutionRole, latePenalty as lp } from '@tools/backend-api/contracts';
import { parseRule } from '@tools/late-penalty/domain';
import type { ServiceContext } from '../core/context.ts';
import { expectVersion } from '../db/expect-version.ts';
import { latePenaltyApplied } from '../events/course-events.ts';
import { publishOwn } from '../events/own-events.ts';
import { HttpError } from '../http/errors.ts';
import { courseAccess } from '../identity/roles.ts';
import { format } from '../messages.ts';
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
const isAdmin = (ctx: ServiceContext) => hasInstitutionRole(ctx.caller.user.institutionRoleIds, ADMIN);
const limitOf = (q: { limit?: number | undefined }) => q.limit ?? lp.LATE_PENALTY_PAGE_SIZE;

/** Labels must be one of the four sentence formats; the engine's message names what is wrong. */
function checkLabels(items: readonly lp.RuleInput[]) {
  items.forEach((rule, i) => {
    const parsed = parseRule(rule.Label);
    if (!parsed.ok) throw new HttpError(400, format(m.badLabel, { index: i, reason: parsed.error }));
  });
}

/** The caller's own entries only, unless they teach the course (or hold the admin role). */
async function readScope(ctx: ServiceContext, courseId: string | undefined): Promise<string | null> {
  if (!courseId) {
    if (!isAdmin(ctx)) throw new HttpError(403, format(m.needsCourse, { role: ADMIN }));
    return null;
  }
  if (isAdmin(ctx)) return null;
  const access = await courseAccess(ctx.learn, ctx.caller, courseId);
  return access.kind === 'instructor' ? null : ctx.caller.user.id;
}

/** Course writes need an instructor role in every course named (asked of Learn now, once per course). */
async function requireInstructorIn(ctx: ServiceContext, courseIds: Iterable<string>): Promise<void> {
  for (const courseId of new Set(courseIds)) {
    const access = await courseAccess(ctx.learn, ctx.caller, courseId, { fresh: true });
    if (access.kind !== 'instructor') throw new HttpError(403, format(m.instructorsOnly, { courseId }));
  }
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
  const onlyUser = await readScope(ctx, q.courseId);
  return associations.listAssociations(ctx.db, {
    courseId: q.courseId ?? null,
    limit: limitOf(q),
    nextKey: q.nextKey,
    onlyUser,
  });
}

export async function saveAssociations(ctx: ServiceContext, body: lp.AssociationsPostBody) {
  await requireInstructorIn(
    ctx,
    body.map((a) => a.CourseId),
  );
  const known = await rules.existingCodes(
    ctx.db,
    body.map((a) => a.Rule),
  );
  const unknown = body.findIndex((a) => !known.has(a.Rule));
  if (unknown >= 0)
    throw new HttpError(400, format(m.unknownRule, { index: unknown, code: body[unknown]?.Rule ?? '' }));
  return { items: await associations.saveAssociations(ctx.db, body) };
}

export async function deleteCourseAssociations(ctx: ServiceContext, { CourseId }: lp.CourseAssociationsDeleteBody) {
  await requireInstructorIn(ctx, [CourseId]);
  return { deleted: await associations.deleteCourseAssociations(ctx.db, CourseId) };
}

export async function deleteAssociation(ctx: ServiceContext, b: lp.AssociationDeleteBody) {
  await requireInstructorIn(ctx, [b.CourseId]);
  return { deleted: await associations.deleteAssociation(ctx.db, b.CourseId, b.ContentItemId) };
}

export async function saveOverride(ctx: ServiceContext, b: lp.OverrideBody) {
  await requireInstructorIn(ctx, [b.CourseId]);
  const points = Math.round(b.Points * 100) / 100;
  await associations.upsertOverride(ctx.db, b.CourseId, b.ContentItemId, b.UserId, points);
  return { CourseId: b.CourseId, ContentItemId: b.ContentItemId, UserId: b.UserId, Points: points };
}

export async function deleteOverride(ctx: ServiceContext, b: lp.OverrideDeleteBody) {
  await requireInstructorIn(ctx, [b.CourseId]);
  await associations.deleteOverride(ctx.db, b.CourseId, b.ContentItemId, b.UserId);
  return { CourseId: b.CourseId, ContentItemId: b.ContentItemId, UserId: b.UserId, Points: null };
}

/** Stores the snapshots and, in the same transaction, a `late-penalty.applied` event per new or changed penalty. */
export async function saveSnapshots(ctx: ServiceContext, body: lp.SnapshotsBody) {
  await requireInstructorIn(ctx, [body.CourseId]);
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
  const userId = await readScope(ctx, q.courseId);
  return penalties.listPenalties(ctx.db, {
    courseId: q.courseId ?? null,
    userId,
    limit: limitOf(q),
    nextKey: q.nextKey,
  });
}
