import {
  createGradebookColumn,
  deleteGradebookColumn,
  patchColumnGrade,
  type GradebookColumn,
  type LearnClient,
} from '@tools/learn-api';
import { findLateColumn, LATE_COLUMN_NAME, loadColumns, type CurrentGrade } from './learn-data.ts';
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

/**
 * The 'Late Penalties' column, created when missing (0 points possible, available, in the category
 * given), idempotently: Learn is read again right before creating (the preview's read may be old)
 * and right after, because another run (another tab, another instructor, an older client without a
 * lease) may have created one at the same moment. Of several, the oldest is kept by every run; ours,
 * if it is not that one, is deleted before anything is written to it.
 */
export async function ensureLateColumn(
  client: LearnClient,
  courseRef: string,
  opts: { signal?: AbortSignal; gradebookCategoryId?: string } = {},
): Promise<{ column: GradebookColumn; created: boolean }> {
  const read = opts.signal ? { signal: opts.signal } : {};
  const existing = findLateColumn(await loadColumns(client, courseRef, read));
  if (existing) return { column: existing, created: false };
  const mine = await createGradebookColumn(
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
    read,
  );
  if (!mine.id) throw new Error('Learn created the column but returned no id.');
  // Not under the signal: once created, the column must be settled even if the user cancels now.
  const kept = findLateColumn(await loadColumns(client, courseRef)) ?? mine;
  if (kept.id === mine.id) return { column: mine, created: true };
  // Ours holds no grades yet: removing it leaves one column. Should Learn refuse, it stays empty
  // (nothing is ever written to it), so the course total still counts each penalty once.
  await deleteGradebookColumn(client, { courseRef, columnId: mine.id }).catch(() => undefined);
  return { column: kept, created: false };
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
