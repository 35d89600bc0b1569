// Migration 006: the course assistant (issue 15 §2). `chat_chunks` was the first index (dropped by
// 016); its text is written out here, not imported, because a released migration never changes.
// Every table is keyed by platform first: Learn ids repeat across Learn sites.
export default /* sql */ `
-- Weights: title A, folder path C, text B (ts_rank_cd's default weights 1.0, 0.2, 0.4).
create table if not exists chat_chunks (
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
);
create index if not exists chat_chunks_search on chat_chunks using gin (search);

-- One row per indexed course: when it was last refreshed, and the build lease that keeps two
-- instances (or two first questions) from reading the same course from Learn at once.
create table chat_courses (
  platform text not null,
  course_id text not null,
  indexed_at timestamptz,
  building_until timestamptz,
  primary key (platform, course_id)
);

-- The items a user could see in the course when Learn was last asked (permission scoping),
-- reused for a short while so a conversation does not list the course for every question.
create table chat_visibility (
  platform text not null,
  course_id text not null,
  user_id text not null,
  content_ids text[] not null,
  fetched_at timestamptz not null,
  primary key (platform, course_id, user_id)
);

-- Questions per user per window; in the database so every instance counts the same questions.
create table chat_rate_limits (
  platform text not null,
  user_id text not null,
  window_start timestamptz not null,
  count integer not null,
  primary key (platform, user_id)
);

-- Only written when an administrator sets CHAT_AUDIT_LOG_DAYS; rows older than that are deleted.
create table chat_audit (
  platform text not null,
  course_id text not null,
  user_id text not null,
  asked_at timestamptz not null,
  prompt text not null,
  answer text not null,
  citations jsonb not null,
  model text
);
create index chat_audit_by_time on chat_audit (platform, asked_at);
`;
