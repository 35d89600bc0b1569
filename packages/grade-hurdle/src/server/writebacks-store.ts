import type * as gh from '../contracts.ts';
import * as v from 'valibot';
import { decodeKey, keyText, pageOf } from '@tools/server-core/db/keyset.ts';
import type { TenantDb } from '@tools/server-core/db/tenant.ts';

/** SQL for the write-back log (who wrote which notation for whom, and what was there before). */

interface Row {
  run_id: string;
  user_id: string;
  column_id: string;
  status: gh.Writeback['status'];
  previous: gh.GradeState;
  written: gh.GradeState;
  reason: string | null;
  written_by: string;
  written_at: Date | string;
  undone_by: string | null;
  undone_at: Date | string | null;
}
const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());
const toWriteback = (r: Row): gh.Writeback => ({
  runId: r.run_id,
  userId: r.user_id,
  columnId: r.column_id,
  status: r.status,
  previous: r.previous,
  written: r.written,
  reason: r.reason,
  writtenBy: r.written_by,
  writtenAt: iso(r.written_at) ?? '',
  undoneBy: r.undone_by,
  undoneAt: iso(r.undone_at),
});

/**
 * Records a run's plan (`pending`, before any write) and its outcomes; a student sent again in the same
 * run (a retry) replaces the earlier outcome. A `pending` arriving late never replaces an outcome, and an
 * `undone` row is final (a late outcome of a grade already restored changes nothing).
 */
export async function recordWritebacks(
  db: TenantDb,
  body: gh.WritebacksPost,
  by: string,
): Promise<{ count: number; written: gh.WritebackItem[] }> {
  return db.transaction(async (tx) => {
    const written: gh.WritebackItem[] = [];
    for (const item of body.items) {
      const changed = await tx.query<{ status: string }>(
        `insert into grade_hurdle_writebacks
           (platform, course_id, run_id, user_id, column_id, status, previous, written, reason, written_by)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
         on conflict (platform, course_id, run_id, user_id) do update set column_id = excluded.column_id,
           status = excluded.status, written = excluded.written, reason = excluded.reason,
           written_by = excluded.written_by, written_at = now(),
           -- the grade before the FIRST attempt of this run is what an undo restores
           previous = grade_hurdle_writebacks.previous
         where grade_hurdle_writebacks.status <> 'undone'
           and (excluded.status <> 'pending' or grade_hurdle_writebacks.status = 'pending')
         returning status`,
        [
          body.courseId,
          body.runId,
          item.userId,
          item.columnId,
          item.status,
          JSON.stringify(item.previous),
          JSON.stringify(item.written),
          item.reason ?? null,
          by,
        ],
      );
      if (changed[0]?.status === 'written') written.push(item);
    }
    return { count: body.items.length, written };
  });
}

/** Marks written grades restored; returns the rows that changed (what was written and what it replaced). */
export async function markUndone(db: TenantDb, body: gh.WritebacksUndone, by: string) {
  const rows = await db.query<Pick<Row, 'run_id' | 'user_id' | 'column_id' | 'previous' | 'written'>>(
    `update grade_hurdle_writebacks set status = 'undone', undone_by = $5, undone_at = now()
     where platform = $1 and course_id = $2 and run_id = $3 and user_id = any($4::text[])
       and status in ('written', 'pending')
     returning run_id, user_id, column_id, previous, written`,
    [body.courseId, body.runId, body.userIds, by],
  );
  return rows.map((r) => ({
    runId: r.run_id,
    userId: r.user_id,
    columnId: r.column_id,
    // Undo restores the previous grade: that is what is now in Learn.
    previous: r.written,
    written: r.previous,
  }));
}

const Key = v.object({ userId: keyText });

/** One run's outcomes, by student. */
export async function listWritebacks(db: TenantDb, q: gh.WritebacksQuery, limit: number) {
  const after = decodeKey(Key, q.nextKey);
  const rows = await db.query<Row>(
    `select run_id, user_id, column_id, status, previous, written, reason, written_by, written_at, undone_by, undone_at
     from grade_hurdle_writebacks
     where platform = $1 and course_id = $2 and run_id = $3 and ($4::text is null or user_id > $4)
     order by user_id limit $5`,
    [q.courseId, q.runId, after?.userId ?? null, limit + 1],
  );
  const page = pageOf(rows, limit, (r) => ({ userId: r.user_id }));
  return { items: page.rows.map(toWriteback), nextKey: page.nextKey };
}

interface RunRow {
  run_id: string;
  started_at: Date | string;
  written_by: string;
  written: number;
  failed: number;
  undone: number;
  pending: number;
}

/** The course's latest runs (newest first), with their counts. */
export async function listRuns(db: TenantDb, courseId: string, limit: number): Promise<gh.WritebackRun[]> {
  const rows = await db.query<RunRow>(
    `select run_id, min(written_at) as started_at, min(written_by) as written_by,
            count(*) filter (where status = 'written')::int as written,
            count(*) filter (where status = 'failed')::int as failed,
            count(*) filter (where status = 'undone')::int as undone,
            count(*) filter (where status = 'pending')::int as pending
     from grade_hurdle_writebacks where platform = $1 and course_id = $2
     group by run_id order by min(written_at) desc, run_id desc limit $3`,
    [courseId, limit],
  );
  return rows.map((r) => ({
    runId: r.run_id,
    startedAt: new Date(r.started_at).toISOString(),
    writtenBy: r.written_by,
    written: Number(r.written),
    failed: Number(r.failed),
    undone: Number(r.undone),
    pending: Number(r.pending),
  }));
}
