import pLimit from 'p-limit';
import {
  createGradebookColumn,
  isLearnError,
  patchColumnGrade,
  type GradebookColumn,
  type LearnClient,
} from '@tools/learn-api';
import { findLateColumn, LATE_COLUMN_NAME, type CurrentGrade } from './learn-data.ts';
import type { StudentRow } from './grid.ts';

export interface PlanEntry {
  userId: string;
  name: string;
  current: number | null;
  next: number;
  feedback: string;
  explanations: string[];
  /** False when the column already holds this value and feedback: nothing to write. */
  changed: boolean;
}

/**
 * What 'Update late penalties' will write: per student the current column value, the new
 * value (the negative total) and the explanations. Unchanged students are not written, so a
 * re-run writes nothing and an interrupted run resumes where it stopped.
 */
export function planApply(rows: readonly StudentRow[], current: ReadonlyMap<string, CurrentGrade>): PlanEntry[] {
  return rows.map((row) => {
    const now = current.get(row.student.id);
    const next = row.total.columnScore;
    const changed = !now || now.score === null || now.score !== next || (now.feedback ?? '') !== row.feedback;
    return {
      userId: row.student.id,
      name: row.student.name,
      current: now?.score ?? null,
      next,
      feedback: row.feedback,
      explanations: row.total.lines,
      changed,
    };
  });
}

/** Finds the 'Late Penalties' column or creates it (0 points possible, available, in the category given). */
export async function ensureLateColumn(
  client: LearnClient,
  courseRef: string,
  columns: readonly GradebookColumn[],
  opts: { signal?: AbortSignal; gradebookCategoryId?: string } = {},
): Promise<{ column: GradebookColumn; created: boolean }> {
  const existing = findLateColumn(columns);
  if (existing?.id) return { column: existing, created: false };
  const column = await createGradebookColumn(
    client,
    {
      courseRef,
      column: {
        name: LATE_COLUMN_NAME,
        score: { possible: 0 },
        availability: { available: 'Yes' },
        ...(opts.gradebookCategoryId ? { gradebookCategoryId: opts.gradebookCategoryId } : {}),
      } as Parameters<typeof createGradebookColumn>[1]['column'],
    },
    opts.signal ? { signal: opts.signal } : {},
  );
  if (!column.id) throw new Error('Learn created the column but returned no id.');
  return { column, created: true };
}

export type ApplyOutcome =
  | { userId: string; status: 'written' }
  | { userId: string; status: 'failed'; reason: string }
  | { userId: string; status: 'cancelled' };

export interface RunOptions {
  concurrency?: number;
  signal?: AbortSignal;
  onOutcome?: (outcome: ApplyOutcome) => void;
}

/** Default parallel writes: fewer than the client's per-origin bound, so reads can still get through. */
export const APPLY_CONCURRENCY = 4;

/**
 * PATCHes each entry's total (bounded concurrency). A cancelled run stops starting writes;
 * writes in flight finish or are aborted. PATCH sets an absolute value, so re-running is safe.
 */
export async function runApply(
  client: LearnClient,
  courseRef: string,
  columnId: string,
  entries: readonly PlanEntry[],
  options: RunOptions = {},
): Promise<ApplyOutcome[]> {
  const limit = pLimit(options.concurrency ?? APPLY_CONCURRENCY);
  const signal = options.signal;
  return Promise.all(
    entries.map((entry) =>
      limit(async (): Promise<ApplyOutcome> => {
        let outcome: ApplyOutcome;
        if (signal?.aborted) outcome = { userId: entry.userId, status: 'cancelled' };
        else {
          try {
            await patchColumnGrade(
              client,
              { courseRef, columnId, userRef: entry.userId, grade: { score: entry.next, feedback: entry.feedback } },
              signal ? { signal } : {},
            );
            outcome = { userId: entry.userId, status: 'written' };
          } catch (error) {
            if (signal?.aborted) outcome = { userId: entry.userId, status: 'cancelled' };
            else
              outcome = {
                userId: entry.userId,
                status: 'failed',
                reason: isLearnError(error) || error instanceof Error ? error.message : String(error),
              };
          }
        }
        options.onOutcome?.(outcome);
        return outcome;
      }),
    ),
  );
}
