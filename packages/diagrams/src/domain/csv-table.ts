import { DiagramCsvError, IssueList } from './csv-issues.ts';

export interface CsvRow {
  /** Spreadsheet row number (header = 1). Kept through dropped empty rows so errors point at the file. */
  rowNumber: number;
  cells: readonly string[];
}

/** A CSV after header normalisation, with fully empty rows dropped (spec §5). */
export interface CsvTable {
  headers: readonly string[];
  rows: readonly CsvRow[];
}

/** Trims, strips a byte-order mark and collapses inner whitespace: ' SOR1  System\n' -> 'SOR1 System'. */
export function normaliseHeader(header: string): string {
  return header
    .replace(/^\uFEFF/, '')
    .replace(/\s+/g, ' ')
    .trim();
}

const headerKey = (header: string) => normaliseHeader(header).toLowerCase();

/**
 * Builds a table from raw records (first record = header). Rejects duplicate headers and
 * rows with more non-empty values than there are columns, naming the row.
 */
export function toCsvTable(records: readonly (readonly string[])[]): CsvTable {
  const [rawHeaders, ...body] = records;
  const headers = (rawHeaders ?? []).map(normaliseHeader);
  if (headers.every((h) => h === '')) {
    throw new DiagramCsvError([{ row: 1, column: null, problem: 'the file has no header row.' }]);
  }
  const issues = new IssueList();
  const seen = new Map<string, number>();
  headers.forEach((header, index) => {
    if (header === '') return;
    const first = seen.get(header.toLowerCase());
    if (first !== undefined) {
      issues.add(1, header, `the column appears twice (columns ${first + 1} and ${index + 1}).`);
    } else seen.set(header.toLowerCase(), index);
  });

  const rows: CsvRow[] = [];
  body.forEach((cells, index) => {
    const rowNumber = index + 2;
    if (cells.every((cell) => cell.trim() === '')) return;
    const lastFilled = cells.reduce((last, cell, i) => (cell.trim() === '' ? last : i), -1);
    if (lastFilled >= headers.length) {
      issues.add(
        rowNumber,
        null,
        `it has a value in column ${lastFilled + 1} but the header has only ${headers.length} columns.`,
      );
    }
    rows.push({ rowNumber, cells });
  });
  issues.throwIfAny();
  if (rows.length === 0) {
    throw new DiagramCsvError([{ row: null, column: null, problem: 'The CSV has a header but no data rows.' }]);
  }
  return { headers, rows };
}

/** Column position by name, ignoring case and spacing; -1 when absent. */
export function columnIndex(table: CsvTable, name: string): number {
  const key = headerKey(name);
  return table.headers.findIndex((h) => h.toLowerCase() === key);
}

/** A trimmed cell value, '' for absent columns or short rows. */
export function cell(row: CsvRow, index: number): string {
  return index < 0 ? '' : (row.cells[index] ?? '').trim();
}
