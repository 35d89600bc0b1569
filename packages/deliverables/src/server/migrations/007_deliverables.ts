// Migration 007: the deliverables tracker (spec 001 §2.10-§9, issue 12 §2). One row per Item
// name of a Learn site; the columns are the data's own (jsonb). `version` makes a save based on an
// old read a 409; Last Updated / By are set by the server from the verified caller.
export default /* sql */ `
create table deliverables (
  platform text not null,
  -- the Item name, trimmed, whitespace-collapsed and lower-cased: one row per name and site
  item_key text not null,
  item text not null,
  columns jsonb not null,
  version integer not null default 1,
  last_updated text not null,
  last_updated_by text not null,
  updated_by_user_id text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (platform, item_key)
);
`;
