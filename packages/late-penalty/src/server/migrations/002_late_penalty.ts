// Migration 002: kept as a TypeScript string so the server core also runs in a browser (Storybook) and jsdom.
export default /* sql */ `
-- Late penalties (spec 002 §3/§7). Row-level keys everywhere so concurrent saves of different
-- rows (rules, assignments, students) never overwrite each other.
create table if not exists late_penalty_rules (
  code text primary key,
  label text not null,
  status text not null check (status in ('Active', 'Inactive')),
  sort_order integer,
  updated_at timestamptz not null default now()
);

-- One rule per course assignment; id = course_id || ':' || content_item_id.
create table if not exists late_penalty_associations (
  course_id text not null,
  content_item_id text not null,
  rule_code text not null,
  status text not null default 'Active',
  updated_at timestamptz not null default now(),
  primary key (course_id, content_item_id)
);
create index if not exists late_penalty_associations_rule on late_penalty_associations (rule_code);

-- Instructor overrides in points, one row per student and assignment.
create table if not exists late_penalty_overrides (
  course_id text not null,
  content_item_id text not null,
  user_id text not null,
  points double precision not null check (points >= 0),
  updated_at timestamptz not null default now(),
  primary key (course_id, content_item_id, user_id)
);

-- What 'Update late penalties' applied, with the names the admin's cross-course view shows
-- (kept here so that view costs no Learn calls).
create table if not exists late_penalty_snapshots (
  course_id text not null,
  content_item_id text not null,
  user_id text not null,
  points double precision not null check (points >= 0),
  overridden boolean not null default false,
  rule_code text not null default '',
  rule_label text not null default '',
  assignment_title text not null default '',
  first_name text not null default '',
  last_name text not null default '',
  course_code text not null default '',
  course_name text not null default '',
  term_id text not null default '',
  term_name text not null default '',
  updated_at timestamptz not null default now(),
  primary key (course_id, content_item_id, user_id)
);
create index if not exists late_penalty_snapshots_user on late_penalty_snapshots (course_id, user_id);
`;
