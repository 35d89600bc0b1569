import { SignJWT } from 'jose';
import type { DeepLinkBody, DeepLinkResponse } from '@tools/backend-api/contracts';
import { HttpError } from '../http/errors.ts';
import type { Caller } from '../identity/caller.ts';
import { CLAIM } from './claims.ts';
import { launchUrl, type LtiServices } from './context.ts';
import { claimDeepLink, findLaunch } from './launch-store.ts';
import { findRegistration, registrationOrigins } from './registrations.ts';
import { ltiMessages } from './messages.ts';
import { decodeShellState } from './shell-params.ts';

/** Spec 000 §9: each deployed assignment is worth 10 points. */
export const DEEP_LINK_SCORE_MAXIMUM = 10;

/**
 * The origins a launch's shell page adds to its CSP (form-action, frame-ancestors), from the validated launch
 * named in `state`: a dynamically registered platform's origins (its registration), and the origin an open
 * deep-linking launch posts its response to; nothing for any other page.
 */
export async function deepLinkFormOrigins(s: LtiServices, query: Record<string, string>): Promise<string[]> {
  const launchId = query.state ? decodeShellState(query.state)?.launchId : undefined;
  if (typeof launchId !== 'string' || !launchId) return [];
  const launch = await findLaunch(s.db, launchId, s.now());
  if (!launch) return [];
  const origins: string[] = [];
  // A launch of a dynamically registered platform: its registration's origins may frame it (LTI_PLATFORMS
  // ones are in every page's CSP already, see registeredPlatformOrigins).
  const registration = await findRegistration(s, launch.issuer, launch.clientId);
  if (registration?.source === 'database') origins.push(...registrationOrigins(registration));
  if (!launch.deepLinkReturnUrl || launch.messageType !== 'LtiDeepLinkingRequest') return origins;
  try {
    const url = new URL(launch.deepLinkReturnUrl);
    return url.protocol === 'https:' || url.protocol === 'http:' ? [...origins, url.origin] : origins;
  } catch {
    return origins;
  }
}

/**
 * Who may call: the user of the deep-linking launch named by `state` (their Learn uuid must
 * match the one Learn gave us at launch), once per launch. Items are built here from the
 * validated launch; only ids and titles come from the browser.
 */
export async function createDeepLinkResponse(
  s: LtiServices,
  caller: Caller,
  rawState: string,
  body: DeepLinkBody,
): Promise<DeepLinkResponse> {
  const launchId = decodeShellState(rawState)?.launchId;
  if (typeof launchId !== 'string' || !launchId) throw new HttpError(400, ltiMessages.stateWithoutLaunch);
  const launch = await findLaunch(s.db, launchId, s.now());
  if (!launch) throw new HttpError(404, ltiMessages.launchGone);
  if (launch.messageType !== 'LtiDeepLinkingRequest' || !launch.deepLinkReturnUrl) {
    throw new HttpError(400, ltiMessages.notDeepLinking);
  }
  const launchUser = launch.learnUserUuid ?? launch.userSub;
  if (launch.platformUrl !== caller.platformUrl || launchUser !== caller.user.uuid) {
    throw new HttpError(403, ltiMessages.deepLinkOtherUser);
  }
  if (launch.deepLinkAcceptTypes.length > 0 && !launch.deepLinkAcceptTypes.includes('ltiResourceLink')) {
    throw new HttpError(400, ltiMessages.noResourceLinks);
  }
  if (!launch.deepLinkAcceptMultiple && body.selectedItems.length > 1) {
    throw new HttpError(400, ltiMessages.oneItemOnly);
  }

  const contentItems = body.selectedItems.map((item) => ({
    type: 'ltiResourceLink',
    title: item.title,
    url: launchUrl(s.config),
    custom: { assignmentName: item.title, route: 'LTIAssignment' },
    lineItem: { resourceId: item.id, label: item.title, scoreMaximum: DEEP_LINK_SCORE_MAXIMUM },
  }));
  const payload: Record<string, unknown> = {
    nonce: crypto.randomUUID(),
    [CLAIM.messageType]: 'LtiDeepLinkingResponse',
    [CLAIM.version]: '1.3.0',
    [CLAIM.deploymentId]: launch.deploymentId,
    [CLAIM.deepLinkingContentItems]: contentItems,
  };
  if (launch.deepLinkData !== null) payload[CLAIM.deepLinkingData] = launch.deepLinkData.value;

  const signing = await s.toolKeys.signing();
  const iat = Math.floor(s.now().getTime() / 1000);
  // One response per deep-linking launch, whichever instance asks: claimed and signed in one
  // transaction, so a failed signing leaves the launch open.
  const jwt = await s.db.transaction(async (tx) => {
    if (!(await claimDeepLink(tx, launch.id, s.now()))) throw new HttpError(409, ltiMessages.deepLinkUsed);
    return new SignJWT(payload)
      .setProtectedHeader({ alg: 'RS256', kid: signing.kid, typ: 'JWT' })
      .setIssuer(launch.clientId)
      .setAudience(launch.issuer)
      .setIssuedAt(iat)
      .setExpirationTime(iat + 600)
      .sign(signing.key);
  });
  s.log.info('deep link response signed', { launchId: launch.id.slice(0, 8), items: contentItems.length });
  return { jwt, deepLinkReturnUrl: launch.deepLinkReturnUrl };
}
