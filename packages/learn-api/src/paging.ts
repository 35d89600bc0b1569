import * as v from 'valibot';
import type { LearnClient, SearchParams } from './client.ts';
import { LearnError } from './errors.ts';

/** The default page size when an endpoint does not declare a larger one. */
export const DEFAULT_PAGE_SIZE = 100;

export type FieldList = string | readonly string[];

/** Options every endpoint function takes as its last argument. */
export interface CallOptions {
  signal?: AbortSignal;
  /** Learn's `fields`: only these properties come back (fewer bytes, same call count). */
  fields?: FieldList;
  /** Learn's `expand`, e.g. `user` on memberships (saves one call per row). */
  expand?: FieldList;
}

export interface PageOptions extends CallOptions {
  searchParams?: SearchParams;
  /** Page size; pass the largest the endpoint allows (EndpointDef.maxPageSize). */
  limit?: number;
}

export interface Page<T> {
  results: T[];
  /** Absolute path of the next page, as Learn returned it. */
  nextPage: string | undefined;
}

/** `fields` / `expand` as Learn's comma-separated query values. */
export function shapeParams(options: CallOptions): SearchParams {
  const join = (value: FieldList | undefined) =>
    value === undefined ? undefined : typeof value === 'string' ? value : value.join(',');
  return { fields: join(options.fields), expand: join(options.expand) };
}

function pageSchema<T>(item: v.GenericSchema<unknown, T>) {
  return v.looseObject({
    results: v.array(item),
    paging: v.optional(v.looseObject({ nextPage: v.optional(v.string()) })),
  });
}

/** Keeps paging on Learn's own API of the same origin: the token must never follow a link elsewhere. */
function nextPath(client: LearnClient, nextPage: string, from: string): string {
  const url = new URL(nextPage, client.baseUrl);
  if (url.origin !== client.baseUrl || !url.pathname.startsWith('/learn/api/')) {
    throw new LearnError({
      kind: 'invalid-response',
      method: 'GET',
      path: from,
      message: `Learn returned a paging.nextPage outside its API for GET ${from}: ${nextPage}`,
    });
  }
  return url.pathname + url.search;
}

/**
 * Pages of a Learn list, following `paging.nextPage` (which already carries limit, offset,
 * fields and filters) until Learn stops sending one.
 */
export async function* paginate<T>(
  client: LearnClient,
  path: string,
  item: v.GenericSchema<unknown, T>,
  options: PageOptions = {},
): AsyncGenerator<Page<T>, void, undefined> {
  const schema = pageSchema(item);
  const seen = new Set<string>();
  let current: { path: string; searchParams?: SearchParams } = {
    path,
    searchParams: { ...options.searchParams, ...shapeParams(options), limit: options.limit ?? DEFAULT_PAGE_SIZE },
  };
  for (;;) {
    const body = await client.request({
      method: 'GET',
      ...current,
      schema,
      ...(options.signal ? { signal: options.signal } : {}),
    });
    const nextPage = body.paging?.nextPage;
    yield { results: body.results, nextPage };
    if (!nextPage) return;
    const next = nextPath(client, nextPage, current.path);
    if (seen.has(next)) {
      throw new LearnError({
        kind: 'invalid-response',
        method: 'GET',
        path: next,
        message: `Learn sent the same paging.nextPage twice: ${next}`,
      });
    }
    seen.add(next);
    current = { path: next };
  }
}

/** Every result of a Learn list (all pages). */
export async function collectAll<T>(
  client: LearnClient,
  path: string,
  item: v.GenericSchema<unknown, T>,
  options: PageOptions = {},
): Promise<T[]> {
  const all: T[] = [];
  for await (const page of paginate(client, path, item, options)) all.push(...page.results);
  return all;
}
