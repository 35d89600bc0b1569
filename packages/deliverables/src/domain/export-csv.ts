import { formatIso, dayOf } from './dates.ts';
import type { CellValue } from './values.ts';

/** Spec file name: project-deliverables-{all|filtered}-{date}.csv (date as yyyy-mm-dd). */
export function exportFileName(which: 'all' | 'filtered', now: Date): string {
  return `project-deliverables-${which}-${formatIso(dayOf(now))}.csv`;
}

/**
 * The rows of a CSV download: a header row, then one row per deliverable. `columns` is every
 * column, or only the displayed ones when 'Include Only Displayed Fields' is ticked. Formula
 * injection is neutralised by the CSV writer (@tools/ui toCsv).
 */
export function exportRows<R>(
  rows: readonly R[],
  columns: readonly string[],
  valueOf: (row: R, column: string) => CellValue | undefined,
): string[][] {
  return [[...columns], ...rows.map((row) => columns.map((column) => String(valueOf(row, column) ?? '')))];
}
