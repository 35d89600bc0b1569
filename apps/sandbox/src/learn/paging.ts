import { badRequest } from './errors.ts';

/**
 * Learn pages every list: `limit` (clamped to the endpoint's maximum) and `offset`; while more
 * rows remain the body carries `paging.nextPage`, the path and query of the next request.
 * The swagger documents no maximum for the endpoints we serve, so they use Learn's usual 100.
 */
export const DEFAULT_MAX_PAGE = 100;

export interface Page<T> {
  results: T[];
  paging?: { nextPage: string };
}

function intParam(query: URLSearchParams, name: string, min: number): number | undefined {
  const raw = query.get(name);
  if (raw === null || raw === '') return undefined;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min)
    throw badRequest(`Invalid ${name} value: '${raw}'. It must be an integer of at least ${min}.`);
  return n;
}

export function paginate<T>(items: T[], path: string, query: URLSearchParams, max = DEFAULT_MAX_PAGE): Page<T> {
  const offset = intParam(query, 'offset', 0) ?? 0;
  const limit = Math.min(intParam(query, 'limit', 1) ?? max, max);
  const results = items.slice(offset, offset + limit);
  if (offset + limit >= items.length) return { results };
  const next = new URLSearchParams(query);
  next.set('offset', String(offset + limit));
  if (query.has('limit')) next.set('limit', String(limit));
  return { results, paging: { nextPage: `${path}?${next.toString()}` } };
}
