import type { Context, Hono } from 'hono';
import { escapeHtml, page } from '../html.ts';
import type { SandboxState } from '../state/state.ts';
import { AGS_SCOPES } from './claims.ts';
import type { LtiPlatform } from './platform.ts';

/** The claim names of LTI Dynamic Registration 1.0 (1EdTech). */
export const DYNREG = {
  platformConfiguration: 'https://purl.imsglobal.org/spec/lti-platform-configuration',
  toolConfiguration: 'https://purl.imsglobal.org/spec/lti-tool-configuration',
} as const;

/** Scopes the sandbox grants a registered tool: AGS and NRPS (the rest of a request is dropped, as the spec lets a platform do). */
const GRANTABLE_SCOPES = [
  ...Object.values(AGS_SCOPES),
  'https://purl.imsglobal.org/spec/lti-nrps/scope/contextmembership.readonly',
];

const registrationError = (c: Context, status: 400 | 401, error: string, description: string) =>
  c.json({ error, error_description: description }, status);

const isUrl = (value: unknown): value is string => {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
};

/** Why a client registration request is not acceptable (spec §3.4), or null. */
function invalidMetadata(body: Record<string, unknown>): string | null {
  const tool = body[DYNREG.toolConfiguration] as Record<string, unknown> | undefined;
  if (body.application_type !== 'web') return "application_type must be 'web'.";
  if (!Array.isArray(body.response_types) || !body.response_types.includes('id_token'))
    return "response_types must include 'id_token'.";
  if (
    !Array.isArray(body.grant_types) ||
    !body.grant_types.includes('implicit') ||
    !body.grant_types.includes('client_credentials')
  )
    return "grant_types must include 'implicit' and 'client_credentials'.";
  if (!isUrl(body.initiate_login_uri)) return 'initiate_login_uri must be a URL.';
  if (!Array.isArray(body.redirect_uris) || body.redirect_uris.length === 0 || !body.redirect_uris.every(isUrl))
    return 'redirect_uris must be a non-empty list of URLs.';
  if (!isUrl(body.jwks_uri)) return 'jwks_uri must be a URL.';
  if (body.token_endpoint_auth_method !== 'private_key_jwt')
    return "token_endpoint_auth_method must be 'private_key_jwt'.";
  if (!tool || typeof tool !== 'object') return `${DYNREG.toolConfiguration} is required.`;
  if (typeof tool.domain !== 'string' || !tool.domain) return `${DYNREG.toolConfiguration}.domain is required.`;
  if (!isUrl(tool.target_link_uri)) return `${DYNREG.toolConfiguration}.target_link_uri must be a URL.`;
  const urls = [body.initiate_login_uri, body.jwks_uri, tool.target_link_uri, ...(body.redirect_uris as string[])];
  const outside = urls.find((u) => new URL(u as string).host !== tool.domain);
  if (outside) return `${outside} is not on the tool's domain ${String(tool.domain)}.`;
  return null;
}

/**
 * LTI Dynamic Registration 1.0, platform side: the platform's OpenID configuration (with its
 * registration endpoint), the registration endpoint a tool POSTs its configuration to with the
 * registration token, and the administrator's page that starts a registration by opening the tool's
 * registration URL in a frame, as Learn does.
 */
export function registerRegistrationRoutes(app: Hono, state: SandboxState, lti: LtiPlatform): void {
  app.get('/.well-known/openid-configuration', (c) =>
    c.json({
      issuer: lti.issuer,
      authorization_endpoint: `${lti.issuer}/lti/authorize`,
      registration_endpoint: `${lti.issuer}/lti/registrations`,
      jwks_uri: `${lti.issuer}/lti/jwks`,
      token_endpoint: lti.tokenUrl,
      token_endpoint_auth_methods_supported: ['private_key_jwt'],
      token_endpoint_auth_signing_alg_values_supported: ['RS256'],
      id_token_signing_alg_values_supported: ['RS256'],
      scopes_supported: ['openid', ...GRANTABLE_SCOPES],
      response_types_supported: ['id_token'],
      subject_types_supported: ['public', 'pairwise'],
      claims_supported: ['sub', 'iss', 'name', 'given_name', 'family_name', 'email', 'locale'],
      [DYNREG.platformConfiguration]: {
        product_family_code: 'BlackboardLearn',
        version: '3900.123.0',
        messages_supported: [{ type: 'LtiResourceLinkRequest' }, { type: 'LtiDeepLinkingRequest' }],
        variables: [],
      },
    }),
  );

  // The registration endpoint: the registration token as Bearer, the tool's configuration as JSON.
  app.post('/lti/registrations', async (c) => {
    const token = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1];
    if (!token || !lti.useRegistrationToken(token))
      return registrationError(
        c,
        401,
        'invalid_token',
        'The registration token is missing, unknown, expired or already used.',
      );
    let body: Record<string, unknown>;
    try {
      body = (await c.req.json()) as Record<string, unknown>;
    } catch {
      return registrationError(c, 400, 'invalid_client_metadata', 'The body must be a JSON object.');
    }
    const problem = body && typeof body === 'object' ? invalidMetadata(body) : 'The body must be a JSON object.';
    if (problem) return registrationError(c, 400, 'invalid_client_metadata', problem);
    const tool = body[DYNREG.toolConfiguration] as Record<string, unknown>;
    const client = lti.addClient({
      initiateLoginUri: body.initiate_login_uri as string,
      redirectUris: body.redirect_uris as string[],
      targetLinkUri: tool.target_link_uri as string,
      jwksUri: body.jwks_uri as string,
      request: body,
    });
    const asked = typeof body.scope === 'string' ? body.scope.split(' ') : [];
    return c.json({
      ...body,
      client_id: client.clientId,
      scope: asked.filter((s) => GRANTABLE_SCOPES.includes(s)).join(' '),
      [DYNREG.toolConfiguration]: { ...tool, deployment_id: client.deploymentIds[0] },
    });
  });

  /** Only a system administrator registers tools (as in Learn's LTI Tool Providers page). */
  const admin = (c: Context) => {
    const user = state.persona(c.req.query('persona') ?? '');
    return user?.systemRoleIds.includes('SystemAdmin') ? user : undefined;
  };
  const refused = (c: Context) =>
    c.html(
      page(
        'Registration refused',
        '<main><h1>Registration refused</h1><p role="alert">Only a system administrator (persona=admin) registers LTI tools.</p></main>',
      ),
      403,
    );

  // The administrator's page: paste the tool's registration URL; lists the tools registered so far.
  app.get('/lti/registration', (c) => {
    if (!admin(c)) return refused(c);
    const suggested = `${lti.reg.toolUrl}/lti/register`;
    const rows = [...lti.clients.values()]
      .map(
        (cl) =>
          `<tr><td><code>${escapeHtml(cl.clientId)}</code></td><td>${cl.deploymentIds.map((d) => `<code>${escapeHtml(d)}</code>`).join(' ')}</td><td>${escapeHtml(cl.initiateLoginUri)}</td></tr>`,
      )
      .join('');
    return c.html(
      page(
        'Register an LTI tool',
        `<main><h1>Register an LTI tool (LTI Dynamic Registration)</h1>
<form method="get" action="/lti/registration/start">
<input type="hidden" name="persona" value="${escapeHtml(c.req.query('persona')!)}">
<label for="tool-url">Tool registration URL</label>
<input id="tool-url" name="url" type="url" required size="60" value="${escapeHtml(suggested)}">
<button type="submit">Register</button>
</form>
<h2>Registered tools</h2>
${rows ? `<table><thead><tr><th scope="col">Client ID</th><th scope="col">Deployment IDs</th><th scope="col">Login URL</th></tr></thead><tbody>${rows}</tbody></table>` : '<p>No tool has registered yet.</p>'}
</main>`,
      ),
    );
  });

  // Starts one registration: the tool's URL in a frame with the configuration URL and a fresh token.
  app.get('/lti/registration/start', (c) => {
    if (!admin(c)) return refused(c);
    const raw = c.req.query('url') ?? '';
    if (!isUrl(raw))
      return c.html(
        page(
          'Registration failed',
          '<main><h1>Registration failed</h1><p role="alert">The tool registration URL must be an http(s) URL.</p></main>',
        ),
        400,
      );
    const target = new URL(raw);
    target.searchParams.set('openid_configuration', `${lti.issuer}/.well-known/openid-configuration`);
    target.searchParams.set('registration_token', lti.issueRegistrationToken());
    const back = `/lti/registration?persona=${encodeURIComponent(c.req.query('persona')!)}`;
    return c.html(
      page(
        'Registering tool',
        `<main><h1>Registering tool</h1><p id="status" role="status">The tool's registration page is below; it closes when the tool is registered.</p>
<iframe title="Tool registration" src="${escapeHtml(target.toString())}" style="width:100%;min-height:60vh;border:1px solid #c4c7c5"></iframe>
<p><a href="${escapeHtml(back)}">Back to registered tools</a></p>
<script>window.addEventListener('message', function (e) {
  if (e.data && e.data.subject === 'org.imsglobal.lti.close') window.location.href = ${JSON.stringify(back)};
});</script></main>`,
      ),
    );
  });
}
