import type { CoursePassage, PlantedKind, SearchPassage } from '@tools/chat/domain';
import type { TenantDb } from '../db/tenant.ts';

/**
 * SQL of the course assistant's passages (`chat_passages`, migration 016). Every statement is
 * scoped to the caller's Learn site ($1, bound by TenantDb) and course.
 */

interface PassageRow {
  content_id: string;
  ordinal: number;
  item_title: string;
  breadcrumb: string[];
  heading_path: string[];
  file_name: string | null;
  link_path: string;
  body: string;
  embedding: number[] | null;
}

/**
 * What the index holds per item: the `modified` date it was read at ('' when Learn sent none),
 * or null when part of it could not be read (it is read again at the next refresh).
 */
export async function indexedItems(db: TenantDb, courseId: string): Promise<Map<string, string | null>> {
  const rows = await db.query<{ content_id: string; item_modified: string | null }>(
    `select content_id, min(item_modified) as item_modified from chat_passages
     where platform = $1 and course_id = $2 group by content_id`,
    [courseId],
  );
  return new Map(rows.map((r) => [r.content_id, r.item_modified]));
}

/** Replaces one item's passages in one transaction (readers see the old or the new text, never none). */
export async function replaceItem(
  db: TenantDb,
  courseId: string,
  contentId: string,
  passages: readonly CoursePassage[],
  modified: string | null,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('delete from chat_passages where platform = $1 and course_id = $2 and content_id = $3', [
      courseId,
      contentId,
    ]);
    for (const p of passages) {
      await tx.query(
        `insert into chat_passages (platform, course_id, content_id, ordinal, item_title, breadcrumb, heading_path,
           file_name, link_path, body, flag_kind, flag_evidence, item_modified)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
        [
          courseId,
          contentId,
          p.ordinal,
          p.itemTitle,
          p.breadcrumb,
          p.headingPath,
          p.fileName,
          p.linkPath,
          p.text,
          p.flag?.kind ?? null,
          p.flag?.evidence ?? null,
          modified,
        ],
      );
    }
  });
}

export async function deleteItems(db: TenantDb, courseId: string, contentIds: readonly string[]): Promise<void> {
  if (contentIds.length === 0) return;
  await db.query('delete from chat_passages where platform = $1 and course_id = $2 and content_id = any($3::text[])', [
    courseId,
    [...contentIds],
  ]);
}

export async function countPassages(db: TenantDb, courseId: string): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    'select count(*)::int as n from chat_passages where platform = $1 and course_id = $2',
    [courseId],
  );
  return Number(row?.n ?? 0);
}

/**
 * The passages a question may draw on: those of the items the caller can see now, never a
 * flagged (planted) one. The search reads them whole (a course of hundreds of items is a few
 * hundred kB of text).
 */
export async function searchablePassages(
  db: TenantDb,
  courseId: string,
  visibleContentIds: readonly string[],
): Promise<SearchPassage[]> {
  if (visibleContentIds.length === 0) return [];
  const rows = await db.query<PassageRow>(
    `select content_id, ordinal, item_title, breadcrumb, heading_path, file_name, link_path, body, embedding
     from chat_passages
     where platform = $1 and course_id = $2 and content_id = any($3::text[]) and flag_kind is null
     order by content_id, ordinal`,
    [courseId, [...visibleContentIds]],
  );
  return rows.map((r) => ({
    contentId: r.content_id,
    ordinal: Number(r.ordinal),
    itemTitle: r.item_title,
    breadcrumb: r.breadcrumb ?? [],
    headingPath: r.heading_path ?? [],
    fileName: r.file_name,
    linkPath: r.link_path,
    text: r.body,
    embedding: r.embedding,
  }));
}

export interface FlaggedPassage {
  contentId: string;
  itemTitle: string;
  fileName: string | null;
  linkPath: string;
  kind: PlantedKind;
  evidence: string;
}

/** The course's flagged passages, for its staff ("content the assistant will not use"). */
export async function flaggedPassages(db: TenantDb, courseId: string): Promise<FlaggedPassage[]> {
  const rows = await db.query<{
    content_id: string;
    item_title: string;
    file_name: string | null;
    link_path: string;
    flag_kind: PlantedKind;
    flag_evidence: string | null;
  }>(
    `select content_id, item_title, file_name, link_path, flag_kind, flag_evidence from chat_passages
     where platform = $1 and course_id = $2 and flag_kind is not null
     order by item_title, content_id, ordinal`,
    [courseId],
  );
  return rows.map((r) => ({
    contentId: r.content_id,
    itemTitle: r.item_title,
    fileName: r.file_name,
    linkPath: r.link_path,
    kind: r.flag_kind,
    evidence: r.flag_evidence ?? '',
  }));
}
