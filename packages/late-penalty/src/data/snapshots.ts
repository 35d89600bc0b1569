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
 * Snapshots per request (the contract allows 2,000, MAX_SNAPSHOT_ITEMS). The server stores a request in one
 * statement (penalties-store.ts); when it wrote a row at a time, 2,000 rows took up to 26 s on a loaded
 * server (issue 22 §3) and the chunk was 250. Each request is also a fresh course-role check with Learn,
 * so fewer requests spend less of Learn's daily quota (issue 26): a 60-student course with 6 ruled
 * assignments is one request. The client's timeout still grows with the chunk (snapshotsTimeoutMs).
 */
export const SNAPSHOT_CHUNK = 1000;
/**
 * How long a partial chunk waits for more rows while a run goes on: each request is a fresh Learn check,
 * and a closed tab loses at most these seconds of snapshots (the next run stores them again).
 */
export const SNAPSHOT_LINGER_MS = 5_000;
