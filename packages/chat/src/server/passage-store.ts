import { embeddingText, type CoursePassage, type PlantedKind, type SearchPassage } from '@tools/chat/domain';
import type { TenantDb } from '@tools/server-core/db/tenant.ts';

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
  embedding_model: string | null;
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

/**
 * Replaces one item's passages in one transaction (readers see the old or the new text, never none).
 * A passage whose embedded text is unchanged keeps its vector (and model): a changed item
 * re-embeds only its changed passages.
 */
export async function replaceItem(
  db: TenantDb,
  courseId: string,
  contentId: string,
  passages: readonly CoursePassage[],
  modified: string | null,
): Promise<void> {
  await db.transaction(async (tx) => {
    const previous = await tx.query<Omit<PassageRow, 'content_id' | 'ordinal' | 'breadcrumb' | 'link_path'>>(
      `select item_title, heading_path, file_name, body, embedding, embedding_model from chat_passages
       where platform = $1 and course_id = $2 and content_id = $3 and embedding is not null`,
      [courseId, contentId],
    );
    const kept = new Map(
      previous.map((r) => [
        embeddingText({
          itemTitle: r.item_title,
          headingPath: r.heading_path ?? [],
          fileName: r.file_name,
          text: r.body,
        }),
        r,
      ]),
    );
    await tx.query('delete from chat_passages where platform = $1 and course_id = $2 and content_id = $3', [
      courseId,
      contentId,
    ]);
    for (const p of passages) {
      const vector = p.flag ? undefined : kept.get(embeddingText(p));
      await tx.query(
        `insert into chat_passages (platform, course_id, content_id, ordinal, item_title, breadcrumb, heading_path,
           file_name, link_path, body, flag_kind, flag_evidence, item_modified, embedding, embedding_model)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)`,
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
          vector?.embedding ?? null,
          vector?.embedding_model ?? null,
        ],
      );
    }
  });
}

export interface PassageToEmbed {
  contentId: string;
  ordinal: number;
  /** What is embedded (embeddingText); also the guard that the passage did not change meanwhile. */
  input: string;
  body: string;
}

/**
 * The course's unflagged passages without a vector of `model` (new, changed, or embedded by
 * another model). Flagged passages are never embedded: they are never searched.
 */
export async function passagesToEmbed(db: TenantDb, courseId: string, model: string): Promise<PassageToEmbed[]> {
  const rows = await db.query<
    Pick<PassageRow, 'content_id' | 'ordinal' | 'item_title' | 'heading_path' | 'file_name' | 'body'>
  >(
    `select content_id, ordinal, item_title, heading_path, file_name, body from chat_passages
     where platform = $1 and course_id = $2 and flag_kind is null
       and (embedding is null or embedding_model is distinct from $3)
     order by content_id, ordinal`,
    [courseId, model],
  );
  return rows.map((r) => ({
    contentId: r.content_id,
    ordinal: Number(r.ordinal),
    body: r.body,
    input: embeddingText({
      itemTitle: r.item_title,
      headingPath: r.heading_path ?? [],
      fileName: r.file_name,
      text: r.body,
    }),
  }));
}

/** Stores vectors of `model`, each only if its passage still has the text that was embedded. */
export async function saveEmbeddings(
  db: TenantDb,
  courseId: string,
  model: string,
  rows: readonly { passage: PassageToEmbed; embedding: readonly number[] }[],
): Promise<void> {
  await db.transaction(async (tx) => {
    for (const { passage, embedding } of rows) {
      await tx.query(
        `update chat_passages set embedding = $5, embedding_model = $6
         where platform = $1 and course_id = $2 and content_id = $3 and ordinal = $4 and body = $7`,
        [courseId, passage.contentId, passage.ordinal, [...embedding], model, passage.body],
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
 * hundred kB of text). A vector comes along only when `embeddingModel` made it (else null).
 */
export async function searchablePassages(
  db: TenantDb,
  courseId: string,
  visibleContentIds: readonly string[],
  embeddingModel: string | null = null,
): Promise<SearchPassage[]> {
  if (visibleContentIds.length === 0) return [];
  const rows = await db.query<PassageRow>(
    `select content_id, ordinal, item_title, breadcrumb, heading_path, file_name, link_path, body,
       case when embedding_model = $4 then embedding end as embedding
     from chat_passages
     where platform = $1 and course_id = $2 and content_id = any($3::text[]) and flag_kind is null
     order by content_id, ordinal`,
    [courseId, [...visibleContentIds], embeddingModel],
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
    embedding: r.embedding?.map(Number) ?? null,
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

/** How many of the course's unflagged passages lack a vector of `model` (passagesToEmbed's count). */
export async function countToEmbed(db: TenantDb, courseId: string, model: string): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    `select count(*)::int as n from chat_passages
     where platform = $1 and course_id = $2 and flag_kind is null
       and (embedding is null or embedding_model is distinct from $3)`,
    [courseId, model],
  );
  return Number(row?.n ?? 0);
}
