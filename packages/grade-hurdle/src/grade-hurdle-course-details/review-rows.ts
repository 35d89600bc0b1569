import type { BulkResult } from '@tools/bulk';
import { format } from '@tools/launch';
import type { Grade } from '@tools/learn-api';
import { notationCodeFor, type Evaluation, type WritePlan } from '../domain/index.ts';
import type { Messages } from '../messages.ts';

/** One line of the Evaluate & Review table. */
export interface ReviewRow {
  evaluation: Evaluation;
  plan: WritePlan;
  /** What write-back will do (or did) for this student. */
  writeBack: string;
}

export function planText(plan: WritePlan, evaluation: Evaluation, m: Messages): string {
  switch (plan.kind) {
    case 'write':
      return plan.notationId
        ? format(m.planSet, { code: plan.notationCode ?? '', from: plan.from, to: plan.to })
        : format(m.planRemove, { code: evaluation.currentNotationCode ?? '', from: plan.from });
    case 'unchanged':
      return m.planUnchanged;
    case 'skip':
      return {
        overridden: m.skipOverridden,
        noAdjustedSchema: m.skipNoAdjusted,
        noMatchingNotation: format(m.skipNoNotation, { code: notationCodeFor(evaluation.adjustedSchema ?? 0) }),
        noFinalGradeColumn: m.skipNoColumn,
      }[plan.reason];
  }
}

export function resultText<T>(result: BulkResult<T, Grade> | undefined, m: Messages): string | undefined {
  if (!result) return undefined;
  if (result.status === 'ok') return m.resultWritten;
  if (result.status === 'failed') return format(m.resultFailed, { reason: result.error });
  if (result.status === 'cancelled') return m.resultCancelled;
  return result.reason;
}

/** The CSV of the rows shown (header first); cells are neutralised by the ui's CSV writer. */
export function reviewCsv(rows: readonly ReviewRow[], m: Messages): (string | number | null)[][] {
  return [
    [
      m.colName,
      m.colUserName,
      m.colOriginal,
      m.colOverridden,
      m.colRuleResult,
      m.colAdjusted,
      m.colExplanation,
      m.colWriteBack,
    ],
    ...rows.map(({ evaluation: e, writeBack }) => [
      e.name,
      e.userName,
      e.originalSchema ?? null,
      e.overridden ? m.yes : m.no,
      e.rulePass ? m.rulePasses : m.ruleDoesNotPass,
      e.adjustedSchema ?? null,
      e.explanation,
      writeBack,
    ]),
  ];
}

/** File-name-safe UTC time, e.g. 2026-03-10T14-05-09Z. */
export function csvFileName(courseId: string, now = new Date()): string {
  const stamp = now
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/:/g, '-');
  return `grade-hurdle_${courseId.replace(/[^A-Za-z0-9_-]/g, '')}_${stamp}.csv`;
}

/** Case-insensitive "contains" over every shown text of a row; "changes only" keeps planned writes. */
export function filterRows(rows: readonly ReviewRow[], text: string, changesOnly: boolean, m: Messages): ReviewRow[] {
  const needle = text.trim().toLowerCase();
  return rows.filter((row) => {
    if (changesOnly && row.plan.kind !== 'write') return false;
    if (!needle) return true;
    const cells = reviewCsv([row], m)[1] ?? [];
    return cells.some((cell) => cell !== null && String(cell).toLowerCase().includes(needle));
  });
}

/** Beside 'Passes' / 'Does not pass': what the result does to this student's grade. */
export function ruleMeaning(e: ReviewRow['evaluation'], m: Messages): string {
  if (!e.rulePass) return m.meaningKept;
  if (e.overridden) return m.meaningOverridden;
  if (e.originalSchema === undefined) return m.meaningNoSchema;
  if (e.adjustedSchema !== undefined && e.adjustedSchema !== e.originalSchema)
    return format(m.meaningLowered, { from: e.originalSchema, to: e.adjustedSchema });
  return format(m.meaningUnchanged, { from: e.originalSchema });
}
