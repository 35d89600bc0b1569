import type { Config, PlatformRegistration } from '../config.ts';
import type { Db, Queryable } from '../db/types.ts';

/**
 * A platform the tool knows: from LTI_PLATFORMS (`env`) or registered with LTI Dynamic Registration
 * (`database`). A database registration takes any deployment id its signed launches bring (recorded on
 * first sight); an LTI_PLATFORMS one only its listed deploymentIds.
 */
export interface Registration extends PlatformRegistration {
  source: 'env' | 'database';
}

interface RegistrationRow {
  platform: string;
  client_id: string;
  auth_endpoint: string;
  token_endpoint: string;
  jwks_endpoint: string;
  deployment_ids: string[] | null;
}

/** What a dynamic registration stored; REST credentials are the tool's one REST application's. */
export interface NewRegistration {
  issuer: string;
  clientId: string;
  authEndpoint: string;
  tokenEndpoint: string;
  jwksEndpoint: string;
  registrationEndpoint: string;
  productFamilyCode: string | null;
  deploymentId: string | null;
}

function fromRow(config: Config, row: RegistrationRow): Registration {
  return {
    source: 'database',
    issuer: row.platform,
    clientId: row.client_id,
    authEndpoint: row.auth_endpoint,
    tokenEndpoint: row.token_endpoint,
    jwksEndpoint: row.jwks_endpoint,
    deploymentIds: row.deployment_ids ?? [],
    restKey: config.dynamicRegistration.restKey,
    restSecret: config.dynamicRegistration.restSecret,
  };
}

/**
 * The one platform lookup of OIDC login, id_token validation, OAuth and grades: LTI_PLATFORMS first, then
 * the database (read per call, so a registration made on another instance counts at once). `clientId`
 * narrows to one registration; without it every registration of the issuer.
 */
export async function findRegistrations(
  s: { config: Config; db: Queryable },
  issuer: string,
  clientId?: string,
): Promise<Registration[]> {
  const fromEnv: Registration[] = s.config.platforms
    .filter((p) => p.issuer === issuer && (!clientId || p.clientId === clientId))
    .map((p) => ({ ...p, source: 'env' }));
  const rows = await s.db.query<RegistrationRow>(
    `select r.platform, r.client_id, r.auth_endpoint, r.token_endpoint, r.jwks_endpoint,
            array_remove(array_agg(d.deployment_id order by d.first_seen_at), null) as deployment_ids
       from lti_registrations r
       left join lti_deployments d on d.platform = r.platform and d.client_id = r.client_id
      where r.platform = $1 and ($2::text is null or r.client_id = $2)
      group by r.platform, r.client_id, r.auth_endpoint, r.token_endpoint, r.jwks_endpoint`,
    [issuer, clientId ?? null],
  );
  // LTI_PLATFORMS wins when both hold the same issuer and client id (the operator's word is explicit).
  const envKeys = new Set(fromEnv.map((p) => p.clientId));
  return [...fromEnv, ...rows.filter((r) => !envKeys.has(r.client_id)).map((r) => fromRow(s.config, r))];
}

export async function findRegistration(
  s: { config: Config; db: Queryable },
  issuer: string,
  clientId: string,
): Promise<Registration | undefined> {
  return (await findRegistrations(s, issuer, clientId))[0];
}

/** Stores a dynamic registration and the deployment id it came with, in one transaction. */
export async function saveRegistration(db: Db, reg: NewRegistration, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query(
      `insert into lti_registrations
         (platform, client_id, auth_endpoint, token_endpoint, jwks_endpoint, registration_endpoint, product_family_code, registered_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8)
       on conflict (platform, client_id) do update set
         auth_endpoint = excluded.auth_endpoint, token_endpoint = excluded.token_endpoint,
         jwks_endpoint = excluded.jwks_endpoint, registration_endpoint = excluded.registration_endpoint,
         product_family_code = excluded.product_family_code, registered_at = excluded.registered_at`,
      [
        reg.issuer,
        reg.clientId,
        reg.authEndpoint,
        reg.tokenEndpoint,
        reg.jwksEndpoint,
        reg.registrationEndpoint,
        reg.productFamilyCode,
        now,
      ],
    );
    if (reg.deploymentId) {
      await tx.query(
        `insert into lti_deployments (platform, client_id, deployment_id, source, first_seen_at)
         values ($1, $2, $3, 'registration', $4) on conflict do nothing`,
        [reg.issuer, reg.clientId, reg.deploymentId, now],
      );
    }
  });
}

/** Records a deployment id first seen in a signed launch; true when it was new. Safe when two launches race. */
export async function recordDeployment(
  db: Queryable,
  reg: Registration,
  deploymentId: string,
  now: Date,
): Promise<boolean> {
  const rows = await db.query(
    `insert into lti_deployments (platform, client_id, deployment_id, source, first_seen_at)
     values ($1, $2, $3, 'launch', $4) on conflict do nothing returning deployment_id`,
    [reg.issuer, reg.clientId, deploymentId, now],
  );
  return rows.length === 1;
}

/**
 * The origins a registered platform's pages live on (its issuer and its OIDC authorization endpoint): who
 * may frame a launch of it and receive its form posts, besides the Learn sites of ALLOWED_PLATFORM_ORIGINS.
 */
export function registrationOrigins(reg: Pick<PlatformRegistration, 'issuer' | 'authEndpoint' | 'learnUrl'>): string[] {
  const origins = new Set<string>();
  for (const url of [reg.issuer, reg.authEndpoint, reg.learnUrl]) {
    if (!url) continue;
    try {
      origins.add(new URL(url).origin);
    } catch {
      // Not a URL: nothing to allow.
    }
  }
  return [...origins];
}
