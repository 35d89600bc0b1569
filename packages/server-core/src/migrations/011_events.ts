// Migration 011: the durable event log of EventPublicationTool (issue 14). One row per event id
// within a Learn site (publishing the same id again changes nothing). `seq` orders the log;
// readers take unhandled rows with FOR UPDATE SKIP LOCKED (rows being handled right now are
// left out); `handled_at` is set once, by id (handling twice changes nothing).
export default /* sql */ `
create table events (
  platform text not null,
  id text not null,
  seq bigserial not null,
  schema_version integer not null,
  type text not null,
  course_id text,
  occurred_at timestamptz not null,
  payload jsonb not null,
  published_by text not null,
  published_at timestamptz not null default now(),
  handled_at timestamptz,
  handled_by text,
  primary key (platform, id)
);
create index events_unhandled on events (platform, seq) where handled_at is null;
`;
