import { COL, DROPPED_COLUMNS } from './columns.ts';
import type { CellValue, RowValues } from './values.ts';

/** "headers are whitespace-normalised": trimmed, inner runs of whitespace (incl. NBSP, line breaks) become one space. */
export function normaliseHeader(raw: string): string {
  return raw
    .replace(/^\uFEFF/, '')
    .replace(/\s+/gu, ' ')
    .trim();
}

/** "Rank is converted to a number when numeric." */
export function normaliseRank(value: CellValue): CellValue {
  if (typeof value === 'number') return value;
  const t = value.trim();
  if (t === '') return '';
  const n = Number(t);
  return Number.isFinite(n) ? n : t;
}

export interface NormalisedCsv {
  /** Kept columns in file order (dropped ones removed, blanks and duplicates resolved). */
  headers: string[];
  rows: RowValues[];
  /** Columns removed because the spec drops them on load. */
  dropped: string[];
}

/**
 * From parsed CSV records (first record = headers) to rows: headers whitespace-normalised,
 * fully empty rows dropped, the spec's dropped columns removed, Rank numeric. A header left
 * blank becomes "Column N"; a repeated header gets " (2)" so no value is silently overwritten.
 */
export function normaliseCsv(records: readonly (readonly string[])[]): NormalisedCsv {
  const [head = [], ...body] = records;
  const seen = new Map<string, number>();
  const names = head.map((raw, i) => {
    const base = normaliseHeader(raw) || `Column ${i + 1}`;
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    return n === 1 ? base : `${base} (${n})`;
  });
  const dropped = names.filter((name) => DROPPED_COLUMNS.includes(name));
  const headers = names.filter((name) => !DROPPED_COLUMNS.includes(name));
  const rows: RowValues[] = [];
  for (const record of body) {
    if (record.every((cell) => cell.trim() === '')) continue;
    const values: RowValues = {};
    names.forEach((name, i) => {
      if (DROPPED_COLUMNS.includes(name)) return;
      const cell = (record[i] ?? '').trim();
      values[name] = name === COL.rank ? normaliseRank(cell) : cell;
    });
    rows.push(values);
  }
  return { headers, rows, dropped };
}
