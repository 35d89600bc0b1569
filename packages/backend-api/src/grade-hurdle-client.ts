import ky, { type KyInstance } from 'ky';
import { call, type BackendClientOptions } from './client.ts';
import * as gh from './contracts/grade-hurdle.ts';

/** Spec 002 §7: back-end calls of the hurdle tools time out after 20-25 s. */
export const GRADE_HURDLE_TIMEOUT_MS = 25_000;

const query = (q: Record<string, string | number | undefined>) =>
  Object.fromEntries(Object.entries(q).filter((e): e is [string, string | number] => e[1] !== undefined));

type PageArgs = { limit?: number; nextKey?: string | null };

/**
 * Typed client for the Grade Hurdle services of our server (spec 002 §7 "Grade Hurdle back end").
 * Bodies use the spec's PascalCase keys; answers come back in the contracts' camelCase.
 */
export interface GradeHurdleClient {
  listAssociations(page?: PageArgs & { courseId?: string }): Promise<gh.AssociationsPage>;
  /** Every association (the admin's list, 200 a page), or one course's, following nextKey. */
  allAssociations(courseId?: string): Promise<gh.Association[]>;
  patchAssociation(body: gh.AssociationPatch): Promise<gh.AssociationsSaved>;
  putAssociation(body: gh.AssociationPut): Promise<gh.AssociationsSaved>;
  postAssociations(items: gh.AssociationsPost): Promise<gh.AssociationsSaved>;
  deleteAssociation(body: gh.AssociationDelete): Promise<gh.Deleted>;
  recordWritebacks(body: gh.WritebacksPost): Promise<gh.Recorded>;
  markUndone(body: gh.WritebacksUndone): Promise<gh.Recorded>;
  listWritebacks(args: PageArgs & { courseId: string; runId: string }): Promise<gh.WritebacksPage>;
  allWritebacks(courseId: string, runId: string): Promise<gh.Writeback[]>;
  listRuns(courseId: string): Promise<gh.Runs>;
}

export function createGradeHurdleClient(options: BackendClientOptions): GradeHurdleClient {
  const headers: Record<string, string> = {};
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.platformUrl) headers['X-Learn-Platform'] = options.platformUrl;
  const http: KyInstance = ky.create({
    prefixUrl: options.baseUrl.replace(/\/+$/, ''),
    headers,
    timeout: options.timeoutMs ?? GRADE_HURDLE_TIMEOUT_MS,
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
  const ASSOCIATIONS = 'grade-hurdle-associations';
  const client: GradeHurdleClient = {
    listAssociations: (p = {}) =>
      call(gh.AssociationsPage, () =>
        http
          .get(ASSOCIATIONS, {
            searchParams: query({ courseId: p.courseId, limit: p.limit, nextKey: p.nextKey ?? undefined }),
          })
          .json(),
      ),
    allAssociations: (courseId) =>
      all((nextKey) => client.listAssociations({ courseId, limit: gh.GRADE_HURDLE_PAGE_SIZE, nextKey })),
    patchAssociation: (body) => call(gh.AssociationsSaved, () => http.patch(ASSOCIATIONS, { json: body }).json()),
    putAssociation: (body) => call(gh.AssociationsSaved, () => http.put(ASSOCIATIONS, { json: body }).json()),
    postAssociations: (items) => call(gh.AssociationsSaved, () => http.post(ASSOCIATIONS, { json: items }).json()),
    deleteAssociation: (body) => call(gh.Deleted, () => http.delete(ASSOCIATIONS, { json: body }).json()),
    recordWritebacks: (body) => call(gh.Recorded, () => http.post('grade-hurdle-writebacks', { json: body }).json()),
    markUndone: (body) => call(gh.Recorded, () => http.post('grade-hurdle-writebacks/undone', { json: body }).json()),
    listWritebacks: (p) =>
      call(gh.WritebacksPage, () =>
        http
          .get('grade-hurdle-writebacks', {
            searchParams: query({
              courseId: p.courseId,
              runId: p.runId,
              limit: p.limit,
              nextKey: p.nextKey ?? undefined,
            }),
          })
          .json(),
      ),
    allWritebacks: (courseId, runId) =>
      all((nextKey) => client.listWritebacks({ courseId, runId, limit: gh.GRADE_HURDLE_PAGE_SIZE, nextKey })),
    listRuns: (courseId) => call(gh.Runs, () => http.get('grade-hurdle-runs', { searchParams: { courseId } }).json()),
  };
  return client;
}
