import type { Queryable } from '../db/types.ts';
import { SCORE_SCOPE } from './ags-token.ts';
import { containerKey, normaliseLineItemUrl, parentContainerKey } from './line-item-url.ts';

export const LOGIN_TTL_MS = 10 * 60_000;
/** How long a validated launch can back deep linking and grade posting. */
export const LAUNCH_TTL_MS = 8 * 60 * 60_000;

export interface LoginRow {
  state: string;
  nonce: string;
  issuer: string;
  client_id: string;
}

export async function saveLogin(db: Queryable, login: LoginRow, now: Date): Promise<void> {
  await db.query('delete from lti_logins where expires_at < $1', [now]);
  await db.query('insert into lti_logins (state, nonce, issuer, client_id, expires_at) values ($1, $2, $3, $4, $5)', [
    login.state,
    login.nonce,
    login.issuer,
    login.client_id,
    new Date(now.getTime() + LOGIN_TTL_MS),
  ]);
}

/** Single use: the row is deleted as it is read, so a second launch with the same state fails. */
export async function consumeLogin(db: Queryable, state: string, now: Date): Promise<LoginRow | null> {
  const rows = await db.query<LoginRow & { expires_at: Date }>(
    'delete from lti_logins where state = $1 returning state, nonce, issuer, client_id, expires_at',
    [state],
  );
  const row = rows[0];
  return row && new Date(row.expires_at) > now ? row : null;
}

/** Records a nonce; false when it was already used (a replayed id_token). */
export async function useNonce(
  db: Queryable,
  issuer: string,
  nonce: string,
  expiresAt: Date,
  now: Date,
): Promise<boolean> {
  await db.query('delete from lti_nonces where expires_at < $1', [now]);
  const rows = await db.query(
    'insert into lti_nonces (issuer, nonce, expires_at) values ($1, $2, $3) on conflict do nothing returning nonce',
    [issuer, nonce, expiresAt],
  );
  return rows.length === 1;
}

export async function nonceUsed(db: Queryable, issuer: string, nonce: string): Promise<boolean> {
  const rows = await db.query('select 1 from lti_nonces where issuer = $1 and nonce = $2', [issuer, nonce]);
  return rows.length > 0;
}

export interface LaunchRecord {
  id: string;
  issuer: string;
  clientId: string;
  deploymentId: string;
  messageType: 'LtiResourceLinkRequest' | 'LtiDeepLinkingRequest';
  platformUrl: string;
  userSub: string;
  learnUserUuid: string | null;
  courseUuid: string | null;
  lineitem: string | null;
  lineitems: string | null;
  agsScopes: string[];
  deepLinkReturnUrl: string | null;
  /** `deep_linking_settings.data` when the platform sent it: any JSON value, echoed unchanged. */
  deepLinkData: { value: unknown } | null;
  deepLinkAcceptMultiple: boolean;
  deepLinkAcceptTypes: string[];
  /** Shell parameters decided at launch (route, locale, role). */
  route: string;
  locale: string;
  role: string | null;
  /** Learn's course role the launch's LTI roles name, when unambiguous (identity/trust.ts); null otherwise. */
  courseRoleId: string | null;
}

interface LaunchRow {
  id: string;
  issuer: string;
  client_id: string;
  deployment_id: string;
  message_type: LaunchRecord['messageType'];
  platform_url: string;
  user_sub: string;
  learn_user_uuid: string | null;
  course_uuid: string | null;
  lineitem: string | null;
  lineitems: string | null;
  ags_scopes: string[];
  deep_link_return_url: string | null;
  deep_link_data_json: string | null;
  deep_link_accept_multiple: boolean;
  deep_link_accept_types: string[];
  shell: { route: string; locale: string; role: string | null; courseRoleId?: string | null };
}

function fromRow(row: LaunchRow): LaunchRecord {
  return {
    id: row.id,
    issuer: row.issuer,
    clientId: row.client_id,
    deploymentId: row.deployment_id,
    messageType: row.message_type,
    platformUrl: row.platform_url,
    userSub: row.user_sub,
    learnUserUuid: row.learn_user_uuid,
    courseUuid: row.course_uuid,
    lineitem: row.lineitem,
    lineitems: row.lineitems,
    agsScopes: row.ags_scopes,
    deepLinkReturnUrl: row.deep_link_return_url,
    deepLinkData: row.deep_link_data_json === null ? null : { value: JSON.parse(row.deep_link_data_json) as unknown },
    deepLinkAcceptMultiple: row.deep_link_accept_multiple,
    deepLinkAcceptTypes: row.deep_link_accept_types,
    route: row.shell.route,
    locale: row.shell.locale,
    role: row.shell.role,
    courseRoleId: row.shell.courseRoleId ?? null,
  };
}

export async function saveLaunch(db: Queryable, l: LaunchRecord, now: Date): Promise<void> {
  await db.query('delete from lti_launches where expires_at < $1', [now]);
  await db.query(
    `insert into lti_launches (id, issuer, client_id, deployment_id, message_type, platform_url, user_sub, learn_user_uuid,
      course_uuid, lineitem, lineitems, ags_scopes, deep_link_return_url, deep_link_data_json, deep_link_accept_multiple,
      deep_link_accept_types, shell, created_at, expires_at, lineitem_key, lineitems_key)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21)`,
    [
      l.id,
      l.issuer,
      l.clientId,
      l.deploymentId,
      l.messageType,
      l.platformUrl,
      l.userSub,
      l.learnUserUuid,
      l.courseUuid,
      l.lineitem,
      l.lineitems,
      JSON.stringify(l.agsScopes),
      l.deepLinkReturnUrl,
      l.deepLinkData === null ? null : JSON.stringify(l.deepLinkData.value),
      l.deepLinkAcceptMultiple,
      JSON.stringify(l.deepLinkAcceptTypes),
      JSON.stringify({ route: l.route, locale: l.locale, role: l.role, courseRoleId: l.courseRoleId }),
      now,
      new Date(now.getTime() + LAUNCH_TTL_MS),
      l.lineitem === null ? null : normaliseLineItemUrl(l.lineitem),
      l.lineitems === null ? null : containerKey(l.lineitems),
    ],
  );
}

export async function findLaunch(db: Queryable, id: string, now: Date): Promise<LaunchRecord | null> {
  const rows = await db.query<LaunchRow>('select * from lti_launches where id = $1 and expires_at > $2', [id, now]);
  return rows[0] ? fromRow(rows[0]) : null;
}

/**
 * Launches (not expired) of one Learn site that may grade the normalised line item `url`: their
 * own line item is `url`, or `url` is `{their container}/<one segment>`. Both sides are compared
 * in normalised form (see line-item-url.ts), so dot segments cannot climb out of a course.
 * Launches granted the AGS score scope come first.
 */
export async function findLaunchesForLineItem(
  db: Queryable,
  platformUrl: string,
  url: string,
  now: Date,
): Promise<LaunchRecord[]> {
  const rows = await db.query<LaunchRow>(
    `select * from lti_launches where platform_url = $1 and expires_at > $2
       and (lineitem_key = $3 or lineitems_key = $4)
     order by ags_scopes @> $5::jsonb desc, created_at desc limit 20`,
    [platformUrl, now, url, parentContainerKey(url), JSON.stringify([SCORE_SCOPE])],
  );
  return rows.map(fromRow);
}

/**
 * Marks a deep-linking launch used, atomically: true for the one caller that claims it, false when
 * it was already used (a deep-linking request answers once; LTI-DL 2.0 §4.2).
 */
export async function claimDeepLink(db: Queryable, launchId: string, now: Date): Promise<boolean> {
  const rows = await db.query(
    'update lti_launches set deep_link_used_at = $2 where id = $1 and deep_link_used_at is null returning id',
    [launchId, now],
  );
  return rows.length === 1;
}

/** The scoreMaximum read for a line item during this launch, if any. */
export async function cachedScoreMaximum(db: Queryable, launch: LaunchRecord, url: string): Promise<number | null> {
  const rows = await db.query<{ score_maximum: number }>(
    'select score_maximum from lti_line_item_maximums where platform = $1 and launch_id = $2 and url = $3',
    [launch.platformUrl, launch.id, url],
  );
  return rows[0] ? Number(rows[0].score_maximum) : null;
}

export async function cacheScoreMaximum(db: Queryable, launch: LaunchRecord, url: string, max: number) {
  await db.query(
    `insert into lti_line_item_maximums (platform, launch_id, url, score_maximum) values ($1, $2, $3, $4)
     on conflict (platform, launch_id, url) do update set score_maximum = excluded.score_maximum`,
    [launch.platformUrl, launch.id, url, max],
  );
}

export async function setLearnUser(db: Queryable, launchId: string, learnUserUuid: string | null): Promise<void> {
  await db.query('update lti_launches set learn_user_uuid = $2 where id = $1', [launchId, learnUserUuid]);
}

export async function saveOAuthState(db: Queryable, state: string, launchId: string, now: Date): Promise<void> {
  await db.query('delete from lti_oauth_states where expires_at < $1', [now]);
  await db.query('insert into lti_oauth_states (state, launch_id, expires_at) values ($1, $2, $3)', [
    state,
    launchId,
    new Date(now.getTime() + LOGIN_TTL_MS),
  ]);
}

export async function consumeOAuthState(db: Queryable, state: string, now: Date): Promise<string | null> {
  const rows = await db.query<{ launch_id: string; expires_at: Date }>(
    'delete from lti_oauth_states where state = $1 returning launch_id, expires_at',
    [state],
  );
  const row = rows[0];
  return row && new Date(row.expires_at) > now ? row.launch_id : null;
}
