import ky, { HTTPError, type KyInstance } from 'ky';
import * as v from 'valibot';
import type { BackendClientOptions } from './client.ts';
import { BackendError } from './client.ts';
import { ErrorBody } from './contracts/common.ts';
import * as lp from './contracts/late-penalty.ts';

/** Spec 002 §7: 20 s for the rules and association services. */
export const LATE_PENALTY_TIMEOUT_MS = 20_000;

async function call<S extends v.GenericSchema>(schema: S, request: () => Promise<unknown>): Promise<v.InferOutput<S>> {
  let body: unknown;
  try {
    body = await request();
  } catch (error) {
    if (error instanceof HTTPError) {
      const parsed = v.safeParse(ErrorBody, await error.response.json().catch(() => null));
      throw new BackendError(
        parsed.success ? parsed.output.message : `Request failed with status ${error.response.status}`,
        error.response.status,
      );
    }
    throw error;
  }
  const parsed = v.safeParse(schema, body);
  if (!parsed.success)
    throw new BackendError(`Unexpected response from the server: ${parsed.issues[0]?.message ?? 'invalid body'}`, 502);
  return parsed.output;
}

const query = (q: Record<string, string | number | undefined>) =>
  Object.fromEntries(Object.entries(q).filter((e): e is [string, string | number] => e[1] !== undefined));

export interface LatePenaltyClient {
  listRules(page?: { limit?: number; nextKey?: string | null }): Promise<lp.RulesPage>;
  /** Every rule, following nextKey. */
  allRules(): Promise<lp.Rule[]>;
  saveRules(rules: lp.RuleInput[]): Promise<lp.RulesSaved>;
  bulkSaveRules(body: lp.RulesBulkBody): Promise<lp.RulesSaved>;
  deleteRule(body: lp.RuleDeleteBody): Promise<lp.Deleted>;
  deleteAllRules(): Promise<lp.Deleted>;
  listAssociations(page?: { courseId?: string; limit?: number; nextKey?: string | null }): Promise<lp.AssociationsPage>;
  /** Every association of a course (or of all courses for the admin), following nextKey. */
  allAssociations(courseId?: string): Promise<lp.Association[]>;
  saveAssociations(items: lp.AssociationInput[]): Promise<lp.AssociationsSaved>;
  deleteAssociation(body: lp.AssociationDeleteBody): Promise<lp.Deleted>;
  deleteCourseAssociations(body: lp.CourseAssociationsDeleteBody): Promise<lp.Deleted>;
  saveOverride(body: lp.OverrideBody): Promise<lp.OverrideSaved>;
  deleteOverride(body: lp.OverrideDeleteBody): Promise<lp.OverrideSaved>;
  saveSnapshots(body: lp.SnapshotsBody): Promise<lp.SnapshotsSaved>;
  listPenalties(page?: { courseId?: string; limit?: number; nextKey?: string | null }): Promise<lp.PenaltyViewPage>;
  allPenalties(courseId?: string): Promise<lp.PenaltyViewRow[]>;
}

/** Typed client for the late-penalty services of our server; answers are validated with the shared contracts. */
export function createLatePenaltyClient(options: BackendClientOptions): LatePenaltyClient {
  const headers: Record<string, string> = {};
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.platformUrl) headers['X-Learn-Platform'] = options.platformUrl;
  const http: KyInstance = ky.create({
    prefixUrl: options.baseUrl.replace(/\/+$/, ''),
    headers,
    timeout: options.timeoutMs ?? LATE_PENALTY_TIMEOUT_MS,
    retry: 0,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  async function all<T>(
    page: (nextKey: string | undefined) => Promise<{ items: T[]; nextKey: string | null }>,
  ): Promise<T[]> {
    const out: T[] = [];
    let key: string | undefined;
    do {
      const p = await page(key);
      out.push(...p.items);
      key = p.nextKey ?? undefined;
    } while (key);
    return out;
  }
  const client: LatePenaltyClient = {
    listRules: (p = {}) =>
      call(lp.RulesPage, () =>
        http
          .get('late-penalty-rules', { searchParams: query({ limit: p.limit, nextKey: p.nextKey ?? undefined }) })
          .json(),
      ),
    allRules: () => all((nextKey) => client.listRules({ limit: lp.LATE_PENALTY_PAGE_SIZE, nextKey })),
    saveRules: (rules) => call(lp.RulesSaved, () => http.post('late-penalty-rules', { json: rules }).json()),
    bulkSaveRules: (body) => call(lp.RulesSaved, () => http.post('late-penalty-rules/bulk', { json: body }).json()),
    deleteRule: (body) => call(lp.Deleted, () => http.delete('late-penalty-rules', { json: body }).json()),
    deleteAllRules: () => call(lp.Deleted, () => http.delete('late-penalty-rules/all').json()),
    listAssociations: (p = {}) =>
      call(lp.AssociationsPage, () =>
        http
          .get('late-penalty-associations', {
            searchParams: query({ courseId: p.courseId, limit: p.limit, nextKey: p.nextKey ?? undefined }),
          })
          .json(),
      ),
    allAssociations: (courseId) =>
      all((nextKey) => client.listAssociations({ courseId, limit: lp.LATE_PENALTY_PAGE_SIZE, nextKey })),
    saveAssociations: (items) =>
      call(lp.AssociationsSaved, () => http.post('late-penalty-associations', { json: items }).json()),
    deleteAssociation: (body) =>
      call(lp.Deleted, () => http.delete('late-penalty-associations', { json: body }).json()),
    deleteCourseAssociations: (body) =>
      call(lp.Deleted, () => http.delete('late-penalty-associations/course', { json: body }).json()),
    saveOverride: (body) => call(lp.OverrideSaved, () => http.post('late-penalty-overrides', { json: body }).json()),
    deleteOverride: (body) =>
      call(lp.OverrideSaved, () => http.delete('late-penalty-overrides', { json: body }).json()),
    saveSnapshots: (body) => call(lp.SnapshotsSaved, () => http.post('late-penalty-snapshots', { json: body }).json()),
    listPenalties: (p = {}) =>
      call(lp.PenaltyViewPage, () =>
        http
          .get('late-penalty-penalties', {
            searchParams: query({ courseId: p.courseId, limit: p.limit, nextKey: p.nextKey ?? undefined }),
          })
          .json(),
      ),
    allPenalties: (courseId) =>
      all((nextKey) => client.listPenalties({ courseId, limit: lp.LATE_PENALTY_PAGE_SIZE, nextKey })),
  };
  return client;
}
