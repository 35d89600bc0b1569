// Migration 019 (issue 21 §2): platforms registered with LTI Dynamic Registration, besides LTI_PLATFORMS.
export default /* sql */ `
-- One row per registration a platform administrator made by pasting the tool's registration URL
-- (src/lti/dynamic-registration.ts). platform is the issuer (the LTI platform's identity; several Learn sites
-- may share one, e.g. https://blackboard.com). No secret is kept: the registration token is used once and dropped.
create table lti_registrations (
  platform text not null,
  client_id text not null,
  auth_endpoint text not null,
  token_endpoint text not null,
  jwks_endpoint text not null,
  registration_endpoint text not null,
  product_family_code text,
  registered_at timestamptz not null,
  primary key (platform, client_id)
);

-- The deployment ids of a registered platform: the one the registration answered with, and each new one a
-- signed launch brought (accepted and recorded, see the server README "Dynamic registration").
create table lti_deployments (
  platform text not null,
  client_id text not null,
  deployment_id text not null,
  source text not null check (source in ('registration', 'launch')),
  first_seen_at timestamptz not null,
  primary key (platform, client_id, deployment_id),
  foreign key (platform, client_id) references lti_registrations (platform, client_id) on delete cascade
);
`;
