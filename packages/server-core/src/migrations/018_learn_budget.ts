// Migration 013 (issue 26): what keeps the tools within Learn's daily request allowance.
export default /* sql */ `
-- One Learn token per user session, not per launch: the user's token (and refresh token, where Learn grants
-- one) sealed with AES-GCM under LAUNCH_CODE_KEYS, per Learn site, REST application and user. A launch
-- reuses it while it lives (src/lti/learn-sessions.ts); the database holds only ciphertext.
create table learn_sessions (
  platform text not null,
  app_key text not null,
  user_uuid text not null,
  key_id text not null,
  iv text not null,
  sealed text not null,
  -- SHA-256 of the access token: a token Learn refused is forgotten by it.
  token_hash text not null,
  access_expires_at timestamptz not null,
  has_refresh boolean not null,
  updated_at timestamptz not null,
  primary key (platform, app_key, user_uuid)
);
create index learn_sessions_token on learn_sessions (platform, token_hash);

-- What the server may trust without asking Learn again (src/identity/trust.ts has the table of what, from where,
-- for how long). Who a token belongs to: proven by the launch that handed it out, or by Learn's users/me.
create table token_identities (
  platform text not null,
  token_hash text not null,
  user_uuid text not null,
  proven_by text not null check (proven_by in ('launch', 'learn')),
  proven_at timestamptz not null,
  expires_at timestamptz not null,
  primary key (platform, token_hash)
);
create index token_identities_expiry on token_identities (expires_at);

-- Learn's last users/me answer per user: the primary id never changes for a uuid; roles are trusted for a while.
create table learn_users (
  platform text not null,
  uuid text not null,
  id text not null,
  user_name text,
  name jsonb,
  institution_role_ids text[] not null,
  system_role_ids text[] not null,
  checked_at timestamptz not null,
  primary key (platform, uuid)
);

-- A user's role in a course, as a signed launch into it or Learn's membership answer said. course_ref is the
-- reference the caller used (uuid or primary id); course_id the primary id when known.
create table course_roles (
  platform text not null,
  user_uuid text not null,
  course_ref text not null,
  course_id text,
  course_role_id text not null,
  proven_by text not null check (proven_by in ('launch', 'learn')),
  proven_at timestamptz not null,
  primary key (platform, user_uuid, course_ref)
);

-- Data that is the same for every user of a course, never grades or attempts (src/course-cache/): a course's
-- record, its term, and its gradebook columns as students see them and as staff see them. ref is how it was
-- asked for (a course's uuid and primary id each get a row); refreshed after a maximum age, or at once when a
-- caller's own data names something the kept copy lacks.
create table course_cache (
  platform text not null,
  kind text not null check (kind in ('course', 'term', 'columns')),
  ref text not null,
  audience text not null check (audience in ('all', 'student', 'staff')),
  value jsonb not null,
  -- Learn's newest modified date of what is kept (columns, course), for the record.
  modified text,
  fetched_at timestamptz not null,
  primary key (platform, kind, ref, audience)
);
`;
