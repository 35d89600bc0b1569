// Migration 009: SportsAndStudents (issue 13). The spec's three lists, per Learn site, replaced
// as a whole when an admin loads a CSV (the previous load is the unit of truth, not single rows).
export default /* sql */ `
create table athletics_sports (
  platform text not null,
  sport_id text not null,
  name text not null,
  primary key (platform, sport_id)
);
create table athletics_students (
  platform text not null,
  student_id text not null,
  first_name text not null,
  last_name text not null,
  student_number text not null,
  primary key (platform, student_id)
);
create table athletics_details (
  platform text not null,
  sport_id text not null,
  student_id text not null,
  primary key (platform, sport_id, student_id)
);
create table athletics_loads (
  platform text not null primary key,
  loaded_by text not null,
  loaded_at timestamptz not null
);
`;
