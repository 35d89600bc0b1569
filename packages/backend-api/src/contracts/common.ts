import { format } from '@tools/launch/format';
import * as v from 'valibot';
import { contractMessages as M } from './messages.ts';

/** Every error answer of the server: `{ message }` with a fitting HTTP status. */
export const ErrorBody = v.object({ message: v.string() });
export type ErrorBody = v.InferOutput<typeof ErrorBody>;

export const HealthResponse = v.object({
  status: v.picklist(['ok', 'error']),
  database: v.picklist(['ok', 'error']),
});
export type HealthResponse = v.InferOutput<typeof HealthResponse>;

/** An absolute http(s) URL. */
export const HttpUrl = v.pipe(
  v.string(M.urlNotString),
  v.maxLength(2048, format(M.urlTooLong, { max: 2048 })),
  v.url(M.urlNotAbsolute),
  v.check((s) => /^https?:\/\//i.test(s), M.urlNotHttp),
);

/**
 * Control characters (NUL included) never belong in what we store or page by: PostgreSQL
 * refuses NUL in text (a 500), and the rest are invisible spoofing. Tabs and line breaks are
 * allowed only where a field says so (`multiline`).
 */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
// eslint-disable-next-line no-control-regex
const CONTROL_OR_BREAK = /[\u0000-\u001F\u007F]/;

export const noControlChars = (name: string, multiline = false) =>
  v.check<string, string>((s) => !(multiline ? CONTROL : CONTROL_OR_BREAK).test(s), format(M.controlChars, { name }));

/**
 * The one string schema for our contracts: a bounded, trimmed string without control
 * characters. `optional`/`nullable` wrap it; nothing else builds raw strings.
 */
export const text = (name: string, max: number, opts: { multiline?: boolean; allowEmpty?: boolean } = {}) =>
  v.pipe(
    v.string(format(M.notString, { name })),
    v.trim(),
    v.check((s) => opts.allowEmpty === true || s.length > 0, format(M.required, { name })),
    v.maxLength(max, format(M.tooLongAtMost, { name, max })),
    noControlChars(name, opts.multiline),
  );

/**
 * Learn ids (`_12_1`), uuids and other opaque ids: no separators we use ourselves, and nothing
 * that would change a URL's path if an id were ever placed in one unencoded (`/`, `\`, `?`, `#`,
 * `%`, a `.` or `..` segment).
 */
export const learnId = (name: string) =>
  v.pipe(
    text(name, 100),
    v.regex(/^[^:\s]+$/, format(M.idColonOrSpace, { name })),
    v.regex(/^[^/\\?#%]+$/, format(M.idPathChars, { name })),
    v.check((s) => s !== '.' && s !== '..', format(M.idDots, { name })),
  );

/**
 * A finite number within [min, max]. Checked after rounding to `decimals` too, so a value
 * that rounds to something unstorable (1e308 * 100) is refused, not stored as null.
 */
export const boundedNumber = (name: string, min: number, max: number, decimals?: number) =>
  v.pipe(
    v.number(format(M.notNumber, { name })),
    v.finite(format(M.notFinite, { name })),
    v.minValue(min, format(M.atLeast, { name, min })),
    v.maxValue(max, format(M.atMost, { name, max })),
    v.check(
      (n) => decimals === undefined || Number.isFinite(Math.round(n * 10 ** decimals)),
      format(M.decimals, { name, decimals: String(decimals) }),
    ),
  );

/** A percentage from 0 to 100 ('score must be between 0 and 100'). */
export const percent = (name: string) =>
  v.pipe(
    v.number(format(M.notNumber, { name })),
    v.finite(format(M.notFinite, { name })),
    v.minValue(0, format(M.between, { name, min: 0, max: 100 })),
    v.maxValue(100, format(M.between, { name, min: 0, max: 100 })),
  );

/** Points in a gradebook: 0 to 100,000 with 2 decimals (Learn's own bound is lower). */
export const points = (name: string) => boundedNumber(name, 0, 100_000, 2);

/** Keyset paging: `limit` as a query string, `nextKey` the opaque key of the previous page. */
export const pageQuery = (maxLimit: number) =>
  v.object({
    limit: v.optional(
      v.pipe(
        v.string(),
        v.regex(/^\d{1,6}$/, format(M.notWhole, { name: 'limit' })),
        v.transform(Number),
        v.minValue(1, format(M.atLeast, { name: 'limit', min: 1 })),
        v.maxValue(maxLimit, format(M.atMost, { name: 'limit', max: maxLimit })),
      ),
    ),
    /** Opaque JSON continuation key returned by the previous page. */
    nextKey: v.optional(
      v.pipe(v.string(), v.maxLength(500, format(M.tooLong, { name: 'nextKey' })), noControlChars('nextKey')),
    ),
  });

/** A page of `item`s and the key of the next page (null on the last). */
export const page = <S extends v.GenericSchema>(item: S) =>
  v.object({ items: v.array(item), nextKey: v.nullable(v.string()) });
