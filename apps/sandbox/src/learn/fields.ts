/**
 * Learn's `fields=` filter: a comma list of paths (`id,name.given,contact`). A path naming an
 * object keeps all of it; unknown paths are ignored. Paged bodies filter each result.
 */
type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

function copyPath(src: Json, dst: Json, path: string[]): void {
  const [head, ...rest] = path;
  if (head === undefined || !(head in src)) return;
  const value = src[head];
  if (rest.length === 0 || !isObject(value)) {
    dst[head] = value;
    return;
  }
  const child = isObject(dst[head]) ? (dst[head] as Json) : {};
  dst[head] = child;
  copyPath(value, child, rest);
}

export function pickFields<T>(value: T, fields: string | undefined | null): T {
  if (!fields || !isObject(value)) return value;
  const paths = fields
    .split(',')
    .map((f) => f.trim())
    .filter(Boolean)
    .map((f) => f.split('.'));
  if (paths.length === 0) return value;
  const pick = (obj: Json) => {
    const out: Json = {};
    for (const p of paths) copyPath(obj, out, p);
    return out;
  };
  if (Array.isArray(value.results)) {
    return { ...value, results: value.results.map((r) => (isObject(r) ? pick(r) : r)) } as T;
  }
  return pick(value) as T;
}
