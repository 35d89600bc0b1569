import type * as v from 'valibot';
import type { LearnClient, SearchParams } from '../client.ts';
import type { EndpointDef } from '../endpoint.ts';
import { collectAll, shapeParams, DEFAULT_PAGE_SIZE, type CallOptions } from '../paging.ts';

type PathParams = Readonly<Record<string, string>>;

/** One request to a declared endpoint, with fields/expand and the caller's signal. */
export function send<T>(
  client: LearnClient,
  def: EndpointDef,
  params: PathParams,
  schema: v.GenericSchema<unknown, T> | undefined,
  options: CallOptions = {},
  extra: { searchParams?: SearchParams; json?: unknown } = {},
): Promise<T> {
  return client.request({
    method: def.method,
    path: def.path(params),
    searchParams: { ...extra.searchParams, ...shapeParams(options) },
    ...(schema ? { schema } : {}),
    ...(extra.json === undefined ? {} : { json: extra.json }),
    ...(options.signal ? { signal: options.signal } : {}),
  });
}

/** Every result of a declared list endpoint, at the largest page size it allows. */
export function sendAll<T>(
  client: LearnClient,
  def: EndpointDef,
  params: PathParams,
  item: v.GenericSchema<unknown, T>,
  options: CallOptions = {},
  searchParams: SearchParams = {},
): Promise<T[]> {
  return collectAll(client, def.path(params), item, {
    ...options,
    searchParams,
    limit: def.maxPageSize ?? DEFAULT_PAGE_SIZE,
  });
}
