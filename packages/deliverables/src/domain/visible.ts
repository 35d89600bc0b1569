import { DEFAULT_VISIBLE_COLUMNS, FALLBACK_VISIBLE_COUNT } from './columns.ts';

/**
 * The columns shown before the user picks any: the named defaults present in the data (spec
 * 000 §9), or the first 6 columns of the file when it has none of them; plus the role's
 * revealed column (BA, TC).
 */
export function defaultVisibleColumns(headers: readonly string[], revealed: string | null = null): string[] {
  const named = headers.filter((h) => DEFAULT_VISIBLE_COLUMNS.includes(h));
  const base = named.length > 0 ? named : headers.slice(0, FALLBACK_VISIBLE_COUNT);
  return revealed !== null && headers.includes(revealed) && !base.includes(revealed) ? [...base, revealed] : base;
}

/** All columns of a set of rows, in first-seen order, starting with `preferred` ones that occur. */
export function columnsOf(rows: readonly Record<string, unknown>[], preferred: readonly string[] = []): string[] {
  const seen = new Set<string>();
  for (const row of rows) for (const key of Object.keys(row)) seen.add(key);
  const first = preferred.filter((c) => seen.has(c));
  return [...first, ...[...seen].filter((c) => !first.includes(c))];
}
