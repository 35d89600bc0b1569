// Migration 001: kept as a TypeScript string so the server core also runs in a browser (Storybook) and jsdom.
export default /* sql */ `
-- Tool signing keys: the current key signs; the previous one stays published in the JWKS.
create table lti_keys (
  kid text primary key,
  private_jwk jsonb not null,
  public_jwk jsonb not null,
  created_at timestamptz not null,
  retired_at timestamptz
);

-- OIDC login initiations: state + nonce kept server-side (iframes block third-party cookies).
create table lti_logins (
  state text primary key,
  nonce text not null,
  issuer text not null,
  client_id text not null,
  expires_at timestamptz not null
);

-- Nonces of accepted id_tokens: a replayed id_token is refused until it could no longer be valid.
create table lti_nonces (
  issuer text not null,
  nonce text not null,
  expires_at timestamptz not null,
  primary key (issuer, nonce)
);

-- Launches the server validated. Deep linking and grade posting are bound to these rows.
create table lti_launches (
  id text primary key,
  issuer text not null,
  client_id text not null,
  deployment_id text not null,
  message_type text not null,
  platform_url text not null,
  user_sub text not null,
  learn_user_uuid text,
  course_uuid text,
  lineitem text,
  lineitems text,
  ags_scopes jsonb not null default '[]',
  deep_link_return_url text,
  deep_link_data text,
  deep_link_accept_multiple boolean not null default true,
  deep_link_accept_types jsonb not null default '[]',
  -- Shell parameters decided at launch: route, locale, role (display hint).
  shell jsonb not null,
  created_at timestamptz not null,
  expires_at timestamptz not null
);
create index lti_launches_lineitem on lti_launches (lineitem);

-- 3-legged OAuth in flight: the \`state\` we gave Learn's authorization endpoint -> the launch.
create table lti_oauth_states (
  state text primary key,
  launch_id text not null references lti_launches (id) on delete cascade,
  expires_at timestamptz not null
);
`;
