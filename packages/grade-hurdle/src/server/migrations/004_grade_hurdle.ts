// Migration 004: Grade Hurdle associations (spec 002 §3) and the write-back log that lets a run be
// reviewed and undone. Every row belongs to one Learn site (platform first in every key).
export default /* sql */ `
create table grade_hurdle_associations (
  platform text not null,
  course_id text not null,
  status text not null default 'Inactive' check (status in ('Active', 'Inactive')),
  sub_rules jsonb not null default '[]',
  logic text not null default 'AND' check (logic in ('AND', 'OR')),
  -- null: the spec's default mapping (4-7 -> 3, 3 -> 2, 2 -> 1, 1 -> 1)
  mapping jsonb,
  performance_score_id text,
  -- the grade ids written per student (spec §4 "the written grade ids are stored")
  performance_score_ids jsonb not null default '{}',
  version integer not null default 1,
  updated_at timestamptz not null default now(),
  updated_by text,
  primary key (platform, course_id)
);

create table grade_hurdle_writebacks (
  platform text not null,
  course_id text not null,
  run_id text not null,
  user_id text not null,
  column_id text not null,
  status text not null check (status in ('written', 'failed', 'undone')),
  previous jsonb not null,
  written jsonb not null,
  reason text,
  written_by text not null,
  written_at timestamptz not null default now(),
  undone_by text,
  undone_at timestamptz,
  primary key (platform, course_id, run_id, user_id)
);
create index grade_hurdle_writebacks_recent on grade_hurdle_writebacks (platform, course_id, written_at desc);
`;
