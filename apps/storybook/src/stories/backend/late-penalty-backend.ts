import { http, type HttpResponseResolver, type JsonBodyType } from 'msw';
import { latePenalty as lp } from '@tools/backend-api/contracts';
import { BACKEND_URL, type Sandbox } from '../../tool-story.tsx';
import {
  answer,
  identify,
  parse,
  requireCourseRole,
  searchParams,
  ServerError,
  type Caller,
} from './server-identity.ts';

const ADMIN = 'LATE_PENALTY_ADMIN';
const isAdmin = (caller: Caller) => caller.institutionRoleIds.some((r) => r.toUpperCase() === ADMIN);

/** What the story's server holds when the story opens (the server's tables, in memory). */
export interface LatePenaltySeed {
  rules?: lp.RuleInput[];
  associations?: { CourseId: string; ContentItemId: string; Rule: string; Overrides?: Record<string, number> }[];
  penalties?: lp.PenaltyViewRow[];
}

/**
 * Stands for our server's late-penalty services (apps/server/src/late-penalty/routes.ts) with an
 * in-memory store per story: same paths, shared contracts on every query and body, callers
 * identified with Learn, rules writes and the all-course lists for LATE_PENALTY_ADMIN only,
 * course writes for the course's instructors only, students see only their own overrides, all
 * with the server's messages. `fail` makes every call answer like a server that is down.
 */
export function latePenaltyBackend(seed: (sandbox: Sandbox) => LatePenaltySeed, options: { fail?: boolean } = {}) {
  return (sandbox: Sandbox) => {
    const initial = seed(sandbox);
    const rules = new Map<string, lp.Rule>();
    let sortOrder = 0;
    const putRule = (r: lp.RuleInput) =>
      rules.set(r.Code, {
        ...r,
        SortOrder: rules.get(r.Code)?.SortOrder ?? (sortOrder += 1),
        Version: (rules.get(r.Code)?.Version ?? 0) + 1,
      });
    initial.rules?.forEach(putRule);
    const associations = new Map<string, lp.Association>();
    for (const a of initial.associations ?? []) {
      const ID = `${a.CourseId}:${a.ContentItemId}`;
      associations.set(ID, {
        ID,
        CourseId: a.CourseId,
        ContentItemId: a.ContentItemId,
        Rule: a.Rule,
        Status: 'Active',
        Overrides: a.Overrides ?? {},
        Penalties: {},
      });
    }
    const penalties = new Map(
      (initial.penalties ?? []).map((p) => [`${p.courseId}:${p.contentItemId}:${p.userId}`, p]),
    );

    const instructorIn = async (caller: Caller, courseId: string) => {
      const { courseRoleId } = await requireCourseRole(sandbox, caller, courseId);
      if (!courseRoleId.toLowerCase().includes('instructor'))
        throw new ServerError(403, `Only instructors of course ${courseId} may change its late penalties.`);
    };
    const requireAdmin = (caller: Caller) => {
      if (!isAdmin(caller)) throw new ServerError(403, `This action needs the institution role ${ADMIN}.`);
    };
    /** One page of a list: nextKey is the (opaque to clients) JSON offset of the next page. */
    const page = <T>(items: T[], q: lp.PageQuery) => {
      const offset = q.nextKey ? Number((JSON.parse(q.nextKey) as { offset?: unknown }).offset) || 0 : 0;
      const limit = q.limit ?? lp.LATE_PENALTY_PAGE_SIZE;
      const next = offset + limit < items.length ? JSON.stringify({ offset: offset + limit }) : null;
      return { items: items.slice(offset, offset + limit), nextKey: next };
    };
    const sortedRules = () => [...rules.values()].sort((a, b) => (a.SortOrder ?? 0) - (b.SortOrder ?? 0));
    const body = async <S extends Parameters<typeof parse>[0]>(schema: S, request: Request) =>
      parse(schema, await request.json().catch(() => null), 'request body');

    type Route = (request: Request, caller: Caller) => Promise<JsonBodyType>;
    const route =
      (run: Route): HttpResponseResolver =>
      ({ request }) =>
        answer(async () => {
          if (options.fail) throw new ServerError(503, 'The late-penalty service is unavailable.');
          return run(request, await identify(sandbox, request));
        });
    const url = (path: string) => `${BACKEND_URL}/${path}`;

    return [
      http.get(
        url('late-penalty-rules'),
        route(async (request) => page(sortedRules(), parse(lp.PageQuery, searchParams(request), 'query'))),
      ),
      http.post(
        url('late-penalty-rules/bulk'),
        route(async (request, caller) => {
          requireAdmin(caller);
          const b = await body(lp.RulesBulkBody, request);
          for (const { from, to } of b.renames) {
            rules.delete(from);
            for (const a of associations.values()) if (a.Rule === from) a.Rule = to;
          }
          b.rules.forEach(putRule);
          for (const code of b.deletes) rules.delete(code);
          return { items: sortedRules() };
        }),
      ),
      http.delete(
        url('late-penalty-rules'),
        route(async (request, caller) => {
          requireAdmin(caller);
          const { Code } = await body(lp.RuleDeleteBody, request);
          if (!rules.delete(Code)) throw new ServerError(404, `No rule with code ${Code}.`);
          return { deleted: 1 };
        }),
      ),
      http.get(
        url('late-penalty-associations'),
        route(async (request, caller) => {
          const q = parse(lp.AssociationsQuery, searchParams(request), 'query');
          let onlyUser: string | null = null;
          if (!q.courseId) {
            if (!isAdmin(caller))
              throw new ServerError(403, `Listing every course needs the institution role ${ADMIN}; send courseId.`);
          } else if (!isAdmin(caller)) {
            const { courseRoleId } = await requireCourseRole(sandbox, caller, q.courseId);
            if (!courseRoleId.toLowerCase().includes('instructor')) onlyUser = caller.id;
          }
          const own = (points: Record<string, number>) =>
            onlyUser ? Object.fromEntries(Object.entries(points).filter(([u]) => u === onlyUser)) : points;
          const items = [...associations.values()]
            .filter((a) => !q.courseId || a.CourseId === q.courseId)
            .map((a) => ({ ...a, Overrides: own(a.Overrides), Penalties: own(a.Penalties) }));
          return page(items, q);
        }),
      ),
      http.post(
        url('late-penalty-associations'),
        route(async (request, caller) => {
          const items = await body(lp.AssociationsPostBody, request);
          for (const courseId of new Set(items.map((a) => a.CourseId))) await instructorIn(caller, courseId);
          const unknown = items.findIndex((a) => !rules.has(a.Rule));
          if (unknown >= 0)
            throw new ServerError(
              400,
              `Invalid request body: ${unknown}.Rule: no rule with code ${items[unknown]?.Rule}`,
            );
          const saved = items.map((a) => {
            const ID = `${a.CourseId}:${a.ContentItemId}`;
            const before = associations.get(ID);
            const next: lp.Association = {
              ID,
              CourseId: a.CourseId,
              ContentItemId: a.ContentItemId,
              Rule: a.Rule,
              Status: a.Status,
              Overrides: { ...before?.Overrides, ...a.Overrides },
              Penalties: { ...before?.Penalties, ...a.Penalties },
            };
            associations.set(ID, next);
            return next;
          });
          return { items: saved };
        }),
      ),
      http.delete(
        url('late-penalty-associations'),
        route(async (request, caller) => {
          const { CourseId, ContentItemId } = await body(lp.AssociationDeleteBody, request);
          await instructorIn(caller, CourseId);
          return { deleted: associations.delete(`${CourseId}:${ContentItemId}`) ? 1 : 0 };
        }),
      ),
      http.post(
        url('late-penalty-overrides'),
        route(async (request, caller) => {
          const b = await body(lp.OverrideBody, request);
          await instructorIn(caller, b.CourseId);
          const a = associations.get(`${b.CourseId}:${b.ContentItemId}`);
          if (!a) throw new ServerError(404, `No rule is set for content item ${b.ContentItemId}.`);
          const points = Math.round(b.Points * 100) / 100;
          a.Overrides = { ...a.Overrides, [b.UserId]: points };
          return { CourseId: b.CourseId, ContentItemId: b.ContentItemId, UserId: b.UserId, Points: points };
        }),
      ),
      http.delete(
        url('late-penalty-overrides'),
        route(async (request, caller) => {
          const b = await body(lp.OverrideDeleteBody, request);
          await instructorIn(caller, b.CourseId);
          const a = associations.get(`${b.CourseId}:${b.ContentItemId}`);
          if (a) a.Overrides = Object.fromEntries(Object.entries(a.Overrides).filter(([u]) => u !== b.UserId));
          return { CourseId: b.CourseId, ContentItemId: b.ContentItemId, UserId: b.UserId, Points: null };
        }),
      ),
      http.post(
        url('late-penalty-snapshots'),
        route(async (request, caller) => {
          const b = await body(lp.SnapshotsBody, request);
          await instructorIn(caller, b.CourseId);
          for (const s of b.Items) {
            penalties.set(`${b.CourseId}:${s.ContentItemId}:${s.UserId}`, {
              courseId: b.CourseId,
              courseCode: b.CourseCode,
              courseName: b.CourseName,
              termId: b.TermId,
              termName: b.TermName,
              userId: s.UserId,
              firstName: s.FirstName,
              lastName: s.LastName,
              contentItemId: s.ContentItemId,
              assignmentTitle: s.AssignmentTitle,
              ruleCode: s.RuleCode,
              ruleLabel: s.RuleLabel,
              points: s.Points,
              overridden: s.Overridden,
            });
            const a = associations.get(`${b.CourseId}:${s.ContentItemId}`);
            if (a) a.Penalties = { ...a.Penalties, [s.UserId]: s.Points };
          }
          return { saved: b.Items.length };
        }),
      ),
      http.get(
        url('late-penalty-penalties'),
        route(async (request, caller) => {
          const q = parse(lp.PenaltyViewQuery, searchParams(request), 'query');
          let userId: string | null = null;
          if (!isAdmin(caller)) {
            if (!q.courseId)
              throw new ServerError(403, `Listing every course needs the institution role ${ADMIN}; send courseId.`);
            const { courseRoleId } = await requireCourseRole(sandbox, caller, q.courseId);
            if (!courseRoleId.toLowerCase().includes('instructor')) userId = caller.id;
          }
          const rows = [...penalties.values()].filter(
            (p) => (!q.courseId || p.courseId === q.courseId) && (!userId || p.userId === userId),
          );
          return page(rows, q);
        }),
      ),
    ];
  };
}
