import type { GradebookColumn, Grade } from '@tools/learn-api';

export interface ReportCardRow {
  columnId: string;
  column: string;
  score: string;
  status: string;
}

/**
 * Joins the user's grades with the course's column names (two requests in all, instead of
 * one column request per grade).
 */
export function toReportCardRows(grades: Grade[], columns: GradebookColumn[], noScore: string): ReportCardRow[] {
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
