import { errors, jwtVerify } from 'jose';
import * as v from 'valibot';
import type { PlatformRegistration } from '../config.ts';
import { describeIssues } from '../http/validate.ts';
import { CLAIM, LaunchClaims } from './claims.ts';
import { LtiError } from './lti-error.ts';
import type { PlatformKeys } from './platform-keys.ts';

export const CLOCK_LEEWAY_S = 60;

/** LTI claims every launch needs, by their short name, checked for presence before their shape. */
const REQUIRED_LTI_CLAIMS = {
  message_type: CLAIM.messageType,
  version: CLAIM.version,
  deployment_id: CLAIM.deploymentId,
} as const;

function mapJoseError(error: unknown): LtiError {
  if (error instanceof errors.JWTExpired) return new LtiError('expired', error.message, 401);
  if (error instanceof errors.JWTClaimValidationFailed && error.reason === 'missing') {
    return new LtiError('missing_claim', error.claim, 401);
  }
  if (error instanceof errors.JWTClaimValidationFailed) {
    if (error.claim === 'iss') return new LtiError('wrong_issuer', error.message, 401);
    if (error.claim === 'aud') return new LtiError('wrong_audience', error.message, 401);
    if (error.claim === 'nbf' || error.claim === 'iat' || error.claim === 'exp')
      return new LtiError('expired', error.message, 401);
    return new LtiError('invalid_token', error.message, 401);
  }
  if (error instanceof errors.JWKSNoMatchingKey) return new LtiError('unknown_kid', undefined, 401);
  if (error instanceof errors.JWSSignatureVerificationFailed) return new LtiError('bad_signature', undefined, 401);
  if (error instanceof errors.JOSEError) return new LtiError('invalid_token', error.message, 401);
  return new LtiError('invalid_token', error instanceof Error ? error.message : undefined, 401);
}

/**
 * Verifies an LTI 1.3 id_token for one registration: RS256 signature against the platform
 * JWKS, iss, aud (string or array; azp when several audiences), exp/iat/nbf with leeway,
 * deployment id, and the claim shapes the tool reads. Nonce checks are the caller's (they need the DB).
 */
export async function verifyIdToken(
  idToken: string,
  registration: PlatformRegistration,
  platformKeys: PlatformKeys,
  now: Date,
  /** A dynamically registered platform's new deployment ids are the caller's to record (launch.ts). */
  options: { anyDeployment?: boolean } = {},
): Promise<LaunchClaims> {
  let payload: unknown;
  try {
    ({ payload } = await jwtVerify(idToken, platformKeys.resolverFor(registration.jwksEndpoint), {
      issuer: registration.issuer,
      audience: registration.clientId,
      algorithms: ['RS256', 'RS384', 'RS512', 'PS256', 'ES256'],
      clockTolerance: CLOCK_LEEWAY_S,
      currentDate: now,
      requiredClaims: ['iss', 'aud', 'exp', 'iat', 'nonce', 'sub'],
    }));
  } catch (error) {
    throw mapJoseError(error);
  }
  const claims = payload as { aud?: string | string[]; azp?: string; iat?: number };
  const audiences = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
  if (audiences.length > 1 && claims.azp === undefined) {
    throw new LtiError('wrong_audience', 'several audiences but no azp', 401);
  }
  if (claims.azp !== undefined && claims.azp !== registration.clientId) {
    throw new LtiError('wrong_audience', `azp ${claims.azp} is not this tool's client_id`, 401);
  }
  if (typeof claims.iat === 'number' && claims.iat > now.getTime() / 1000 + CLOCK_LEEWAY_S) {
    throw new LtiError('expired', 'iat is in the future', 401);
  }
  const present = payload as Record<string, unknown>;
  for (const [name, claim] of Object.entries(REQUIRED_LTI_CLAIMS)) {
    if (present[claim] === undefined) throw new LtiError('missing_claim', `${name} (${claim})`, 400);
  }
  const parsed = v.safeParse(LaunchClaims, payload);
  if (!parsed.success) throw new LtiError('invalid_token', describeIssues(parsed.issues), 400);
  const launch = parsed.output;
  const deploymentId = launch[CLAIM.deploymentId];
  if (!options.anyDeployment && !registration.deploymentIds.includes(deploymentId)) {
    throw new LtiError('unknown_deployment', `deployment_id ${deploymentId}`, 403);
  }
  if (launch[CLAIM.messageType] === 'LtiResourceLinkRequest' && !launch[CLAIM.resourceLink]) {
    throw new LtiError('invalid_token', 'resource_link claim is required for LtiResourceLinkRequest', 400);
  }
  if (launch[CLAIM.messageType] === 'LtiDeepLinkingRequest' && !launch[CLAIM.deepLinkingSettings]) {
    throw new LtiError('invalid_token', 'deep_linking_settings claim is required for LtiDeepLinkingRequest', 400);
  }
  return launch;
}
