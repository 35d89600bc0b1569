import type * as latePenalty from '../contracts.ts';
import type { Attempt } from '@tools/learn-api';
import { attemptTime, decisiveAttempt } from '../domain/attempts.ts';
import {
  computePenalty,
  feedbackText,
  studentTotal,
  type PenaltyResult,
  type StudentTotal,
} from '../domain/compute.ts';
import { ruleOf } from '../domain/rules.ts';
import { effectiveRule, type RuleSource } from './effective-rule.ts';
import type { Assignment, Student } from './learn-data.ts';

export interface Cell {
  assignment: Assignment;
  ruleCode: string | null;
  ruleLabel: string | null;
  /** Own rule, the course default, an exception to it, or none. */
  ruleSource: RuleSource;
  attempt: Attempt | null;
  attemptDate: string | null;
  override: number | null;
  result: PenaltyResult;
}

export interface GridInput {
  assignments: readonly Assignment[];
  students: readonly Student[];
  attempts: ReadonlyMap<string, readonly Attempt[]>;
  associations: readonly latePenalty.Association[];
  rules: readonly latePenalty.Rule[];
  /** The course default rule code (assignments without a rule of their own use it). */
  courseDefault?: string | null;
}

/** Attempts of one column grouped by student. */
function byUser(attempts: readonly Attempt[] | undefined): Map<string, Attempt[]> {
  const map = new Map<string, Attempt[]>();
  for (const a of attempts ?? []) {
    if (!a.userId) continue;
    const list = map.get(a.userId) ?? [];
    list.push(a);
    map.set(a.userId, list);
  }
  return map;
}

/** One student's penalty on one assignment under the assignment's rule (or none). */
export function cellFor(
  input: GridInput,
  student: Student,
  assignment: Assignment,
  attemptsOf?: Map<string, Attempt[]>,
): Cell {
  const { association, code, source } = effectiveRule(input.associations, assignment.id, input.courseDefault);
  const record = code ? input.rules.find((r) => r.Code === code) : undefined;
  const attempts = attemptsOf ?? byUser(assignment.columnId ? input.attempts.get(assignment.columnId) : undefined);
  const attempt = decisiveAttempt(attempts.get(student.id) ?? []);
  const override = association?.Overrides[student.id] ?? null;
  const attemptDate = attempt ? attemptTime(attempt) : null;
  return {
    assignment,
    ruleCode: code,
    ruleLabel: record?.Label ?? null,
    ruleSource: source,
    attempt,
    attemptDate,
    override,
    result: computePenalty({
      rule: ruleOf(record),
      due: assignment.due,
      attemptDate,
      possible: assignment.possible,
      override,
    }),
  };
}

export interface StudentRow {
  student: Student;
  cells: Cell[];
  total: StudentTotal;
  feedback: string;
}

/** The students x assignments grid with each student's total (for the Apply tab, preview and bench). */
export function buildGrid(input: GridInput): StudentRow[] {
  const attemptsByColumn = new Map(
    input.assignments.map((a) => [a.id, byUser(a.columnId ? input.attempts.get(a.columnId) : undefined)]),
  );
  return input.students.map((student) => {
    const cells = input.assignments.map((a) => cellFor(input, student, a, attemptsByColumn.get(a.id)));
    const total = studentTotal(
      cells
        .filter((c) => c.ruleCode !== null || c.override !== null)
        .map((c) => ({ title: c.assignment.title, result: c.result })),
    );
    return { student, cells, total, feedback: feedbackText(total) };
  });
}
