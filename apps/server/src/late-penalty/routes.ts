import { latePenalty as lp } from '@tools/backend-api/contracts';
import { Hono, type MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import type { Db } from '../db/types.ts';
import { HttpError } from '../http/errors.ts';
import type { AppEnv } from '../http/env.ts';
import { jsonBody, queryParams } from '../http/validate.ts';
import type { LearnIdentityPort } from '../identity/caller.ts';
import { requireInstitutionRole } from '../identity/roles.ts';
import { courseAccess, isLatePenaltyAdmin, LATE_PENALTY_ADMIN, requireInstructorIn } from './access.ts';
import * as associations from './associations-store.ts';
import { parseRule } from '@tools/late-penalty/domain';
import * as penalties from './penalties-store.ts';
import * as rules from './rules-store.ts';

export interface LatePenaltyDeps {
  db: Db;
  learn: LearnIdentityPort;
  identify: MiddlewareHandler<AppEnv>;
  /** Shell origins that may call cross-origin (the app's CORS list covers /lti only). */
  allowedShellOrigins: readonly string[];
}

const PATHS = [
  '/late-penalty-rules',
  '/late-penalty-associations',
  '/late-penalty-overrides',
  '/late-penalty-snapshots',
  '/late-penalty-penalties',
];

/** Labels must be one of the four sentence formats; the engine's message names what is wrong. */
function checkRules(items: readonly lp.RuleInput[]) {
  items.forEach((rule, i) => {
    const parsed = parseRule(rule.Label);
    if (!parsed.ok) throw new HttpError(400, `Invalid request body: ${i}.Label: ${parsed.error}`);
  });
}

const limitOf = (q: { limit?: number | undefined }) => q.limit ?? lp.LATE_PENALTY_PAGE_SIZE;

/**
 * Late-penalty services (spec 002 §7). Reads: rules by anyone identified; associations and
 * penalties by course members (students see only their own entries) or, across courses, by
 * LATE_PENALTY_ADMIN. Writes: rules by LATE_PENALTY_ADMIN; course data by the course's instructors.
 */
export function latePenaltyRoutes(deps: LatePenaltyDeps) {
  const { db, learn, identify } = deps;
  const admin = requireInstitutionRole(LATE_PENALTY_ADMIN);
  const app = new Hono<AppEnv>();
  const allowCors = cors({
    origin: (origin) => (deps.allowedShellOrigins.includes(origin) ? origin : null),
    allowMethods: ['GET', 'POST', 'DELETE'],
    allowHeaders: ['Authorization', 'Content-Type', 'X-Learn-Platform', 'X-Request-Id'],
    exposeHeaders: ['X-Request-Id'],
    maxAge: 600,
  });
  // Scoped to our paths: a '*' middleware of a mounted sub-app would run for the whole server.
  for (const path of PATHS) app.use(path, allowCors).use(`${path}/*`, allowCors);

  return (
    app
      // --- rules ---
      .get('/late-penalty-rules', identify, queryParams(lp.PageQuery), async (c) => {
        const q = c.req.valid('query');
        return c.json(await rules.listRules(db, limitOf(q), q.nextKey));
      })
      .post('/late-penalty-rules', identify, admin, jsonBody(lp.RulesPostBody), async (c) => {
        const body = c.req.valid('json');
        checkRules(body);
        return c.json({ items: await rules.saveRules(db, body) });
      })
      .post('/late-penalty-rules/bulk', identify, admin, jsonBody(lp.RulesBulkBody), async (c) => {
        const body = c.req.valid('json');
        checkRules(body.rules);
        const codes = body.rules.map((r) => r.Code);
        if (new Set(codes).size !== codes.length)
          throw new HttpError(400, 'Invalid request body: rules: Codes must be unique');
        for (const { to } of body.renames) {
          if (!codes.includes(to))
            throw new HttpError(400, `Invalid request body: renames: "${to}" must be one of the saved rules`);
        }
        return c.json({ items: await rules.bulkSaveRules(db, body) });
      })
      .delete('/late-penalty-rules/all', identify, admin, async (c) =>
        c.json({ deleted: await rules.deleteAllRules(db) }),
      )
      .delete('/late-penalty-rules', identify, admin, jsonBody(lp.RuleDeleteBody), async (c) => {
        const { Code } = c.req.valid('json');
        const deleted = await rules.deleteRule(db, Code);
        if (!deleted) throw new HttpError(404, `No rule with code ${Code}.`);
        return c.json({ deleted });
      })
      // --- associations ---
      .get('/late-penalty-associations', identify, queryParams(lp.AssociationsQuery), async (c) => {
        const q = c.req.valid('query');
        const caller = c.var.caller;
        let onlyUser: string | null = null;
        if (!q.courseId) {
          if (!isLatePenaltyAdmin(caller))
            throw new HttpError(
              403,
              `Listing every course needs the institution role ${LATE_PENALTY_ADMIN}; send courseId.`,
            );
        } else if (!isLatePenaltyAdmin(caller)) {
          const access = await courseAccess(learn, caller, q.courseId);
          if (access.role !== 'instructor') onlyUser = access.userId;
        }
        return c.json(
          await associations.listAssociations(db, {
            courseId: q.courseId ?? null,
            limit: limitOf(q),
            nextKey: q.nextKey,
            onlyUser,
          }),
        );
      })
      .post('/late-penalty-associations', identify, jsonBody(lp.AssociationsPostBody), async (c) => {
        const body = c.req.valid('json');
        await requireInstructorIn(
          learn,
          c.var.caller,
          body.map((a) => a.CourseId),
        );
        const known = await rules.existingCodes(
          db,
          body.map((a) => a.Rule),
        );
        const unknown = body.findIndex((a) => !known.has(a.Rule));
        if (unknown >= 0)
          throw new HttpError(400, `Invalid request body: ${unknown}.Rule: no rule with code ${body[unknown]?.Rule}`);
        return c.json({ items: await associations.saveAssociations(db, body) });
      })
      .delete('/late-penalty-associations/course', identify, jsonBody(lp.CourseAssociationsDeleteBody), async (c) => {
        const { CourseId } = c.req.valid('json');
        await requireInstructorIn(learn, c.var.caller, [CourseId]);
        return c.json({ deleted: await associations.deleteCourseAssociations(db, CourseId) });
      })
      .delete('/late-penalty-associations', identify, jsonBody(lp.AssociationDeleteBody), async (c) => {
        const { CourseId, ContentItemId } = c.req.valid('json');
        await requireInstructorIn(learn, c.var.caller, [CourseId]);
        return c.json({ deleted: await associations.deleteAssociation(db, CourseId, ContentItemId) });
      })
      // --- overrides ---
      .post('/late-penalty-overrides', identify, jsonBody(lp.OverrideBody), async (c) => {
        const b = c.req.valid('json');
        await requireInstructorIn(learn, c.var.caller, [b.CourseId]);
        const points = Math.round(b.Points * 100) / 100;
        await associations.upsertOverride(db, b.CourseId, b.ContentItemId, b.UserId, points);
        return c.json({ CourseId: b.CourseId, ContentItemId: b.ContentItemId, UserId: b.UserId, Points: points });
      })
      .delete('/late-penalty-overrides', identify, jsonBody(lp.OverrideDeleteBody), async (c) => {
        const b = c.req.valid('json');
        await requireInstructorIn(learn, c.var.caller, [b.CourseId]);
        await associations.deleteOverride(db, b.CourseId, b.ContentItemId, b.UserId);
        return c.json({ CourseId: b.CourseId, ContentItemId: b.ContentItemId, UserId: b.UserId, Points: null });
      })
      // --- penalty snapshots and the penalty view ---
      .post('/late-penalty-snapshots', identify, jsonBody(lp.SnapshotsBody), async (c) => {
        const body = c.req.valid('json');
        await requireInstructorIn(learn, c.var.caller, [body.CourseId]);
        return c.json({ saved: await penalties.saveSnapshots(db, body) });
      })
      .get('/late-penalty-penalties', identify, queryParams(lp.PenaltyViewQuery), async (c) => {
        const q = c.req.valid('query');
        const caller = c.var.caller;
        let userId: string | null = null;
        if (!isLatePenaltyAdmin(caller)) {
          if (!q.courseId)
            throw new HttpError(
              403,
              `Listing every course needs the institution role ${LATE_PENALTY_ADMIN}; send courseId.`,
            );
          const access = await courseAccess(learn, caller, q.courseId);
          if (access.role !== 'instructor') userId = access.userId;
        }
        return c.json(
          await penalties.listPenalties(db, {
            courseId: q.courseId ?? null,
            userId,
            limit: limitOf(q),
            nextKey: q.nextKey,
          }),
        );
      })
  );
}
