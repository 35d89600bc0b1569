// Migration 013: late penalties an instructor can trust (issue 24).
// - late_penalty_trash: what 'Delete all' and a row's 'Clear' removed (the assignments' rules with
//   their overrides and stored penalties, as JSON rows), so Undo can put it back for 24 hours.
// - late_penalty_overrides.set_by / set_by_name: who set an override (the student's view says so).
// - late_penalty_snapshots.attempt_date / explanation: the submission time and the calculation the
//   instructor's 'Update late penalties' used. Learn shows a student only when an attempt was
//   created (started), never when it was submitted, so the student's view shows these instead of
//   computing from a different time.
// - late_penalty_course_defaults: a course's default rule, for every assignment without a rule of
//   its own (assignments added later included); an assignment exempt from it has an Inactive row.
export default /* sql */ `
create table late_penalty_trash (
  platform text not null,
  id text not null,
  course_id text not null,
  deleted_by text not null,
  deleted_at timestamptz not null default now(),
  associations jsonb not null,
  overrides jsonb not null,
  snapshots jsonb not null,
  course_default text,
  primary key (platform, id)
);
create index late_penalty_trash_age on late_penalty_trash (deleted_at);

alter table late_penalty_overrides add column set_by text not null default '';
alter table late_penalty_overrides add column set_by_name text not null default '';

alter table late_penalty_snapshots add column attempt_date text;
alter table late_penalty_snapshots add column explanation text not null default '';

create table late_penalty_course_defaults (
  platform text not null,
  course_id text not null,
  rule_code text not null,
  updated_by text not null default '',
  updated_at timestamptz not null default now(),
  primary key (platform, course_id)
);
`;
