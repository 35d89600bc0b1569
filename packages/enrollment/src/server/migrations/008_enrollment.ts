// Migration 008: Quick Enroll's record (issue 13). Every enrol/unenrol the server made in Learn:
// who asked (the verified caller), whom it enrolled (the caller: Quick Enroll enrols its user),
// which course, when. Listed for admins newest first.
export default /* sql */ `
create table enrollment_log (
  platform text not null,
  id bigint generated always as identity,
  action text not null check (action in ('enroll', 'unenroll')),
  actor_user_id text not null,
  actor_name text not null,
  user_id text not null,
  course_id text not null,
  course_code text not null,
  at timestamptz not null,
  primary key (platform, id)
);
create index enrollment_log_recent on enrollment_log (platform, at desc, id desc);
`;
