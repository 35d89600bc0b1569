import type { Row, SortingState } from '@tanstack/react-table';
import { compareMixed, isEmptyValue } from './compare-mixed.ts';

/** Default sortingFn of every Table column: the spec's mixed order (see compareMixed). */
export function mixedSortingFn<T>(rowA: Row<T>, rowB: Row<T>, columnId: string): number {
  return compareMixed(rowA.getValue(columnId), rowB.getValue(columnId));
}

/** Default filterFn: case-insensitive "contains" on the cell value's text. */
export function containsFilter<T>(row: Row<T>, columnId: string, filterValue: unknown): boolean {
  const needle = String(filterValue ?? '')
    .trim()
    .toLowerCase();
  if (needle === '') return true;
  const value: unknown = row.getValue(columnId);
  return String(value ?? '')
    .toLowerCase()
    .includes(needle);
}

/**
 * TanStack flips the comparator for descending sorts, which would float empty cells to the
 * top. The spec wants empty values last in both directions, so they are moved to the end
 * (stable, order otherwise untouched) for the sorted column.
 */
export function emptiesLast<T>(rows: Row<T>[], sorting: SortingState): Row<T>[] {
  const columnId = sorting[0]?.id;
  if (columnId === undefined) return rows;
  const filled: Row<T>[] = [];
  const empty: Row<T>[] = [];
  for (const row of rows) (isEmptyValue(row.getValue(columnId)) ? empty : filled).push(row);
  return empty.length === 0 ? rows : filled.concat(empty);
}
