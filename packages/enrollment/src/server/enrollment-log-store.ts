import type * as e from '../contracts.ts';
import type { TenantDb } from '@tools/server-core/db/tenant.ts';

/** SQL of the enrollment record. Every statement is scoped to the caller's Learn site ($1). */

export interface NewRecord {
  action: 'enroll' | 'unenroll';
  actorUserId: string;
  actorName: string;
  userId: string;
  courseId: string;
  courseCode: string;
  at: Date;
}

export async function record(db: TenantDb, r: NewRecord): Promise<void> {
  await db.query(
    `insert into enrollment_log (platform, action, actor_user_id, actor_name, user_id, course_id, course_code, at)
     values ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [r.action, r.actorUserId, r.actorName, r.userId, r.courseId, r.courseCode, r.at.toISOString()],
  );
}

interface Row {
  id: string;
  action: 'enroll' | 'unenroll';
  actor_user_id: string;
  actor_name: string;
  user_id: string;
  course_id: string;
  course_code: string;
  at: Date | string;
}

/** Newest first; `after` is the (at, id) of the last row of the previous page. Fetches limit + 1. */
export async function list(
  db: TenantDb,
  limit: number,
  after: { at: string; id: string } | null,
): Promise<e.EnrollmentRecord[]> {
  const rows = await db.query<Row>(
    `select id::text as id, action, actor_user_id, actor_name, user_id, course_id, course_code, at
       from enrollment_log
      where platform = $1 and ($3::timestamptz is null or (at, id) < ($3::timestamptz, $4::bigint))
      order by at desc, id desc
      limit $2`,
    [limit + 1, after?.at ?? null, after?.id ?? null],
  );
  return rows.map((r) => ({
    id: r.id,
    action: r.action,
    actorUserId: r.actor_user_id,
    actorName: r.actor_name,
    userId: r.user_id,
    courseId: r.course_id,
    courseCode: r.course_code,
    at: new Date(r.at).toISOString(),
  }));
}
