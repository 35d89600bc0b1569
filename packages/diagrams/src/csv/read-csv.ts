import { DiagramCsvError, type CsvIssue } from '../domain/csv-issues.ts';
import { toCsvTable, type CsvTable } from '../domain/csv-table.ts';

const PAPA_PROBLEMS: Record<string, string> = {
  MissingQuotes: 'a quoted value is not closed (a " is missing).',
  InvalidQuotes: 'a quoted value has a stray " after its closing quote.',
};

/**
 * Parses CSV text into a normalised table. papaparse is loaded on first use so the page's
 * first paint does not pay for it. Quote errors become row-numbered DiagramCsvErrors.
 */
export async function readCsvTable(text: string): Promise<CsvTable> {
  const { default: Papa } = await import('papaparse');
  const result = Papa.parse<string[]>(text, { header: false, skipEmptyLines: false, delimiter: ',' });
  const issues: CsvIssue[] = result.errors
    .filter((error) => error.code in PAPA_PROBLEMS)
    .map((error) => ({
      row: error.row === undefined ? null : error.row + 1,
      column: null,
      problem: PAPA_PROBLEMS[error.code] ?? error.message,
    }));
  if (issues.length > 0) throw new DiagramCsvError(issues);
  return toCsvTable(result.data);
}

/** Reads an uploaded file as UTF-8 text; a file that cannot be read gets a clear message. */
export function readFileText(file: File): Promise<string> {
  // FileReader rather than file.text(): same result, and it also exists in jsdom for tests.
  return new Promise((resolve, reject) => {
    const fail = () =>
      reject(new DiagramCsvError([{ row: null, column: null, problem: `Could not read the file "${file.name}".` }]));
    try {
      const reader = new FileReader();
      reader.onload = () => (typeof reader.result === 'string' ? resolve(reader.result) : fail());
      reader.onerror = fail;
      reader.readAsText(file);
    } catch {
      fail();
    }
  });
}
