/**
 * The table of the first course-content index (issue 15), created by migration 006, which imports
 * this text (a migration's SQL never changes). Migration 013 replaced it with `chat_passages`
 * (issue 25: the search now weighs words in process, the same on PGlite and PostgreSQL) and drops it.
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
