import * as v from 'valibot';
import { HttpError } from '../http/errors.ts';
import { serverMessages } from '../messages.ts';

/**
 * Keyset paging: `nextKey` is the JSON of the last row's key (spec 002 §7 "nextKey (JSON)").
 * Stable under concurrent inserts, unlike offsets. Fetch `limit + 1` rows and pass them to
 * `pageOf`; decode the caller's key with `decodeKey` (a malformed key is a 400, never a 500).
 */
export function decodeKey<S extends v.GenericSchema>(schema: S, raw: string | undefined): v.InferOutput<S> | null {
  if (raw === undefined || raw === '') return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw new HttpError(400, serverMessages.badNextKey);
  }
  const parsed = v.safeParse(schema, value);
  if (!parsed.success) throw new HttpError(400, serverMessages.badNextKey);
  return parsed.output;
}

/** Rows were fetched with limit + 1: a further row means there is a next page. */
export function pageOf<R, K>(rows: R[], limit: number, keyOf: (row: R) => K): { rows: R[]; nextKey: string | null } {
  if (rows.length <= limit) return { rows, nextKey: null };
  const page = rows.slice(0, limit);
  return { rows: page, nextKey: JSON.stringify(keyOf(page[page.length - 1] as R)) };
}

/** A key part: a bounded string without control characters (PostgreSQL refuses NUL). */
// eslint-disable-next-line no-control-regex
export const keyText = v.pipe(v.string(), v.maxLength(200), v.regex(/^[^\u0000-\u001F\u007F]*$/));

/**
 * A timestamp key part: exactly what `Date.prototype.toISOString()` writes for a real instant (the
 * form `pageOf` hands out), so PostgreSQL never sees a date it would refuse with a 500
 * (`2024-02-30`, `yesterday`, a year 99999).
 */
export const keyTimestamp = v.pipe(
  v.string(),
  v.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
  v.check((text) => {
    const time = Date.parse(text);
    return !Number.isNaN(time) && new Date(time).toISOString() === text;
  }),
);

const BIGINT_MAX = 9223372036854775807n;
/** A bigint key part (a serial id as text): digits, at most PostgreSQL's bigint maximum. */
export const keyBigint = v.pipe(
  v.string(),
  v.regex(/^\d{1,19}$/),
  v.check((text) => BigInt(text) <= BIGINT_MAX),
);
