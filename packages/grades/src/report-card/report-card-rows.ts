import type { GradebookColumn, Grade } from '@tools/learn-api';

export interface ReportCardRow {
  columnId: string;
  column: string;
  score: string;
  status: string;
}

/** A column's id and name: Learn's column record, or the server's kept name. */
type ColumnName = Pick<GradebookColumn, 'id' | 'name'>;

/**
 * Joins the user's grades with the course's column names (two requests in all, instead of
 * one column request per grade).
 */
export function toReportCardRows(grades: Grade[], columns: readonly ColumnName[], noScore: string): ReportCardRow[] {
  const names = new Map(columns.map((c) => [c.id, c.name ?? c.id]));
  return grades.map((g) => ({
    columnId: g.columnId ?? '',
    column: (g.columnId && names.get(g.columnId)) || g.columnId || '',
    score: typeof g.score === 'number' ? formatScore(g.score) : g.text || g.displayGrade?.text || noScore,
    status: g.status ?? '',
  }));
}

function formatScore(score: number): string {
  return Number.isInteger(score) ? String(score) : score.toFixed(2).replace(/0+$/, '');
}

/** The columns the grades name that `columns` lacks (added to the course since the list was read). */
export function missingColumns(grades: Grade[], columns: readonly ColumnName[]): string[] {
  const known = new Set(columns.map((c) => c.id));
  return [...new Set(grades.flatMap((g) => (g.columnId && !known.has(g.columnId) ? [g.columnId] : [])))];
}
