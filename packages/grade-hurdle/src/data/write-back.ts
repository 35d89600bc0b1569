import type * as gradeHurdle from '../contracts.ts';
import { patchColumnGrade, type Grade, type LearnClient } from '@tools/learn-api';
import type { WritePlan } from '../domain/index.ts';

export type Write = Extract<WritePlan, { kind: 'write' }>;

/** Thrown when Learn answers the PATCH but the grade does not carry the notation we set. */
export class NotationNotKeptError extends Error {
  override name = 'NotationNotKeptError';
}

/**
 * One write: the public v2 PATCH of the student's final grade with `gradeNotationId` (null
 * removes a hurdle notation). Learn answers the stored grade, which is checked: that answer is
 * the re-read of spec §4, without a second request per student.
 */
export async function writeNotation(
  client: LearnClient,
  courseRef: string,
  write: Write,
  opts: { signal?: AbortSignal; notKept: string },
): Promise<Grade> {
  const grade = await patchColumnGrade(
    client,
    { courseRef, columnId: write.columnId, userRef: write.userId, grade: { gradeNotationId: write.notationId } },
    opts.signal ? { signal: opts.signal } : {},
  );
  if ((grade.gradeNotationId ?? null) !== write.notationId) throw new NotationNotKeptError(opts.notKept);
  return grade;
}

/** What the server's write-back log keeps for one student (so the run can be reviewed and undone). */
export function writebackItem(
  write: Write,
  outcome: { status: 'pending' } | { status: 'written' } | { status: 'failed'; reason: string },
): gradeHurdle.WritebackItem {
  return {
    userId: write.userId,
    columnId: write.columnId,
    status: outcome.status,
    previous: { gradeNotationId: write.previousNotationId, text: String(write.from), score: null },
    written: { gradeNotationId: write.notationId, text: String(write.to), score: null },
    ...(outcome.status === 'failed' ? { reason: outcome.reason.slice(0, 500) } : {}),
  };
}

/** A new run id: letters, digits and dashes (the contract's rule). */
export function newRunId(now = Date.now()): string {
  const random = globalThis.crypto.randomUUID().replace(/-/g, '').slice(0, 12);
  return `run-${now.toString(36)}-${random}`;
}

/** Plan records per request (the contract allows 1,000). */
const PLAN_CHUNK = 500;
const PLAN_TRIES = 3;

/**
 * Records the whole plan on the server as `pending` BEFORE anything is written in Learn (issue 22 §3):
 * whatever happens to the page or the server afterwards, the run can be found and undone. Each request
 * is tried 3 times (1 s, 2 s apart); if the plan cannot be stored, this throws and nothing is written.
 */
export async function recordPlan(
  send: (items: gradeHurdle.WritebackItem[]) => Promise<unknown>,
  writes: readonly Write[],
  signal?: AbortSignal,
): Promise<void> {
  for (let i = 0; i < writes.length; i += PLAN_CHUNK) {
    const items = writes.slice(i, i + PLAN_CHUNK).map((w) => writebackItem(w, { status: 'pending' }));
    for (let attempt = 1; ; attempt += 1) {
      signal?.throwIfAborted();
      try {
        await send(items);
        break;
      } catch (error) {
        if (attempt >= PLAN_TRIES) throw error;
        await new Promise((resolve) => setTimeout(resolve, 1_000 * 2 ** (attempt - 1)));
      }
    }
  }
}
