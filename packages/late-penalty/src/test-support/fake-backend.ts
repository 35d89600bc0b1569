import { http, HttpResponse } from 'msw';
import * as v from 'valibot';
import { latePenalty as lp } from '@tools/backend-api/contracts';
import { learnServer } from '@tools/testing';

export const BACKEND = 'https://tools.test';

/**
 * In-memory stand-in for our server's late-penalty services in screen tests: same paths and
 * contracts (bodies validated with the shared schemas). Permissions and persistence are the
 * server's own tests' business (apps/server/src/late-penalty).
 */
export function fakeBackend() {
  const rules = new Map<string, lp.Rule>();
  const associations = new Map<string, { CourseId: string; ContentItemId: string; Rule: string; Status: string }>();
  const overrides = new Map<string, number>();
  const snapshots = new Map<string, lp.PenaltyViewRow>();
  const requests: { method: string; path: string; body: unknown }[] = [];
  const failures: { method: string; path: string; status: number; message: string }[] = [];
  let sort = 0;

  const key = (...parts: string[]) => parts.join(':');
  const parse = <S extends v.GenericSchema>(schema: S, body: unknown) => v.parse(schema, body);
  const listAssociations = (courseId: string | null): lp.Association[] =>
    [...associations.values()]
      .filter((a) => !courseId || a.CourseId === courseId)
      .map((a) => {
        const prefix = key(a.CourseId, a.ContentItemId, '');
        const pick = (source: Map<string, number>) =>
          Object.fromEntries(
            [...source].filter(([k]) => k.startsWith(prefix)).map(([k, p]) => [k.slice(prefix.length), p]),
          );
        const penalties = new Map([...snapshots].map(([k, s]) => [k, s.points]));
        return { ID: key(a.CourseId, a.ContentItemId), ...a, Overrides: pick(overrides), Penalties: pick(penalties) };
      });

  const api = {
    rules,
    associations,
    overrides,
    snapshots,
    requests,
    /** The next request matching method + path answers with this status and message. */
    fail(method: string, path: string, status = 500, message = 'Backend down') {
      failures.push({ method, path, status, message });
    },
    addRule(
      Label: string,
      Status: 'Active' | 'Inactive' = 'Active',
      Code = Label.toLowerCase()
        .replace(/%/g, ' percent ')
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, ''),
    ) {
      rules.set(Code, { Code, Label, Status, SortOrder: (sort += 1), Version: 1 });
      return Code;
    },
    assign(CourseId: string, ContentItemId: string, Rule: string) {
      associations.set(key(CourseId, ContentItemId), { CourseId, ContentItemId, Rule, Status: 'Active' });
    },
  };

  async function handle(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const path = url.pathname;
    const text = request.method === 'GET' ? '' : await request.text();
    const body: unknown = text ? JSON.parse(text) : undefined;
    requests.push({ method: request.method, path, body });
    const failure = failures.findIndex((f) => f.method === request.method && f.path === path);
    if (failure >= 0) {
      const [f] = failures.splice(failure, 1);
      return HttpResponse.json({ message: f!.message }, { status: f!.status });
    }
    if (!request.headers.get('authorization')?.startsWith('Bearer '))
      return HttpResponse.json({ message: 'Missing bearer token.' }, { status: 401 });
    const route = `${request.method} ${path}`;
    switch (route) {
      case 'GET /late-penalty-rules':
        return HttpResponse.json({ items: [...rules.values()], nextKey: null });
      case 'POST /late-penalty-rules':
        return HttpResponse.json({ items: parse(lp.RulesPostBody, body).map((r) => save(r)) });
      case 'POST /late-penalty-rules/bulk': {
        const b = parse(lp.RulesBulkBody, body);
        for (const { from, to } of b.renames) {
          for (const a of associations.values()) if (a.Rule === from) a.Rule = to;
          rules.delete(from);
        }
        const items = b.rules.map((r) => save(r));
        for (const code of b.deletes) rules.delete(code);
        return HttpResponse.json({ items });
      }
      case 'DELETE /late-penalty-rules': {
        const { Code } = parse(lp.RuleDeleteBody, body);
        return HttpResponse.json({ deleted: rules.delete(Code) ? 1 : 0 });
      }
      case 'GET /late-penalty-associations':
        return HttpResponse.json({ items: listAssociations(url.searchParams.get('courseId')), nextKey: null });
      case 'POST /late-penalty-associations': {
        const items = parse(lp.AssociationsPostBody, body);
        for (const a of items) {
          associations.set(key(a.CourseId, a.ContentItemId), {
            CourseId: a.CourseId,
            ContentItemId: a.ContentItemId,
            Rule: a.Rule,
            Status: a.Status,
          });
          for (const [u, p] of Object.entries(a.Overrides)) overrides.set(key(a.CourseId, a.ContentItemId, u), p);
        }
        return HttpResponse.json({ items: items.map((a) => ({ ...a, ID: key(a.CourseId, a.ContentItemId) })) });
      }
      case 'DELETE /late-penalty-associations': {
        const { CourseId, ContentItemId } = parse(lp.AssociationDeleteBody, body);
        dropWhere((k) => k.startsWith(key(CourseId, ContentItemId, '')));
        return HttpResponse.json({ deleted: associations.delete(key(CourseId, ContentItemId)) ? 1 : 0 });
      }
      case 'DELETE /late-penalty-associations/course': {
        const { CourseId } = parse(lp.CourseAssociationsDeleteBody, body);
        dropWhere((k) => k.startsWith(`${CourseId}:`));
        let deleted = 0;
        for (const k of [...associations.keys()])
          if (k.startsWith(`${CourseId}:`) && associations.delete(k)) deleted += 1;
        return HttpResponse.json({ deleted });
      }
      case 'POST /late-penalty-overrides': {
        const b = parse(lp.OverrideBody, body);
        overrides.set(key(b.CourseId, b.ContentItemId, b.UserId), b.Points);
        return HttpResponse.json(b);
      }
      case 'DELETE /late-penalty-overrides': {
        const b = parse(lp.OverrideDeleteBody, body);
        overrides.delete(key(b.CourseId, b.ContentItemId, b.UserId));
        return HttpResponse.json({ ...b, Points: null });
      }
      case 'POST /late-penalty-snapshots': {
        const b = parse(lp.SnapshotsBody, body);
        for (const s of b.Items) {
          snapshots.set(key(b.CourseId, s.ContentItemId, s.UserId), {
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
        }
        return HttpResponse.json({ saved: b.Items.length });
      }
      case 'GET /late-penalty-penalties':
        return HttpResponse.json({
          items: [...snapshots.values()].filter((s) => s.points > 0 || s.overridden),
          nextKey: null,
        });
      default:
        return HttpResponse.json({ message: `No route for ${route}.` }, { status: 404 });
    }
  }
  function save(r: lp.RuleInput): lp.Rule {
    const saved = {
      ...r,
      SortOrder: rules.get(r.Code)?.SortOrder ?? (sort += 1),
      Version: (rules.get(r.Code)?.Version ?? 0) + 1,
    };
    rules.set(r.Code, saved);
    return saved;
  }
  function dropWhere(match: (k: string) => boolean) {
    for (const k of [...overrides.keys()]) if (match(k)) overrides.delete(k);
    for (const k of [...snapshots.keys()]) if (match(k)) snapshots.delete(k);
  }

  learnServer.use(http.all(`${BACKEND}/*`, ({ request }) => handle(request)));
  return api;
}
