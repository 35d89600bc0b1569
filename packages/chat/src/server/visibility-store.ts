import type { TenantDb } from '@tools/server-core/db/tenant.ts';

/**
 * A user's visible items of a course as Learn listed them with the user's own token. Reused
 * for a short while (config `visibilityTtlSeconds`); in the database, so any instance may answer.
 */
export async function recentVisible(
  db: TenantDb,
  courseId: string,
  userId: string,
  notBefore: Date,
): Promise<string[] | null> {
  const [row] = await db.query<{ content_ids: string[] }>(
    `select content_ids from chat_visibility
     where platform = $1 and course_id = $2 and user_id = $3 and fetched_at >= $4`,
    [courseId, userId, notBefore],
  );
  return row ? row.content_ids : null;
}

export async function saveVisible(
  db: TenantDb,
  courseId: string,
  userId: string,
  contentIds: readonly string[],
  fetchedAt: Date,
): Promise<void> {
  await db.query(
    `insert into chat_visibility (platform, course_id, user_id, content_ids, fetched_at) values ($1, $2, $3, $4, $5)
     on conflict (platform, course_id, user_id) do update
       set content_ids = excluded.content_ids, fetched_at = excluded.fetched_at`,
    [courseId, userId, [...contentIds], fetchedAt],
  );
}

/**
 * Drops the course's lists older than `before` (they are never read again): the table holds
 * only the users who asked recently, not one list per user who ever asked.
 */
export async function forgetOlder(db: TenantDb, courseId: string, before: Date): Promise<void> {
  await db.query('delete from chat_visibility where platform = $1 and course_id = $2 and fetched_at < $3', [
    courseId,
    before,
  ]);
}

/** After a re-index every cached list of the course is dropped: the next question lists again. */
export async function forgetCourse(db: TenantDb, courseId: string): Promise<void> {
  await db.query('delete from chat_visibility where platform = $1 and course_id = $2', [courseId]);
}
