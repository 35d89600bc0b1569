import { COL } from './columns.ts';

/** Roles the host may supply (spec 001 §6); anything else falls back to TPM. */
export const ROLES = ['ADMIN', 'TPM', 'BA', 'TC'] as const;
export type DeliverablesRole = (typeof ROLES)[number];
export const DEFAULT_ROLE: DeliverablesRole = 'TPM';

export function roleOf(raw: string | null | undefined): DeliverablesRole {
  const upper = (raw ?? '').trim().toUpperCase();
  return (ROLES as readonly string[]).includes(upper) ? (upper as DeliverablesRole) : DEFAULT_ROLE;
}

/** The column a role is auto-filtered on (its own initials); ADMIN has none. */
export function roleColumn(role: DeliverablesRole): string | null {
  return role === 'ADMIN' ? null : { TPM: COL.tpm, BA: COL.ba, TC: COL.tc }[role];
}

/** "BA and TC also get their column revealed." */
export function revealedColumn(role: DeliverablesRole): string | null {
  return role === 'BA' || role === 'TC' ? roleColumn(role) : null;
}

/**
 * "A filter that is blank on first load is seeded with the logged-in user's initials for the
 * user's role column." Returns the filters to use: unchanged for ADMIN, without initials, or
 * when the user already typed a filter for that column.
 */
export function seedRoleFilter(
  filters: Readonly<Record<string, string>>,
  role: DeliverablesRole,
  initials: string,
  columns: readonly string[],
): Record<string, string> {
  const column = roleColumn(role);
  if (column === null || initials === '' || initials === '-' || !columns.includes(column)) return { ...filters };
  if ((filters[column] ?? '').trim() !== '') return { ...filters };
  return { ...filters, [column]: initials };
}
