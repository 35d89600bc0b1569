import { registrableIssuer } from '../config.ts';
import { format } from '../messages.ts';
import { launchUrl, type LtiServices } from './context.ts';
import { LINEITEM_READONLY_SCOPE, LINEITEM_SCOPE } from './line-item.ts';
import { SCORE_SCOPE } from './ags-token.ts';
import { registrationMessages as m } from './messages.ts';
import { saveRegistration } from './registrations.ts';

/** Claim names of 1EdTech LTI Dynamic Registration 1.0. */
export const DYNREG = {
  platformConfiguration: 'https://purl.imsglobal.org/spec/lti-platform-configuration',
  toolConfiguration: 'https://purl.imsglobal.org/spec/lti-tool-configuration',
} as const;

/** The AGS scopes the tool uses (line items and scores, src/lti/grades.ts and line-item.ts). No NRPS: rosters come from Learn REST. */
export const REGISTRATION_SCOPES = [LINEITEM_SCOPE, LINEITEM_READONLY_SCOPE, SCORE_SCOPE] as const;

/** Why a registration failed: the text the administrator reads, and the HTTP status of the page. */
export class RegistrationError extends Error {
  override name = 'RegistrationError';
  constructor(
    message: string,
    readonly status: 400 | 403 | 502 = 400,
  ) {
    super(message);
  }
}

export interface RegistrationQuery {
  openid_configuration?: string;
  registration_token?: string;
}

export interface RegistrationResult {
  issuer: string;
  clientId: string;
  deploymentId: string | null;
}

interface PlatformConfiguration {
  issuer: string;
  authEndpoint: string;
  tokenEndpoint: string;
  jwksEndpoint: string;
  registrationEndpoint: string;
  productFamilyCode: string | null;
  messages: string[] | null;
}

const seconds = (ms: number) => String(Math.round(ms / 100) / 10);

function httpUrl(raw: unknown): URL | null {
  if (typeof raw !== 'string') return null;
  try {
    const url = new URL(raw);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

const isTimeout = (error: unknown) =>
  error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');

/** The origins the page may be framed by before the configuration is read: an allowed issuer's own. */
export function framingOrigins(s: LtiServices, query: RegistrationQuery): string[] {
  const url = httpUrl(query.openid_configuration);
  return url && s.config.dynamicRegistration.issuers.includes(url.origin) ? [url.origin] : [];
}

/** Reads and checks the platform's OpenID configuration (spec §3.4). */
async function readConfiguration(s: LtiServices, raw: string): Promise<PlatformConfiguration> {
  const configUrl = httpUrl(raw);
  if (!configUrl) throw new RegistrationError(format(m.configurationNotUrl, { url: raw }));
  const { timeoutMs, issuers } = s.config.dynamicRegistration;
  // The address is the platform's: only an issuer the operator allows is asked (no fetching of arbitrary URLs).
  if (!issuers.includes(configUrl.origin))
    throw new RegistrationError(format(m.issuerNotAllowed, { issuer: configUrl.origin }), 403);
  let response: Response;
  try {
    response = await s.fetch(configUrl.toString(), {
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'error',
    });
  } catch (error) {
    if (isTimeout(error))
      throw new RegistrationError(
        format(m.configurationTimeout, { url: configUrl.toString(), seconds: seconds(timeoutMs) }),
        502,
      );
    const reason = error instanceof Error ? error.message : String(error);
    throw new RegistrationError(format(m.configurationUnreachable, { url: configUrl.toString(), reason }), 502);
  }
  if (!response.ok)
    throw new RegistrationError(
      format(m.configurationStatus, { url: configUrl.toString(), status: response.status }),
      502,
    );
  let doc: Record<string, unknown>;
  try {
    doc = (await response.json()) as Record<string, unknown>;
    if (!doc || typeof doc !== 'object' || Array.isArray(doc)) throw new Error('not an object');
  } catch {
    throw new RegistrationError(format(m.configurationNotJson, { url: configUrl.toString() }), 502);
  }
  const issuerUrl = httpUrl(doc.issuer);
  if (!issuerUrl) throw new RegistrationError(format(m.configurationField, { field: 'issuer' }), 502);
  const issuer = doc.issuer as string;
  if (issuerUrl.origin !== configUrl.origin)
    throw new RegistrationError(format(m.issuerMismatch, { origin: configUrl.origin, issuer }));
  if (!registrableIssuer(issuerUrl.origin)) throw new RegistrationError(format(m.issuerNotHttps, { issuer }));
  const endpoint = (field: string) => {
    const url = httpUrl(doc[field]);
    if (!url) throw new RegistrationError(format(m.configurationField, { field }), 502);
    // Our registration token and our users' launches go there: https, or the issuer's own origin.
    if (url.protocol !== 'https:' && url.origin !== issuerUrl.origin)
      throw new RegistrationError(format(m.endpointOutside, { field, url: url.toString(), issuer }));
    return doc[field] as string;
  };
  const platform = doc[DYNREG.platformConfiguration] as
    { product_family_code?: unknown; messages_supported?: unknown } | undefined;
  const supported = Array.isArray(platform?.messages_supported)
    ? platform.messages_supported
        .map((msg) => (msg && typeof msg === 'object' ? (msg as { type?: unknown }).type : msg))
        .filter((type): type is string => typeof type === 'string')
    : null;
  return {
    issuer,
    authEndpoint: endpoint('authorization_endpoint'),
    tokenEndpoint: endpoint('token_endpoint'),
    jwksEndpoint: endpoint('jwks_uri'),
    registrationEndpoint: endpoint('registration_endpoint'),
    productFamilyCode: typeof platform?.product_family_code === 'string' ? platform.product_family_code : null,
    messages: supported,
  };
}

/** Our client registration request (spec §3.5): OIDC client metadata plus the LTI tool configuration. */
export function toolConfiguration(s: LtiServices, messagesSupported: string[] | null) {
  const publicUrl = s.config.publicUrl;
  const target = launchUrl(s.config);
  const messages = [
    { type: 'LtiResourceLinkRequest', target_link_uri: target, label: 'Course Tools' },
    { type: 'LtiDeepLinkingRequest', target_link_uri: target, label: 'Course Tools content' },
  ].filter((msg) => !messagesSupported || messagesSupported.includes(msg.type));
  return {
    application_type: 'web',
    response_types: ['id_token'],
    grant_types: ['implicit', 'client_credentials'],
    initiate_login_uri: `${publicUrl}/lti/login`,
    redirect_uris: [target],
    client_name: 'Course Tools',
    jwks_uri: `${publicUrl}/lti/jwks`,
    token_endpoint_auth_method: 'private_key_jwt',
    scope: REGISTRATION_SCOPES.join(' '),
    [DYNREG.toolConfiguration]: {
      domain: new URL(publicUrl).host,
      target_link_uri: target,
      claims: ['iss', 'sub', 'name', 'given_name', 'family_name', 'email', 'locale'],
      messages,
    },
  };
}

/** The platform's error answer in a sentence: `error_description`, else `error`, else the status text. */
async function refusalReason(response: Response): Promise<string> {
  const text = await response.text().catch(() => '');
  try {
    const body = JSON.parse(text) as { error?: unknown; error_description?: unknown };
    const parts = [body.error, body.error_description].filter((p): p is string => typeof p === 'string' && p !== '');
    if (parts.length) return parts.join(': ');
  } catch {
    // Not JSON: the text itself, shortened.
  }
  return text.trim().slice(0, 200) || response.statusText || 'no reason given';
}

/**
 * LTI Dynamic Registration 1.0, tool side (GET /lti/register): reads the platform's configuration, POSTs our
 * tool configuration to its registration endpoint with the registration token as Bearer, and stores the
 * registration (issuer, client id, endpoints) and its deployment id. The token is used once and neither stored
 * nor logged (the request log redacts `registration_token`).
 */
export async function registerPlatform(s: LtiServices, query: RegistrationQuery): Promise<RegistrationResult> {
  if (!query.openid_configuration) throw new RegistrationError(m.missingConfiguration);
  const platform = await readConfiguration(s, query.openid_configuration);
  const { timeoutMs } = s.config.dynamicRegistration;
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'application/json' };
  if (query.registration_token) headers.Authorization = `Bearer ${query.registration_token}`;
  let response: Response;
  try {
    response = await s.fetch(platform.registrationEndpoint, {
      method: 'POST',
      headers,
      body: JSON.stringify(toolConfiguration(s, platform.messages)),
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'error',
    });
  } catch (error) {
    if (isTimeout(error))
      throw new RegistrationError(format(m.registrationTimeout, { seconds: seconds(timeoutMs) }), 502);
    throw new RegistrationError(
      format(m.registrationUnreachable, { reason: error instanceof Error ? error.message : String(error) }),
      502,
    );
  }
  if (!response.ok) {
    throw new RegistrationError(
      format(m.registrationRefused, { status: response.status, reason: await refusalReason(response) }),
      502,
    );
  }
  const answer = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  const clientId = answer?.client_id;
  if (typeof clientId !== 'string' || !clientId) throw new RegistrationError(m.registrationNoClientId, 502);
  const toolAnswer = answer?.[DYNREG.toolConfiguration] as { deployment_id?: unknown } | undefined;
  const deploymentId =
    typeof toolAnswer?.deployment_id === 'string' && toolAnswer.deployment_id ? toolAnswer.deployment_id : null;
  await saveRegistration(
    s.db,
    {
      issuer: platform.issuer,
      clientId,
      authEndpoint: platform.authEndpoint,
      tokenEndpoint: platform.tokenEndpoint,
      jwksEndpoint: platform.jwksEndpoint,
      registrationEndpoint: platform.registrationEndpoint,
      productFamilyCode: platform.productFamilyCode,
      deploymentId,
    },
    s.now(),
  );
  s.log.info('lti platform registered', { issuer: platform.issuer, clientId, deploymentId });
  return { issuer: platform.issuer, clientId, deploymentId };
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch);

const STYLE = `<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;line-height:1.5;color:#1a1a1a}
main.failed{border-left:4px solid #b00020;padding-left:1rem}main.done{border-left:4px solid #146c2e;padding-left:1rem}
button{font:inherit;padding:.4rem 1rem}button:focus-visible{outline:3px solid #f9a825;outline-offset:2px}</style>`;

/** The script the success page loads (script-src 'self'): the spec's close message to the platform's window. */
export const REGISTRATION_CLOSE_SCRIPT = `document.getElementById('finish').addEventListener('click', function () {
  (window.opener || window.parent).postMessage({ subject: 'org.imsglobal.lti.close' }, '*');
});
`;

export function registrationDonePage(result: RegistrationResult): string {
  const details = result.deploymentId
    ? format(m.doneDetails, { issuer: result.issuer, clientId: result.clientId, deploymentId: result.deploymentId })
    : format(m.doneNoDeployment, { issuer: result.issuer, clientId: result.clientId });
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${m.doneTitle}</title>${STYLE}</head>
<body><main class="done" aria-labelledby="title">
<h1 id="title">${m.doneHeading}</h1>
<p role="status">${escapeHtml(details)}</p>
<p>${m.doneNext}</p>
<button type="button" id="finish">${m.finish}</button>
</main><script src="/lti/register/close.js"></script></body></html>`;
}

export function registrationFailedPage(message: string, requestId: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${m.failedTitle}</title>${STYLE}</head>
<body><main class="failed" role="alert" aria-labelledby="title">
<h1 id="title">${m.failedHeading}</h1>
<p>${escapeHtml(message)}</p>
<p>${escapeHtml(m.failedAdvice).replace('{reference}', `<code>${escapeHtml(requestId)}</code>`)}</p>
</main></body></html>`;
}
