import {
  DELETE_ITEM_CHUNKS_SQL,
  INSERT_CHUNK_SQL,
  insertChunkParams,
  SEARCH_CHUNKS_SQL,
  type Chunk,
  type ChunkSearchRow,
} from '@tools/chat/domain';
import type { TenantDb } from '../db/tenant.ts';

/**
 * SQL of the course-content index (`chat_chunks`, `chat_courses`). The chunk statements are the
 * domain's own (`@tools/chat/domain`), whose first parameter is the platform: `TenantDb` binds it,
 * so the domain's parameter lists are passed without their first element.
 */

const withoutPlatform = (params: readonly unknown[]) => params.slice(1);

/**
 * What the index holds per item: the `modified` date it was read at ('' when Learn sent none),
 * or null when part of it could not be read (it is read again at the next refresh).
 */
export async function indexedItems(db: TenantDb, courseId: string): Promise<Map<string, string | null>> {
  const rows = await db.query<{ content_id: string; item_modified: string | null }>(
    `select content_id, min(item_modified) as item_modified from chat_chunks
     where platform = $1 and course_id = $2 group by content_id`,
    [courseId],
  );
  return new Map(rows.map((r) => [r.content_id, r.item_modified]));
}

/** Replaces one item's chunks in one transaction (readers see the old or the new text, never none). */
export async function replaceItem(
  db: TenantDb,
  courseId: string,
  contentId: string,
  chunks: readonly Chunk[],
  modified: string | null,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query(DELETE_ITEM_CHUNKS_SQL, [courseId, contentId]);
    for (const chunk of chunks) {
      const params = insertChunkParams({ platform: db.platform, courseId }, chunk, modified ?? undefined);
      await tx.query(INSERT_CHUNK_SQL, withoutPlatform(params));
    }
  });
}

export async function deleteItems(db: TenantDb, courseId: string, contentIds: readonly string[]): Promise<void> {
  if (contentIds.length === 0) return;
  await db.query('delete from chat_chunks where platform = $1 and course_id = $2 and content_id = any($3::text[])', [
    courseId,
    [...contentIds],
  ]);
}

export async function countChunks(db: TenantDb, courseId: string): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    'select count(*)::int as n from chat_chunks where platform = $1 and course_id = $2',
    [courseId],
  );
  return Number(row?.n ?? 0);
}

/** SEARCH_CHUNKS_SQL with the parameters of `searchChunkParams` (platform first, as the domain builds them). */
export async function searchChunks(db: TenantDb, params: readonly unknown[]): Promise<ChunkSearchRow[]> {
  return db.query<ChunkSearchRow>(SEARCH_CHUNKS_SQL, withoutPlatform(params));
}

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
