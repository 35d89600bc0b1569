import type { Chunk } from './chunk.ts';
import { searchTerms, toTsQueryText } from './search-query.ts';

/**
 * The SQL of the course-content index, written once here so the server's store, the tests and
 * the evaluation run the same text on PGlite and PostgreSQL. Every row carries the platform
 * (Learn ids repeat across Learn sites) and every query filters by it.
 */

/** Weights: title A, folder path C, text B (ts_rank_cd's default weights 1.0, 0.2, 0.4). */
export const CHAT_CHUNKS_DDL = [
  `create table if not exists chat_chunks (
    platform text not null,
    course_id text not null,
    content_id text not null,
    ordinal integer not null,
    title text not null,
    breadcrumb text not null default '',
    link_path text not null,
    body text not null,
    item_modified text,
    search tsvector generated always as (
      setweight(to_tsvector('english', title), 'A') ||
      setweight(to_tsvector('english', breadcrumb), 'C') ||
      setweight(to_tsvector('english', body), 'B')
    ) stored,
    primary key (platform, course_id, content_id, ordinal)
  )`,
  `create index if not exists chat_chunks_search on chat_chunks using gin (search)`,
] as const;

/** Replaces an item's chunks: run DELETE_ITEM_CHUNKS_SQL, then this per chunk, in one transaction. */
export const INSERT_CHUNK_SQL = `insert into chat_chunks
  (platform, course_id, content_id, ordinal, title, breadcrumb, link_path, body, item_modified)
  values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`;

export const DELETE_ITEM_CHUNKS_SQL = `delete from chat_chunks where platform = $1 and course_id = $2 and content_id = $3`;

/**
 * Best chunks for a question among the items the caller may see.
 * $1 platform, $2 course id, $3 tsquery text (toTsQueryText), $4 the terms space-separated,
 * $5 visible content ids (text[]), $6 how many chunks to rank before picking passages.
 * Order: first by `matched`, the question's distinct lexemes found in the chunk (title and
 * folder path included), so a chunk with every word of the question beats one that only shares
 * a title word; then by ts_rank_cd with normalisation 1|32 (divided by 1 + log(length), so a
 * focused chunk beats a long one, then scaled to 0..1). ts_headline runs only on the ranked
 * few (it is the expensive part).
 */
export const SEARCH_CHUNKS_SQL = `with q as (
    select to_tsquery('english', $3) as query,
           tsvector_to_array(to_tsvector('english', $4)) as lexemes
  ), ranked as (
    select c.content_id, c.ordinal, c.title, c.breadcrumb, c.link_path, c.body,
           ts_rank_cd(c.search, q.query, 1 | 32) as rank,
           cardinality(array(select unnest(tsvector_to_array(c.search)) intersect select unnest(q.lexemes))) as matched
    from chat_chunks c, q
    where c.platform = $1 and c.course_id = $2 and c.content_id = any($5::text[]) and c.search @@ q.query
    order by matched desc, rank desc, c.content_id, c.ordinal
    limit $6
  )
  select r.content_id, r.ordinal, r.title, r.breadcrumb, r.link_path, r.body, r.rank::float8 as rank,
         r.matched::int as matched, cardinality(q.lexemes)::int as query_terms,
         ts_headline('english', r.body, q.query,
           'MaxFragments=2, MaxWords=45, MinWords=15, FragmentDelimiter=" … ", StartSel="", StopSel=""') as excerpt
  from ranked r, q
  order by r.matched desc, r.rank desc, r.content_id, r.ordinal`;

/** A row of SEARCH_CHUNKS_SQL. */
export interface ChunkSearchRow {
  content_id: string;
  ordinal: number;
  title: string;
  breadcrumb: string;
  link_path: string;
  body: string;
  rank: number;
  matched: number;
  query_terms: number;
  excerpt: string;
}

export const BREADCRUMB_SEPARATOR = ' › ';
export const DEFAULT_CANDIDATES = 20;

/** Parameters of INSERT_CHUNK_SQL in order. */
export function insertChunkParams(
  scope: { platform: string; courseId: string },
  chunk: Chunk,
  itemModified?: string,
): unknown[] {
  return [
    scope.platform,
    scope.courseId,
    chunk.contentId,
    chunk.ordinal,
    chunk.title,
    chunk.breadcrumb.join(BREADCRUMB_SEPARATOR),
    chunk.linkPath,
    chunk.text,
    itemModified ?? null,
  ];
}

/**
 * Parameters of SEARCH_CHUNKS_SQL in order, or null when the question has no searchable word
 * (then there is nothing to ask the database: the answer is "not covered").
 */
export function searchChunkParams(args: {
  platform: string;
  courseId: string;
  question: string;
  visibleContentIds: readonly string[];
  candidates?: number;
}): unknown[] | null {
  const terms = searchTerms(args.question);
  if (terms.length === 0 || args.visibleContentIds.length === 0) return null;
  return [
    args.platform,
    args.courseId,
    toTsQueryText(terms),
    terms.join(' '),
    [...args.visibleContentIds],
    args.candidates ?? DEFAULT_CANDIDATES,
  ];
}
