import type { PlatformRegistration } from '../config.ts';
import { randomId } from '../lib/bytes.ts';
import { CLAIM, type LaunchClaims } from './claims.ts';
import { findRegistration, oauthCallbackUrl, type LtiServices } from './context.ts';
import { verifyIdToken } from './id-token.ts';
import { recordDeployment } from './registrations.ts';
import { launchCourseRole } from '../identity/trust.ts';
import { keptSession } from './kept-session.ts';
import { findOrCreateLineItem, LINEITEM_SCOPE } from './line-item.ts';
import { LtiError } from './lti-error.ts';
import { normaliseLineItemUrl } from './line-item-url.ts';
import {
  cacheScoreMaximum,
  consumeLogin,
  nonceUsed,
  saveLaunch,
  saveOAuthState,
  setLearnUser,
  useNonce,
  type LaunchRecord,
} from './launch-store.ts';
import { localeOf, roleOf, routeOf } from './shell-params.ts';
import { shellRedirect } from './shell-redirect.ts';

/** The Learn scopes asked for: `offline` adds a refresh token, so later launches skip the sign-in. */
export const LEARN_SCOPE = 'read write offline';

export interface LaunchForm {
  id_token?: string;
  state?: string;
  error?: string;
  error_description?: string;
}

/** Learn origin for REST and OAuth: configured, else from the launch (SaaS issuers serve many sites). */
function platformUrlOf(s: LtiServices, registration: PlatformRegistration, claims: LaunchClaims): string {
  const candidates = [
    registration.learnUrl,
    claims[CLAIM.toolPlatform]?.url,
    claims[CLAIM.launchPresentation]?.return_url,
  ];
  for (const candidate of candidates) {
    if (!candidate) continue;
    let origin: string;
    try {
      origin = new URL(candidate).origin;
    } catch {
      continue;
    }
    if (!s.config.allowedPlatformOrigins.includes(origin)) throw new LtiError('platform_not_allowed', origin, 403);
    return origin;
  }
  throw new LtiError('platform_not_allowed', 'the launch does not say which Learn site it comes from');
}

/** The route that posts scores; it needs a line item, not only the container. */
export const GRADE_SENDER_ROUTE = 'LTIAssignment';

/** A grade-sender launch with only `lineitems` (AGS allows that) gets its own line item. */
async function resolveGradeSenderLineItem(
  s: LtiServices,
  registration: PlatformRegistration,
  claims: LaunchClaims,
  launch: LaunchRecord,
) {
  const link = claims[CLAIM.resourceLink];
  if (launch.route !== GRADE_SENDER_ROUTE || launch.lineitem || !launch.lineitems || !link) return;
  if (!launch.agsScopes.includes(LINEITEM_SCOPE)) return;
  try {
    // The line item the platform returned for this launch becomes the launch's own line item.
    const found = await findOrCreateLineItem(s, registration, {
      lineitems: launch.lineitems,
      resourceLinkId: link.id,
      label: link.title || GRADE_SENDER_ROUTE,
      resourceId: GRADE_SENDER_ROUTE,
    });
    launch.lineitem = found.id;
    return found.scoreMaximum;
  } catch (error) {
    s.log.warn('ags line item not resolved', { reason: error instanceof Error ? error.message : String(error) });
  }
}

/**
 * Validates the id_token POSTed by the platform against the login it answers and records the
 * launch. Then the shell's address when the user's kept Learn session can be used (issue 26 §2), else
 * the Learn authorization URL that starts the 3-legged OAuth.
 */
export async function completeLaunch(s: LtiServices, form: LaunchForm): Promise<string> {
  if (form.error) throw new LtiError('platform_error', [form.error, form.error_description].filter(Boolean).join(': '));
  if (!form.state) throw new LtiError('missing_parameter', 'state');
  if (!form.id_token) throw new LtiError('missing_parameter', 'id_token');
  const now = s.now();
  const login = await consumeLogin(s.db, form.state, now);
  if (!login) throw new LtiError('state_mismatch', undefined, 401);
  const registration = await findRegistration(s, login.issuer, login.client_id);
  if (!registration) throw new LtiError('unknown_platform', login.issuer);

  const claims = await verifyIdToken(form.id_token, registration, s.platformKeys, now, {
    anyDeployment: registration.source === 'database',
  });
  // Every refusal that does not need the nonce comes first, so a refused launch leaves it unused.
  const platformUrl = platformUrlOf(s, registration, claims);
  if (await nonceUsed(s.db, registration.issuer, claims.nonce)) throw new LtiError('replayed_nonce', undefined, 401);
  if (claims.nonce !== login.nonce) throw new LtiError('nonce_mismatch', undefined, 401);
  const exp = (claims as { exp?: number }).exp ?? now.getTime() / 1000;
  // Kept until the token could no longer pass the exp check (plus leeway).
  if (!(await useNonce(s.db, registration.issuer, claims.nonce, new Date((exp + 120) * 1000), now))) {
    throw new LtiError('replayed_nonce', undefined, 401);
  }

  // A registered platform's deployment id not seen before: accepted (the platform's signing key vouches for
  // it, and the spec lets a platform add deployments) and recorded with its first-seen time for the admin.
  if (registration.source === 'database' && !registration.deploymentIds.includes(claims[CLAIM.deploymentId])) {
    if (await recordDeployment(s.db, registration, claims[CLAIM.deploymentId], now))
      s.log.info('lti new deployment recorded', {
        issuer: registration.issuer,
        clientId: registration.clientId,
        deploymentId: claims[CLAIM.deploymentId],
      });
  }

  const ags = claims[CLAIM.ags];
  const dl = claims[CLAIM.deepLinkingSettings];
  const custom = claims[CLAIM.custom];
  const launch: LaunchRecord = {
    id: randomId(),
    issuer: registration.issuer,
    clientId: registration.clientId,
    deploymentId: claims[CLAIM.deploymentId],
    messageType: claims[CLAIM.messageType],
    platformUrl,
    userSub: claims.sub,
    learnUserUuid: null,
    courseUuid: (typeof custom.courseUuid === 'string' && custom.courseUuid) || claims[CLAIM.context]?.id || null,
    lineitem: ags?.lineitem ?? null,
    lineitems: ags?.lineitems ?? null,
    agsScopes: ags?.scope ?? [],
    deepLinkReturnUrl: dl?.deep_link_return_url ?? null,
    deepLinkData: dl && 'data' in dl ? { value: dl.data } : null,
    deepLinkAcceptMultiple: dl?.accept_multiple ?? true,
    deepLinkAcceptTypes: dl?.accept_types ?? [],
    route: routeOf(claims),
    locale: localeOf(claims),
    role: roleOf(claims),
    courseRoleId: launchCourseRole(claims[CLAIM.roles]),
  };
  const scoreMaximum = await resolveGradeSenderLineItem(s, registration, claims, launch);
  await saveLaunch(s.db, launch, now);
  const lineItemKey = launch.lineitem && normaliseLineItemUrl(launch.lineitem);
  if (scoreMaximum !== undefined && lineItemKey) await cacheScoreMaximum(s.db, launch, lineItemKey, scoreMaximum);
  s.log.info('lti launch accepted', {
    launchId: launch.id.slice(0, 8),
    issuer: launch.issuer,
    deploymentId: launch.deploymentId,
    messageType: launch.messageType,
  });

  // The id_token says who launched (sub = Learn's user uuid): that user's own kept token, if it still serves.
  const kept = await keptSession(s, registration, launch);
  if (kept) {
    await setLearnUser(s.db, launch.id, launch.userSub);
    return shellRedirect(s, launch, launch.userSub, kept);
  }

  const oauthState = randomId();
  await saveOAuthState(s.db, oauthState, launch.id, now);
  const authorize = new URL('/learn/api/public/v1/oauth2/authorizationcode', launch.platformUrl);
  authorize.searchParams.set('redirect_uri', oauthCallbackUrl(s.config));
  authorize.searchParams.set('response_type', 'code');
  authorize.searchParams.set('client_id', registration.restKey);
  authorize.searchParams.set('scope', LEARN_SCOPE);
  authorize.searchParams.set('state', oauthState);
  const ots = claims[CLAIM.oneTimeSessionToken];
  if (ots) authorize.searchParams.set('one_time_session_token', ots);
  return authorize.toString();
}
