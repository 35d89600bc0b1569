/**
 * CSV writing for every export: RFC 4180 quoting, CRLF line ends, and spreadsheet formula
 * injection neutralised. Pure (no DOM), so the server can reuse it.
 */

export type CsvCell = string | number | null | undefined;

/** Excel only reads a CSV as UTF-8 when it starts with a byte order mark. */
export const CSV_BOM = '\uFEFF';

// Cells a spreadsheet would evaluate as a formula (OWASP "CSV injection").
const FORMULA_START = /^[=+\-@\t\r]/;
// ...except plain signed numbers such as -15 or +2.5, which must stay numbers.
const SIGNED_NUMBER = /^[-+]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][-+]?\d+)?$/;
const NEEDS_QUOTES = /[",\r\n]/;

/** Prefixes an apostrophe to text that a spreadsheet would run as a formula. */
export function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text) && !SIGNED_NUMBER.test(text) ? `'${text}` : text;
}

function cellText(cell: unknown, row: number, column: number): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'number') return Number.isFinite(cell) ? String(cell) : '';
  if (typeof cell === 'string') return neutraliseFormula(cell);
  throw new TypeError(
    `toCsv: cell [${row}][${column}] is a ${cell instanceof Date ? 'Date' : typeof cell}; ` +
      'convert it to a string or number first',
  );
}

function quote(text: string): string {
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export interface ToCsvOptions {
  /** Prepend the UTF-8 BOM (DownloadButton does this for Excel). */
  bom?: boolean;
}

/** Rows of cells to CSV text. Rows are joined with CRLF; there is no trailing line end. */
export function toCsv(rows: readonly (readonly CsvCell[])[], options: ToCsvOptions = {}): string {
  if (!Array.isArray(rows)) throw new TypeError('toCsv: rows must be an array of rows');
  const lines = rows.map((row, r) => {
    if (!Array.isArray(row)) throw new TypeError(`toCsv: row ${r} is not an array`);
    return row.map((cell, c) => quote(cellText(cell, r, c))).join(',');
  });
  return (options.bom ? CSV_BOM : '') + lines.join('\r\n');
}
