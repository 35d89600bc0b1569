import type * as latePenalty from '../contracts.ts';
import type { Cell } from './grid.ts';

/**
 * One line of a student's own late-penalty view. Learn lets a student read when an attempt was
 * created (started), never when it was submitted (attemptDate; swagger, v2 attempts: "a subset of
 * attempt properties are available to a student"), and the two differ (20 minutes in the demo
 * course). So what the student sees comes from what the instructor's 'Update late penalties'
 * stored: the submission time it used, the calculation and the points. Until then the line says
 * the penalty is not applied yet and shows the start time as a start time.
 */
export interface StudentLine {
  cell: Cell;
  attempt: { kind: 'submitted' | 'started'; at: string } | { kind: 'none' };
  /** Points applied to the gradebook at the last update; null when not applied yet. */
  penalty: number | null;
  /** The calculation, e.g. '2 days late x 2 pts = 4' (from the last update). */
  explanation: string | null;
  override: { points: number; by: string | null } | null;
}

export function studentLine(cell: Cell, association: latePenalty.Association | undefined, userId: string): StudentLine {
  const applied = association?.Applied?.[userId];
  const points = association?.Penalties[userId];
  const overridePoints = association?.Overrides[userId];
  const override =
    overridePoints === undefined ? null : { points: overridePoints, by: association?.OverriddenBy?.[userId] ?? null };
  const own = cell.attempt;
  const fromLearn: StudentLine['attempt'] = own?.attemptDate
    ? { kind: 'submitted', at: own.attemptDate }
    : own?.created
      ? { kind: 'started', at: own.created }
      : { kind: 'none' };
  // Applied, and nothing submitted since the update that found no attempt.
  if (applied && points !== undefined && (applied.AttemptDate || fromLearn.kind === 'none')) {
    return {
      cell,
      attempt: applied.AttemptDate ? { kind: 'submitted', at: applied.AttemptDate } : { kind: 'none' },
      penalty: points,
      explanation: applied.Explanation || null,
      override,
    };
  }
  return { cell, attempt: fromLearn, penalty: null, explanation: null, override };
}
