import type { Grade, GradebookColumn, LearnClient } from '@tools/learn-api';
import {
  evaluateStudent,
  type Evaluation,
  type FinalGradeFacts,
  type HurdleRules,
  type ItemFacts,
  type Notation,
} from '../domain/index.ts';
import {
  finalGradeColumn,
  loadColumnFacts,
  loadColumnGrades,
  loadNotations,
  loadStudents,
  type ColumnFacts,
  type GradableItem,
  type Student,
} from './learn-data.ts';

/** Everything an evaluation reads from Learn, once per run. */
export interface CourseGrades {
  students: Student[];
  /** Null when the course has no final grade column. */
  finalColumnId: string | null;
  finalGrades: Map<string, Grade>;
  notations: Notation[];
  /** By column id: grades and attempts of the columns the sub-rules name. */
  facts: Map<string, ColumnFacts>;
}

/** The columns the sub-rules name (once each). */
export function ruleColumns(rules: HurdleRules, items: readonly GradableItem[]): string[] {
  const byContent = new Map(items.map((i) => [i.contentId, i.columnId]));
  return [...new Set(rules.subRules.flatMap((r) => byContent.get(r.contentId) ?? []))];
}

/**
 * Reads what the evaluation needs with paged listings: the students (1 listing), the notations,
 * the final grades (1 listing of the final column) and, per column a sub-rule names, its grades
 * and its attempts (2 listings). The number of students only changes the number of pages.
 */
export async function loadCourseGrades(
  client: LearnClient,
  courseRef: string,
  columns: readonly GradebookColumn[],
  columnIds: readonly string[],
  opts: { signal?: AbortSignal } = {},
): Promise<CourseGrades> {
  const finalColumnId = finalGradeColumn(columns)?.id ?? null;
  const [students, notations, finalGrades, ...facts] = await Promise.all([
    loadStudents(client, courseRef, opts),
    loadNotations(client, courseRef, opts),
    finalColumnId
      ? loadColumnGrades(client, courseRef, finalColumnId, opts)
      : Promise.resolve(new Map<string, Grade>()),
    ...columnIds.map((columnId) => loadColumnFacts(client, courseRef, columnId, opts)),
  ]);
  return { students, finalColumnId, finalGrades, notations, facts: new Map(columnIds.map((id, i) => [id, facts[i]!])) };
}

/** Learn's answer to one write of a student's final grade (the PATCH answers the grade it stored). */
export interface WrittenGrade {
  userId: string;
  columnId: string;
  grade: Grade;
}

/**
 * The read with Learn's answers to our own writes folded in: each PATCH of a final grade answers the
 * grade Learn stored, so the review after a write-back shows what Learn holds without reading the
 * course again (issue 26). Null when an answer is not a final grade of this read (the caller then
 * reads afresh). Any later action (Evaluate, the next write-back) reads Learn anew regardless.
 */
export function withWrittenGrades(grades: CourseGrades, written: readonly WrittenGrade[]): CourseGrades | null {
  const finalGrades = new Map(grades.finalGrades);
  for (const { userId, columnId, grade } of written) {
    if (!grades.finalColumnId || columnId !== grades.finalColumnId) return null;
    finalGrades.set(userId, { ...finalGrades.get(userId), ...grade, userId, columnId });
  }
  return { ...grades, finalGrades };
}

/** The final grade as the domain reads it: text first, else the display text; the notation's code. */
export function finalGradeFacts(
  columnId: string | null,
  grade: Grade | undefined,
  notations: readonly Notation[],
): FinalGradeFacts | undefined {
  if (!columnId || !grade) return undefined;
  const notationId = grade.gradeNotationId ?? null;
  return {
    columnId,
    text: grade.text ?? grade.displayGrade?.text ?? null,
    notationId,
    notationCode: notationId ? (notations.find((n) => n.id === notationId)?.code ?? null) : null,
    overridden: Boolean(grade.overridden),
  };
}

/** Evaluates every student (spec 002 §4) from what loadCourseGrades read. Pure. */
export function evaluateCourse(rules: HurdleRules, items: readonly GradableItem[], grades: CourseGrades): Evaluation[] {
  const titles = Object.fromEntries(items.map((i) => [i.contentId, i.title]));
  const itemOf = new Map(items.map((i) => [i.contentId, i]));
  return grades.students.map((student) => {
    const facts: Record<string, ItemFacts | undefined> = {};
    for (const rule of rules.subRules) {
      const item = itemOf.get(rule.contentId);
      const column = item ? grades.facts.get(item.columnId) : undefined;
      if (!item || !column) continue;
      const grade = column.grades.get(student.id);
      facts[rule.contentId] = {
        possible: item.possible,
        grade: grade ? { score: grade.score ?? null, exempt: grade.exempt ?? false } : undefined,
        attempts: column.attempts.get(student.id) ?? [],
      };
    }
    return evaluateStudent(rules, titles, {
      userId: student.id,
      userName: student.userName,
      name: student.name,
      finalGrade: finalGradeFacts(grades.finalColumnId, grades.finalGrades.get(student.id), grades.notations),
      items: facts,
    });
  });
}
