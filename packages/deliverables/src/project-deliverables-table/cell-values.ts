import {
  ADO_COLUMNS,
  COL,
  exceptionsText,
  initialsOf,
  type DeliverableRow,
  type ExceptionContext,
} from '../domain/index.ts';

/** Reads cells for display, filter, sort and export; Exceptions is computed (memoised per row values). */
export function cellReader(ctx: ExceptionContext) {
  const cache = new WeakMap<object, string>();
  return (row: DeliverableRow, column: string): string | number => {
    if (column === COL.exceptions) {
      let text = cache.get(row.values);
      if (text === undefined) {
        text = exceptionsText(row.values, ctx);
        cache.set(row.values, text);
      }
      return text;
    }
    return row.values[column] ?? '';
  };
}
export type CellReader = ReturnType<typeof cellReader>;

/** Columns whose values are never typed in the form. */
export const READ_ONLY_COLUMNS: readonly string[] = [
  COL.exceptions,
  COL.lastUpdated,
  COL.lastUpdatedBy,
  ...ADO_COLUMNS,
];

/** What a cell shows: the assignee as initials, everything else as is. */
export function displayValue(column: string, value: string | number): string {
  if (column === COL.adoAssignee) return initialsOf(String(value));
  return String(value);
}

export function isLink(value: string | number): value is string {
  return typeof value === 'string' && /^https?:\/\/\S+$/i.test(value.trim());
}
