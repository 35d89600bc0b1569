// Migration 005 (issue 9 §1, §4, §5): state that must outlive a request moves to the database,
// and the launch rows carry what grade writes and deep linking are checked against.
export default /* sql */ `
-- One-time launch codes (POST /lti/session). Any instance can redeem a code another issued.
-- The code itself is stored only as its SHA-256; the Learn token only sealed with AES-GCM
-- under a key from server config (key_id says which, so keys rotate). Deleted when redeemed
-- and when expired. \`platform\` is the Learn origin the token belongs to.
create table lti_launch_codes (
  platform text not null,
  code_hash text primary key,
  key_id text not null,
  iv text not null,
  sealed text not null,
  expires_at timestamptz not null
);
create index lti_launch_codes_expiry on lti_launch_codes (expires_at);

-- Line items a launch may grade, normalised (origin + path + query, no dot segments): the
-- launch's own line item (from the claim, or the one the platform returned for it), and its
-- container without a trailing slash (a line item is then \`{container}/<one segment>\`).
alter table lti_launches add column lineitem_key text;
alter table lti_launches add column lineitems_key text;
update lti_launches set lineitem_key = lineitem, lineitems_key = rtrim(lineitems, '/');
drop index if exists lti_launches_lineitem;
create index lti_launches_lineitem_key on lti_launches (platform_url, lineitem_key);
create index lti_launches_lineitems_key on lti_launches (platform_url, lineitems_key);

-- A deep-linking launch signs one response: set when it is signed, never cleared.
alter table lti_launches add column deep_link_used_at timestamptz;

-- deep_linking_settings.data is any JSON value (LTI-DL 2.0: opaque), kept as its JSON text
-- so it is echoed exactly as received.
alter table lti_launches add column deep_link_data_json text;
update lti_launches set deep_link_data_json = to_json(deep_link_data)::text where deep_link_data is not null;
alter table lti_launches drop column deep_link_data;

-- scoreMaximum of each line item a launch graded, read from the platform once per launch.
create table lti_line_item_maximums (
  platform text not null,
  launch_id text not null references lti_launches (id) on delete cascade,
  url text not null,
  score_maximum double precision not null,
  primary key (platform, launch_id, url)
);
`;
