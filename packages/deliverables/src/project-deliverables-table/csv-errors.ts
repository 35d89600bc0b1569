/** What the CSV worker answers, and papaparse's quote errors as one sentence (shared by worker and fallback). */
export type WorkerMessage =
  | { type: 'progress'; loaded: number; total: number }
  | { type: 'done'; records: string[][] }
  | { type: 'error'; kind: 'read' | 'parse'; message: string };

const PROBLEMS: Record<string, string> = {
  MissingQuotes: 'a quoted value is not closed (a " is missing)',
  InvalidQuotes: 'a quoted value has a stray " after its closing quote',
};

/** Papa's errors as one sentence: the first quote problem with its row, or null. */
export function describeParseErrors(
  errors: readonly { code: string; row?: number | null; message: string }[],
): string | null {
  const first = errors.find((e) => e.code in PROBLEMS);
  if (!first) return null;
  const row = typeof first.row === 'number' ? ` on line ${first.row + 2}` : '';
  return `${PROBLEMS[first.code] ?? first.message}${row}`;
}
