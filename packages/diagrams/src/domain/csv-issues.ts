/**
 * One problem in an uploaded CSV. `row` counts like a spreadsheet: the header is row 1,
 * the first data row is row 2. `column` is the canonical column name when one applies.
 */
export interface CsvIssue {
  row: number | null;
  column: string | null;
  problem: string;
}

/** 'Row 5, column "SOR1 Sync Type": ...' | 'Row 5: ...' | 'Column "X": ...' | '...'. */
export function formatIssue({ row, column, problem }: CsvIssue): string {
  if (row !== null && column !== null) return `Row ${row}, column "${column}": ${problem}`;
  if (row !== null) return `Row ${row}: ${problem}`;
  if (column !== null) return `Column "${column}": ${problem}`;
  return problem;
}

/** Thrown when a CSV cannot be drawn. The message is the first issue plus a count of the rest. */
export class DiagramCsvError extends Error {
  readonly issues: readonly CsvIssue[];

  constructor(issues: readonly CsvIssue[]) {
    const [first, ...rest] = issues;
    if (!first) throw new Error('DiagramCsvError needs at least one issue');
    const more = rest.length === 0 ? '' : ` (and ${rest.length} more ${rest.length === 1 ? 'problem' : 'problems'})`;
    super(formatIssue(first) + more);
    this.name = 'DiagramCsvError';
    this.issues = issues;
  }
}

/** Collects issues while a parser walks the rows; throws them together at the end. */
export class IssueList {
  readonly items: CsvIssue[] = [];

  add(row: number | null, column: string | null, problem: string): void {
    this.items.push({ row, column, problem });
  }

  throwIfAny(): void {
    if (this.items.length > 0) throw new DiagramCsvError(this.items);
  }
}
