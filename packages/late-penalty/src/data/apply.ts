import { createGradebookColumn, patchColumnGrade, type GradebookColumn, type LearnClient } from '@tools/learn-api';
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

/** Default parallel writes: fewer than the client's per-origin bound, so reads can still get through. */
export const APPLY_CONCURRENCY = 4;

/**
 * Writes one entry's total and feedback (the `run` of the bulk apply, see @tools/bulk). PATCH sets
 * an absolute value, so writing it twice is harmless: a retry or a cancelled write repeated is safe.
 */
export async function writeEntry(
  client: LearnClient,
  courseRef: string,
  columnId: string,
  entry: PlanEntry,
  opts: { signal?: AbortSignal } = {},
): Promise<void> {
  await patchColumnGrade(
    client,
    { courseRef, columnId, userRef: entry.userId, grade: { score: entry.next, feedback: entry.feedback } },
    opts.signal ? { signal: opts.signal } : {},
  );
}
