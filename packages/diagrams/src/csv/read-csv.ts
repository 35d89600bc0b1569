import { CSV_READ_OPTIONS, csvQuoteProblems, readFileText as readText } from '@tools/ui/csv-read';
import { DiagramCsvError, type CsvIssue } from '../domain/csv-issues.ts';
import { toCsvTable, type CsvTable } from '../domain/csv-table.ts';

/**
 * Parses CSV text into a normalised table. papaparse is loaded on first use so the page's
 * first paint does not pay for it. Quote errors become row-numbered DiagramCsvErrors.
 */
export async function readCsvTable(text: string): Promise<CsvTable> {
  const { default: Papa } = await import('papaparse');
  const result = Papa.parse<string[]>(text, { ...CSV_READ_OPTIONS, delimiter: ',' });
  const issues: CsvIssue[] = csvQuoteProblems(result.errors).map(({ row, problem }) => ({
    row: row === null ? null : row + 1,
    column: null,
    problem: `${problem}.`,
  }));
  if (issues.length > 0) throw new DiagramCsvError(issues);
  return toCsvTable(result.data);
}

/** Reads an uploaded file as UTF-8 text; a file that cannot be read gets a clear message. */
export function readFileText(file: File): Promise<string> {
  return readText(
    file,
    () => new DiagramCsvError([{ row: null, column: null, problem: `Could not read the file "${file.name}".` }]),
  );
}
