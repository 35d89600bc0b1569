import { csvQuoteProblems } from '@tools/ui/csv-read';

/** What the CSV worker answers, and papaparse's quote errors as one sentence (shared by worker and fallback). */
export type WorkerMessage =
  | { type: 'progress'; loaded: number; total: number }
  | { type: 'done'; records: string[][] }
  | { type: 'error'; kind: 'read' | 'parse'; message: string };

/** Papa's errors as one sentence: the first quote problem with its line in the file, or null. */
export function describeParseErrors(
  errors: readonly { code: string; row?: number | null; message: string }[],
): string | null {
  const first = csvQuoteProblems(errors)[0];
  if (!first) return null;
  // papaparse counts records from 0 after the header line.
  return `${first.problem}${first.row === null ? '' : ` on line ${first.row + 2}`}`;
}
