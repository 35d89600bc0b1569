import type * as latePenalty from '../contracts.ts';
import type { StudentRow } from './grid.ts';

/** Snapshot rows for the students whose column now holds their total: every ruled or overridden cell. */
export function snapshotItems(
  rows: readonly StudentRow[],
  userIds: ReadonlySet<string>,
): latePenalty.PenaltySnapshot[] {
  return rows
    .filter((r) => userIds.has(r.student.id))
    .flatMap((r) =>
      r.cells
        .filter((c) => c.ruleCode !== null || c.override !== null)
        .map((c) => ({
          ContentItemId: c.assignment.id,
          UserId: r.student.id,
          Points: c.result.applied,
          Overridden: c.result.overridden,
          RuleCode: c.ruleCode ?? '',
          RuleLabel: c.ruleLabel ?? '',
          AssignmentTitle: c.assignment.title,
          FirstName: r.student.firstName,
          LastName: r.student.lastName,
          // What the student's view shows: Learn lets a student read when an attempt was created
          // (started), not when it was submitted, so the run's submission time is stored for them.
          AttemptDate: c.attemptDate,
          Explanation: c.result.explanation,
        })),
    );
}

/**
 * Snapshots per request. The contract allows 2,000 (MAX_SNAPSHOT_ITEMS), but one 2,000-row request took up
 * to 26 s on a loaded server, past the client's timeout (issue 22 §3): 250 keeps each request a few
 * seconds, and the client's timeout grows with the chunk (saveSnapshots).
 */
export const SNAPSHOT_CHUNK = 250;
