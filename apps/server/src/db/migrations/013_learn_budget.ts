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
`;
