import { badRequest } from '../errors.ts';
import type { LearnCtx } from '../router.ts';

/** A boolean query filter (`available=true`); anything but true/false is a 400, as Learn answers. */
export function booleanParam(ctx: LearnCtx, name: string): boolean | undefined {
  const raw = ctx.query.get(name);
  if (raw === null || raw === '') return undefined;
  if (raw !== 'true' && raw !== 'false') throw badRequest(`Invalid ${name} value: '${raw}'. Expected true or false.`);
  return raw === 'true';
}

/**
 * Learn's `sort`: a comma list of properties, each optionally suffixed `(desc)`. Only the
 * endpoint's documented properties are accepted (others are a 400).
 */
export function sortBy<T>(ctx: LearnCtx, items: T[], allowed: Record<string, (item: T) => string>): T[] {
  const raw = ctx.query.get('sort');
  if (!raw) return items;
  const keys = raw.split(',').map((part) => {
    const match = /^\s*([\w.]+)\s*(\(desc\))?\s*$/.exec(part);
    const read = match ? allowed[match[1]!] : undefined;
    if (!match || !read)
      throw badRequest(`Invalid sort field '${part.trim()}'. Supported: ${Object.keys(allowed).join(', ')}`);
    return { read, sign: match[2] ? -1 : 1 };
  });
  return [...items].sort((a, b) => {
    for (const { read, sign } of keys) {
      const order = read(a).localeCompare(read(b));
      if (order !== 0) return order * sign;
    }
    return 0;
  });
}

/** `created`/`createdCompare` (and the same for `modified`): greaterOrEqual by default, or lessThan. */
export function dateFilter<T>(ctx: LearnCtx, name: 'created' | 'modified', read: (item: T) => string) {
  const raw = ctx.query.get(name);
  if (!raw) return () => true;
  const at = Date.parse(raw);
  if (Number.isNaN(at)) throw badRequest(`Invalid ${name} value: '${raw}'. Expected an ISO 8601 date-time.`);
  const compare = ctx.query.get(`${name}Compare`) ?? 'greaterOrEqual';
  if (compare !== 'greaterOrEqual' && compare !== 'lessThan')
    throw badRequest(`Invalid ${name}Compare value: '${compare}'. Expected lessThan or greaterOrEqual.`);
  return (item: T) => (compare === 'lessThan' ? Date.parse(read(item)) < at : Date.parse(read(item)) >= at);
}
