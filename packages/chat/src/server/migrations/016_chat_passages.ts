// Migration 013: the course assistant's passages (issue 25). Paragraph- or section-sized text of
// what students see, with its heading path, the attached file it comes from (cited as itself),
// and the planted-text flag (flagged passages are kept only to be listed for the course's staff:
// never quoted, never sent to a model). The words are split and weighed when a question is
// asked, so the search can change without re-reading courses from Learn. `embedding` is filled
// only when an embeddings endpoint is configured. `chat_chunks` (006) held the same text for the
// full-text search this replaces; it is an index rebuilt from Learn, so nothing is lost.
export default /* sql */ `
create table chat_passages (
  platform text not null,
  course_id text not null,
  content_id text not null,
  ordinal integer not null,
  item_title text not null,
  breadcrumb text[] not null default '{}',
  heading_path text[] not null default '{}',
  file_name text,
  link_path text not null,
  body text not null,
  flag_kind text,
  flag_evidence text,
  item_modified text,
  embedding real[],
  primary key (platform, course_id, content_id, ordinal)
);
create index chat_passages_flagged on chat_passages (platform, course_id) where flag_kind is not null;
drop table chat_chunks;
`;
