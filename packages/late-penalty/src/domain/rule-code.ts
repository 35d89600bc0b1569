/** Spec 002 §3/§9: a rule code is the slug of its label, at most 60 characters. */
export const MAX_CODE_LENGTH = 60;

/** Lower-case words joined by '-', '%' spelled "percent" so "10%" and "10 points" never collide. */
export function slugify(label: string): string {
  const slug = label
    .toLowerCase()
    .replace(/%/g, ' percent ')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9.]+/g, '-')
    .replace(/\./g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
  return trimTo(slug || 'rule', MAX_CODE_LENGTH);
}

function trimTo(slug: string, length: number): string {
  return slug.length <= length ? slug : slug.slice(0, length).replace(/-+$/, '');
}

/**
 * The slug of `label`, made unique against `taken` with a numeric suffix (-2, -3, …); the
 * base is shortened so that the suffixed code still fits in 60 characters.
 */
export function uniqueCode(label: string, taken: Iterable<string>): string {
  const used = new Set([...taken].map((c) => c.toLowerCase()));
  const base = slugify(label);
  if (!used.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const suffix = `-${n}`;
    const candidate = `${trimTo(base, MAX_CODE_LENGTH - suffix.length)}${suffix}`;
    if (!used.has(candidate)) return candidate;
  }
}
