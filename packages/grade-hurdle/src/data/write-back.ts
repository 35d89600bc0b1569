import type { gradeHurdle } from '@tools/backend-api/contracts';
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
  outcome: { status: 'written' } | { status: 'failed'; reason: string },
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

/**
 * Sends write-back records to the server in batches while the run goes on (so a closed tab
 * loses at most one batch), one request at a time. `flush()` sends the rest and answers the
 * first error, if any.
 */
export function createRecorder(send: (items: gradeHurdle.WritebackItem[]) => Promise<unknown>, batchSize = 100) {
  let queue: gradeHurdle.WritebackItem[] = [];
  let chain: Promise<void> = Promise.resolve();
  let firstError: unknown = null;
  const sendQueued = () => {
    if (queue.length === 0) return;
    const batch = queue;
    queue = [];
    chain = chain.then(() =>
      send(batch).then(
        () => undefined,
        (error: unknown) => {
          firstError ??= error;
        },
      ),
    );
  };
  return {
    add(item: gradeHurdle.WritebackItem) {
      queue.push(item);
      if (queue.length >= batchSize) sendQueued();
    },
    async flush(): Promise<unknown> {
      sendQueued();
      await chain;
      return firstError;
    },
  };
}
