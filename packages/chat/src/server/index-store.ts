import type { TenantDb } from '@tools/server-core/db/tenant.ts';

/**
 * The course index's build lease (`chat_courses`); the passages themselves are in passage-store.ts.
 */

/**
 * Takes the course's build lease until `until` unless another build holds an unexpired one.
 * One statement, so two instances asking at once cannot both win.
 */
export async function claimBuild(db: TenantDb, courseId: string, now: Date, until: Date): Promise<boolean> {
  const rows = await db.query(
    `insert into chat_courses (platform, course_id, building_until) values ($1, $2, $3)
     on conflict (platform, course_id) do update set building_until = excluded.building_until
       where chat_courses.building_until is null or chat_courses.building_until < $4
     returning course_id`,
    [courseId, until, now],
  );
  return rows.length > 0;
}

export async function releaseBuild(db: TenantDb, courseId: string, indexedAt: Date | null): Promise<void> {
  await db.query(
    `update chat_courses set building_until = null, indexed_at = coalesce($3, indexed_at)
     where platform = $1 and course_id = $2`,
    [courseId, indexedAt],
  );
}

/** The embeddings endpoint failed for the course at or after `since` (any instance). */
export async function embeddingsFailedSince(db: TenantDb, courseId: string, since: Date): Promise<boolean> {
  const rows = await db.query(
    'select 1 from chat_courses where platform = $1 and course_id = $2 and embeddings_failed_at >= $3',
    [courseId, since],
  );
  return rows.length > 0;
}

export async function recordEmbeddingsFailure(db: TenantDb, courseId: string, at: Date): Promise<void> {
  await db.query(
    `insert into chat_courses (platform, course_id, embeddings_failed_at) values ($1, $2, $3)
     on conflict (platform, course_id) do update set embeddings_failed_at = excluded.embeddings_failed_at`,
    [courseId, at],
  );
}
