import { compareMixed, isEmptyValue } from '@tools/ui/compare-mixed';
import { COL } from './columns.ts';

export type SortDirection = 'asc' | 'desc';
export interface SortState {
  column: string;
  direction: SortDirection;
}

/** Header clicks cycle ascending, descending, none (spec 001 §4). */
export function nextSort(current: SortState | null, column: string): SortState | null {
  if (current?.column !== column) return { column, direction: 'asc' };
  return current.direction === 'asc' ? { column, direction: 'desc' } : null;
}

/** "Default sort is Rank ascending when a Rank column exists." */
export function defaultSort(columns: readonly string[]): SortState | null {
  return columns.includes(COL.rank) ? { column: COL.rank, direction: 'asc' } : null;
}

/**
 * Numbers, then dates, then lowercase text; empty values last in both directions. Stable, so
 * equal rows keep their order. `valueOf` reads a cell (computed columns included).
 */
export function sortBy<T>(
  rows: readonly T[],
  sort: SortState | null,
  valueOf: (row: T, column: string) => unknown,
): T[] {
  if (!sort) return [...rows];
  const sign = sort.direction === 'asc' ? 1 : -1;
  const filled: { row: T; value: unknown; index: number }[] = [];
  const empty: T[] = [];
  rows.forEach((row, index) => {
    const value = valueOf(row, sort.column);
    if (isEmptyValue(value)) empty.push(row);
    else filled.push({ row, value, index });
  });
  filled.sort((a, b) => sign * compareMixed(a.value, b.value) || a.index - b.index);
  return [...filled.map((f) => f.row), ...empty];
}
