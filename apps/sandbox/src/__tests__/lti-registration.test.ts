import { describe, expect, it } from 'vitest';
import { DYNREG } from '../lti/routes-registration.ts';
import { DEMO } from '../seed/demo.ts';
import { setup } from './helpers.ts';

const TOOL = 'http://localhost:4000';
const PLATFORM = 'http://127.0.0.1:4010';

/** A client registration request as a tool sends it (LTI Dynamic Registration 1.0 §3.5). */
const request = (overrides: Record<string, unknown> = {}) => ({
  application_type: 'web',
  response_types: ['id_token'],
  grant_types: ['implicit', 'client_credentials'],
  initiate_login_uri: `${TOOL}/lti/login`,
  redirect_uris: [`${TOOL}/lti/launch`],
  client_name: 'Course Tools',
  jwks_uri: `${TOOL}/lti/jwks`,
  token_endpoint_auth_method: 'private_key_jwt',
  scope: 'https://purl.imsglobal.org/spec/lti-ags/scope/score https://example.test/not-granted',
  [DYNREG.toolConfiguration]: {
    domain: 'localhost:4000',
    target_link_uri: `${TOOL}/lti/launch`,
    messages: [{ type: 'LtiResourceLinkRequest' }],
  },
  ...overrides,
});

const post = (sb: ReturnType<typeof setup>, body: unknown, token?: string) =>
  sb.app.request('/lti/registrations', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });

describe('LTI Dynamic Registration, platform side', () => {
  it('publishes its OpenID configuration with the registration endpoint and the LTI platform configuration', async () => {
    const sb = setup();
    const doc = (await (await sb.app.request('/.well-known/openid-configuration')).json()) as Record<string, unknown>;
    expect(doc).toMatchObject({
      issuer: PLATFORM,
      authorization_endpoint: `${PLATFORM}/lti/authorize`,
      registration_endpoint: `${PLATFORM}/lti/registrations`,
      jwks_uri: `${PLATFORM}/lti/jwks`,
      token_endpoint: `${PLATFORM}/lti/token`,
      [DYNREG.platformConfiguration]: {
        product_family_code: 'BlackboardLearn',
        messages_supported: [{ type: 'LtiResourceLinkRequest' }, { type: 'LtiDeepLinkingRequest' }],
      },
    });
  });

  it('registers a tool with a registration token, once, and issues a client id and a deployment id', async () => {
    const sb = setup();
    const token = sb.lti.issueRegistrationToken();
    const res = await post(sb, request(), token);
    expect(res.status).toBe(200);
    const body = (await res.json()) as Record<string, unknown>;
    const clientId = body.client_id as string;
    expect(clientId).toMatch(/^dyn-/);
    expect(body.scope).toBe('https://purl.imsglobal.org/spec/lti-ags/scope/score');
    const deploymentId = (body[DYNREG.toolConfiguration] as { deployment_id: string }).deployment_id;
    expect(sb.lti.client(clientId)?.deploymentIds).toEqual([deploymentId]);
    // Used up.
    const again = await post(sb, request(), token);
    expect(again.status).toBe(401);
    // The new client launches: its login URL, its client id and deployment.
    const start = await sb.app.request(
      `/lti/launch/start?route=LTIAssignment&persona=instructor&course=${DEMO.courses.bio101.id}&client=${clientId}`,
    );
    const login = new URL(start.headers.get('location')!);
    expect(login.searchParams.get('client_id')).toBe(clientId);
    expect(login.searchParams.get('lti_deployment_id')).toBe(deploymentId);
  });

  it.each([
    ['no token', undefined],
    ['an unknown token', 'made-up'],
  ])('refuses %s with 401 invalid_token', async (_, token) => {
    const sb = setup();
    const res = await post(sb, request(), token);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({
      error: 'invalid_token',
      error_description: 'The registration token is missing, unknown, expired or already used.',
    });
    expect(sb.lti.clients.size).toBe(0);
  });

  it('refuses metadata outside the tool domain', async () => {
    const sb = setup();
    const res = await post(sb, request({ jwks_uri: 'https://elsewhere.test/jwks' }), sb.lti.issueRegistrationToken());
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: 'invalid_client_metadata',
      error_description: "https://elsewhere.test/jwks is not on the tool's domain localhost:4000.",
    });
  });

  it('lets only a system administrator start a registration', async () => {
    const sb = setup();
    expect((await sb.app.request('/lti/registration?persona=instructor')).status).toBe(403);
    const page = await sb.app.request('/lti/registration?persona=admin');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(`value="${TOOL}/lti/register"`);
    const start = await sb.app.request(
      `/lti/registration/start?persona=admin&url=${encodeURIComponent(`${TOOL}/lti/register`)}`,
    );
    const frame = /<iframe[^>]*src="([^"]*)"/.exec(await start.text())?.[1]?.replace(/&amp;/g, '&');
    const url = new URL(frame!);
    expect(url.searchParams.get('openid_configuration')).toBe(`${PLATFORM}/.well-known/openid-configuration`);
    expect(sb.lti.useRegistrationToken(url.searchParams.get('registration_token')!)).toBe(true);
  });
});
