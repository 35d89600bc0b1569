import { latePenalty } from '@tools/backend-api/contracts';
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

/** Large courses are sent in chunks so one request body stays small. */
export const SNAPSHOT_CHUNK = latePenalty.MAX_SNAPSHOT_ITEMS;
export function chunks<T>(items: readonly T[], size = SNAPSHOT_CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
