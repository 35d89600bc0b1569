/**
 * What every CSV upload shares (deliverables, diagrams, athletics): papaparse's options, its
 * quote errors in words, and reading the chosen file as text. papaparse itself stays with the
 * packages that parse, each loading it when it needs it. Pure at import time, so the server can
 * reuse it through a feature's domain.
 */

/**
 * Every record as an array of cells, empty lines kept so line numbers match the file.
 * papaparse drops a leading UTF-8 byte order mark itself.
 */
export const CSV_READ_OPTIONS = { header: false, skipEmptyLines: false } as const;

/** The papaparse errors that make a file unreadable, in words (no full stop: callers add their own ending). */
const QUOTE_PROBLEMS: Record<string, string> = {
  MissingQuotes: 'a quoted value is not closed (a " is missing)',
  InvalidQuotes: 'a quoted value has a stray " after its closing quote',
};

export interface CsvQuoteProblem {
  /** papaparse's 0-based record index, or null when it names none. */
  row: number | null;
  problem: string;
}

/** The quote problems among papaparse's errors, in file order; other errors are ignored. */
export function csvQuoteProblems(
  errors: readonly { code: string; row?: number | null; message: string }[],
): CsvQuoteProblem[] {
  return errors
    .filter((error) => error.code in QUOTE_PROBLEMS)
    .map((error) => ({
      row: typeof error.row === 'number' ? error.row : null,
      problem: QUOTE_PROBLEMS[error.code] ?? error.message,
    }));
}

/** The file as UTF-8 text; any failure to read it rejects with `fail()`'s error. */
export function readFileText(file: File, fail: () => Error): Promise<string> {
  // FileReader rather than file.text(): same result, and it also exists in jsdom for tests.
  return new Promise((resolve, reject) => {
    const reject_ = () => reject(fail());
    try {
      const reader = new FileReader();
      reader.onload = () => (typeof reader.result === 'string' ? resolve(reader.result) : reject_());
      reader.onerror = reject_;
      reader.readAsText(file);
    } catch {
      reject_();
    }
  });
}
