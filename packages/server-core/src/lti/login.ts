import { randomId } from '../lib/bytes.ts';
import { findRegistrations, launchUrl, type LtiServices } from './context.ts';
import { LtiError } from './lti-error.ts';
import { saveLogin } from './launch-store.ts';

export interface LoginParams {
  iss?: string;
  login_hint?: string;
  target_link_uri?: string;
  lti_message_hint?: string;
  client_id?: string;
  lti_deployment_id?: string;
}

async function registrationFor(s: LtiServices, iss: string, clientId: string | undefined) {
  const candidates = await findRegistrations(s, iss, clientId || undefined);
  if (candidates.length === 0)
    throw new LtiError('unknown_platform', `issuer ${iss}${clientId ? `, client_id ${clientId}` : ''}`);
  if (candidates.length > 1)
    throw new LtiError('unknown_platform', `issuer ${iss} has several registrations; the platform must send client_id`);
  return candidates[0]!;
}

/**
 * OIDC login initiation (third-party initiated login). Stores state + nonce server-side and
 * returns the platform authorization URL the frame is redirected to.
 */
export async function startLogin(s: LtiServices, params: LoginParams): Promise<string> {
  if (!params.iss) throw new LtiError('missing_parameter', 'iss');
  if (!params.login_hint) throw new LtiError('missing_parameter', 'login_hint');
  if (!params.target_link_uri) throw new LtiError('missing_parameter', 'target_link_uri');
  const registration = await registrationFor(s, params.iss, params.client_id);
  // A registered platform's new deployment is accepted at launch (its signed id_token decides); see launch.ts.
  if (
    registration.source === 'env' &&
    params.lti_deployment_id &&
    !registration.deploymentIds.includes(params.lti_deployment_id)
  ) {
    throw new LtiError('unknown_deployment', `deployment_id ${params.lti_deployment_id}`, 403);
  }
  let target: URL;
  try {
    target = new URL(params.target_link_uri);
  } catch {
    throw new LtiError('missing_parameter', 'target_link_uri is not a URL');
  }
  if (target.origin !== s.config.publicUrl) {
    throw new LtiError(
      'missing_parameter',
      `target_link_uri ${target.origin} is not this tool (${s.config.publicUrl})`,
    );
  }
  const state = randomId();
  const nonce = randomId();
  await saveLogin(s.db, { state, nonce, issuer: registration.issuer, client_id: registration.clientId }, s.now());
  const auth = new URL(registration.authEndpoint);
  const query: Record<string, string> = {
    scope: 'openid',
    response_type: 'id_token',
    response_mode: 'form_post',
    prompt: 'none',
    client_id: registration.clientId,
    redirect_uri: launchUrl(s.config),
    login_hint: params.login_hint,
    state,
    nonce,
  };
  if (params.lti_message_hint) query.lti_message_hint = params.lti_message_hint;
  for (const [key, value] of Object.entries(query)) auth.searchParams.set(key, value);
  return auth.toString();
}
