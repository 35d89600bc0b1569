import type { TenantDb } from '../db/tenant.ts';

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
