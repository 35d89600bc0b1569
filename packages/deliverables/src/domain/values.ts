/** A row's cell values: text as typed or read from CSV, Rank as a number when numeric. */
export type CellValue = string | number;
export type RowValues = Record<string, CellValue>;

/** The cell as trimmed text ('' for missing). */
export function text(values: RowValues, column: string): string {
  const value = values[column];
  return value === undefined ? '' : String(value).trim();
}

export function isBlank(values: RowValues, column: string): boolean {
  return text(values, column) === '';
}

/** Case-insensitive equality of a cell with a value. */
export function is(values: RowValues, column: string, expected: string): boolean {
  return text(values, column).toLowerCase() === expected.toLowerCase();
}

/** The number in a cell, or null (blank or not numeric). */
export function numberIn(values: RowValues, column: string): number | null {
  const t = text(values, column);
  if (t === '') return null;
  const n = Number(t.replace(/,/g, ''));
  return Number.isFinite(n) ? n : null;
}
