import { notationCodeFor, schemaFromNotationCode } from './schema-code.ts';
import type { Evaluation } from './evaluate.ts';

/** Spec 002 §4/§8: the four reasons a student is not written. */
export type SkipReason = 'overridden' | 'noAdjustedSchema' | 'noMatchingNotation' | 'noFinalGradeColumn';
export const SKIP_REASONS: readonly SkipReason[] = [
  'overridden',
  'noAdjustedSchema',
  'noMatchingNotation',
  'noFinalGradeColumn',
];

export interface Notation {
  id: string;
  code: string;
}

export type WritePlan =
  | {
      kind: 'write';
      userId: string;
      columnId: string;
      /** The notation to set, or null to remove a hurdle notation that no longer applies. */
      notationId: string | null;
      notationCode: string | null;
      previousNotationId: string | null;
      from: number;
      to: number;
    }
  | { kind: 'unchanged'; userId: string }
  | { kind: 'skip'; userId: string; reason: SkipReason };

/** Is this one of ours (1xx-7xx)? Other notations (INC, EXM) are the instructor's own. */
export const isHurdleNotation = (code: string | null | undefined): boolean =>
  schemaFromNotationCode(code) !== undefined;

/**
 * What write-back does for one evaluated student. Lowered grade: set the notation of the
 * adjusted schema (Nxx). Not lowered (any more): remove a hurdle notation left by an earlier run,
 * so a student who met the hurdle since gets the calculated grade back. Already right: nothing,
 * so a second run writes nothing. Skips (spec §4), checked in this order: no final grade
 * column, overridden, no adjusted schema, no matching notation.
 */
export function planWrite(evaluation: Evaluation, notations: readonly Notation[]): WritePlan {
  const { userId } = evaluation;
  const skip = (reason: SkipReason): WritePlan => ({ kind: 'skip', userId, reason });
  const columnId = evaluation.finalGradeColumnId;
  if (!columnId) return skip('noFinalGradeColumn');
  if (evaluation.overridden) return skip('overridden');
  const from = evaluation.originalSchema;
  const to = evaluation.adjustedSchema;
  if (from === undefined || to === undefined) return skip('noAdjustedSchema');
  const current = evaluation.currentNotationId ?? null;
  const write = (notation: Notation | null): WritePlan =>
    notation?.id === current || (notation === null && !isHurdleNotation(evaluation.currentNotationCode))
      ? { kind: 'unchanged', userId }
      : {
          kind: 'write',
          userId,
          columnId,
          notationId: notation?.id ?? null,
          notationCode: notation?.code ?? null,
          previousNotationId: current,
          from,
          to,
        };
  // A schema read from our own notation: the calculated grade is unknown, so leave it as it is.
  if (evaluation.schemaSource === 'notation') return { kind: 'unchanged', userId };
  if (to >= from) return write(null);
  const code = notationCodeFor(to);
  const notation = notations.find((n) => n.code.trim().toLowerCase() === code);
  return notation ? write(notation) : skip('noMatchingNotation');
}

export interface PlanSummary {
  writes: Extract<WritePlan, { kind: 'write' }>[];
  unchanged: number;
  skipped: Record<SkipReason, number>;
}

export function summarisePlans(plans: readonly WritePlan[]): PlanSummary {
  const skipped: Record<SkipReason, number> = {
    overridden: 0,
    noAdjustedSchema: 0,
    noMatchingNotation: 0,
    noFinalGradeColumn: 0,
  };
  const writes: PlanSummary['writes'] = [];
  let unchanged = 0;
  for (const p of plans) {
    if (p.kind === 'write') writes.push(p);
    else if (p.kind === 'skip') skipped[p.reason] += 1;
    else unchanged += 1;
  }
  return { writes, unchanged, skipped };
}
