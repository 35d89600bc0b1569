import type * as gradeHurdle from '../contracts.ts';
import { isLearnError, listColumnGradeLogs, type GradeLogEntry, type LearnClient } from '@tools/learn-api';

/** Learn's clock and ours may differ: the history is read from a little before the run's plan was recorded. */
export const HISTORY_MARGIN_MS = 10 * 60_000;

/** One student of an Undo: what to restore, or why not. */
export interface UndoTarget {
  writeback: gradeHurdle.Writeback;
  /** The notation on the grade now (re-read just before undoing). */
  current: string | null;
  /** The notation to write back (what the run replaced). */
  restore: string | null;
  /** Why this student is left alone: the grade changed since, or (from Learn's history) the run never wrote it. */
  skip: 'changed' | 'notWritten' | null;
}

const notation = (e: GradeLogEntry) => e.gradeNotationId ?? null;
const keyOf = (columnId: string, userId: string) => `${columnId}|${userId}`;

/**
 * Learn's grade history of the run's columns since the run's plan was recorded (minus a margin), by
 * column and student, oldest first; null for a column whose history Learn would not give (then Undo
 * decides from the grade as it is now). One paged listing per column, only when some record has no
 * outcome (`pending`).
 */
export async function loadRunHistory(
  client: LearnClient,
  courseRef: string,
  writebacks: readonly gradeHurdle.Writeback[],
  signal?: AbortSignal,
): Promise<Map<string, GradeLogEntry[]> | null> {
  const pending = writebacks.filter((w) => w.status === 'pending');
  if (pending.length === 0) return new Map();
  const since = new Date(Math.min(...pending.map((w) => Date.parse(w.writtenAt))) - HISTORY_MARGIN_MS).toISOString();
  const history = new Map<string, GradeLogEntry[]>();
  for (const columnId of new Set(pending.map((w) => w.columnId))) {
    try {
      for (const entry of await listColumnGradeLogs(client, { courseRef, columnId, since }, signal ? { signal } : {})) {
        const userId = entry.user?.userId;
        if (!userId) continue;
        const key = keyOf(columnId, userId);
        history.set(key, [...(history.get(key) ?? []), entry]);
      }
    } catch (error) {
      if (isLearnError(error)) return null;
      throw error;
    }
  }
  return history;
}

/**
 * What Undo does per student. A `written` record restores what it replaced if the grade still holds
 * what the run wrote. A `pending` record (its outcome never reached the server: the tab closed, or the
 * server was down) asks Learn's grade history: the change to the run's notation proves the write, and
 * the entry before it is what to restore (else the plan's own "before"); no such change means the run
 * never wrote it. Without a history (Learn refused it) the grade as it is now decides, as for `written`.
 * Nothing is ever restored over a grade someone changed since.
 */
export function planUndo(
  writebacks: readonly gradeHurdle.Writeback[],
  current: ReadonlyMap<string, string | null>,
  history: ReadonlyMap<string, GradeLogEntry[]> | null,
): UndoTarget[] {
  return writebacks
    .filter((w) => w.status === 'written' || w.status === 'pending')
    .map((w) => {
      const key = keyOf(w.columnId, w.userId);
      const now = current.get(key) ?? null;
      const wrote = w.written.gradeNotationId;
      let restore = w.previous.gradeNotationId;
      if (w.status === 'pending' && history) {
        const entries = history.get(key) ?? [];
        const at = entries.findIndex(
          (e, i) => notation(e) === wrote && (i === 0 || notation(entries[i - 1]!) !== wrote),
        );
        if (at < 0) return { writeback: w, current: now, restore, skip: 'notWritten' as const };
        if (at > 0) restore = notation(entries[at - 1]!);
      }
      return { writeback: w, current: now, restore, skip: now === wrote ? null : ('changed' as const) };
    });
}
