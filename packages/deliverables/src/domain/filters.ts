import { COL } from './columns.ts';
import { initialsOf } from './initials.ts';

export interface ParsedFilter {
  term: string;
  exclude: boolean;
}

/** "a leading ! or NOT excludes": `!acme`, `! acme`, `NOT acme` (NOT in any casing, then a space). */
export function parseFilter(raw: string): ParsedFilter {
  const t = raw.trim();
  if (t.startsWith('!')) return { term: t.slice(1).trim().toLowerCase(), exclude: true };
  const not = /^not\s+(.+)$/i.exec(t);
  if (not) return { term: (not[1] ?? '').trim().toLowerCase(), exclude: true };
  return { term: t.toLowerCase(), exclude: false };
}

/** Columns whose cell is a person's name shown and filtered as initials. */
export const INITIALS_COLUMNS: readonly string[] = [COL.adoAssignee];

/**
 * Case-insensitive substring match of one cell against one filter. On the assignee column the
 * filter matches the initials shown (and the full name, so typing a name works too). An
 * empty filter (or a bare `!`) matches everything.
 */
export function matchesFilter(cell: unknown, rawFilter: string, column: string): boolean {
  const { term, exclude } = parseFilter(rawFilter);
  if (term === '') return true;
  const full = String(cell ?? '').toLowerCase();
  const found = INITIALS_COLUMNS.includes(column)
    ? initialsOf(String(cell ?? ''))
        .toLowerCase()
        .includes(term) || full.includes(term)
    : full.includes(term);
  return exclude ? !found : found;
}

/** Every filter (column -> text) matches the row's cells. */
export function matchesFilters(values: Record<string, unknown>, filters: Readonly<Record<string, string>>): boolean {
  return Object.entries(filters).every(([column, filter]) => matchesFilter(values[column], filter, column));
}
