// Migration 013: bulk-run leases (issue 22 §1). One row per Learn site, kind of run and scope
// (a course's or a catalog category's primary id): who runs it (Learn user id and name, as Learn
// told the server), since when, and when it last renewed. Acquiring is one INSERT … ON CONFLICT DO
// UPDATE … WHERE, so two instances racing for the same row cannot both win; a row not renewed for
// the stale time may be taken over explicitly (apps/server/README.md "Bulk-run leases").
export default /* sql */ `
create table bulk_run_leases (
  platform text not null,
  kind text not null,
  scope_id text not null,
  run_id text not null,
  holder_id text not null,
  holder_name text not null,
  started_at timestamptz not null,
  heartbeat_at timestamptz not null,
  primary key (platform, kind, scope_id)
);
`;
