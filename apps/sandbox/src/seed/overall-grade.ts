import type { SeedBuilder } from './builder.ts';
import type { ColumnRec, GradeRec } from './types.ts';

/** The 7-point scale the Grade Hurdle tools read from the Overall Grade text (7 best, 1 worst). */
export function sevenPointCode(percent: number): string {
  if (percent >= 85) return '7';
  if (percent >= 75) return '6';
  if (percent >= 65) return '5';
  if (percent >= 50) return '4';
  if (percent >= 40) return '3';
  if (percent >= 20) return '2';
  return '1';
}

/** Percentage of points earned over graded columns, as Learn's Overall Grade would show it. */
export function overallPercent(columns: ColumnRec[], grades: GradeRec[], userId: string): number | undefined {
  return overallPercentOf(columns, (column) => grades.find((g) => g.columnId === column.id && g.userId === userId));
}

/** The same, reading each column's grade through `gradeOf` (the live store after writes). */
export function overallPercentOf(
  columns: ColumnRec[],
  gradeOf: (column: ColumnRec) => GradeRec | undefined,
): number | undefined {
  let earned = 0;
  let possible = 0;
  for (const column of columns) {
    if (column.externalGrade || !column.includeInCalculations) continue;
    const grade = gradeOf(column);
    if (grade?.score === undefined || grade.exempt) continue;
    earned += grade.score;
    possible += column.score.possible;
  }
  return possible === 0 ? undefined : Math.round((earned / possible) * 1000) / 10;
}

/** The Overall Grade's display text: the 7-point code on the 7-point schema, else the percent. */
export function overallText(column: ColumnRec, percent: number): string {
  return column.grading.schemaId === 'schema-seven-point' ? sevenPointCode(percent) : String(percent);
}

/** Writes the Overall Grade of every student of every course (after all other grades are seeded). */
export function addOverallGrades(b: SeedBuilder): void {
  for (const course of b.data.courses) {
    const columns = b.data.columns.filter((c) => c.courseId === course.id);
    const overall = columns.find((c) => c.externalGrade);
    if (!overall) continue;
    const students = b.data.memberships.filter((m) => m.courseId === course.id && m.courseRoleId === 'Student');
    for (const m of students) {
      const percent = overallPercent(columns, b.data.grades, m.userId);
      if (percent === undefined) continue;
      b.data.grades.push({
        userId: m.userId,
        columnId: overall.id,
        status: 'Graded',
        score: percent,
        text: sevenPointCode(percent),
        exempt: false,
        changeIndex: b.data.grades.length + 1,
      });
    }
  }
}
