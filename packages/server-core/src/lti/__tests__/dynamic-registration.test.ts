import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO, DYNREG } from '@tools/sandbox';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { format } from '../../messages.ts';
import { registrationMessages as m } from '../messages.ts';
import { PLATFORM, sharedDb, TOOL, createHarness, type Harness } from '../../../test/harness.ts';

/**
 * LTI Dynamic Registration (issue 21 §2) with the sandbox as the registering platform: its platform (issuer)
 * lives on its own origin, not a Learn site, so the CSP of a registered platform's launch is observable.
 */
const ISSUER = 'https://lti.learn.test';
const CONFIG_URL = `${ISSUER}/.well-known/openid-configuration`;

let db: Awaited<ReturnType<typeof sharedDb>>;
let shellDir: string;
beforeAll(async () => {
  db = await sharedDb();
  shellDir = await mkdtemp(join(tmpdir(), 'shell-dist-'));
  await writeFile(join(shellDir, 'index.html'), '<!doctype html><title>Course Tools</title>');
});
afterAll(async () => {
  await rm(shellDir, { recursive: true, force: true });
});
let h: Harness;
beforeEach(async () => {
  h = await createHarness({
    db: await db.reset(),
    ltiPlatformUrl: ISSUER,
    env: { LTI_REGISTRATION_ISSUERS: ISSUER, SHELL_DIST: shellDir },
  });
});

const unescapeHtml = (value: string) =>
  value.replace(
    /&(amp|lt|gt|quot|#39);/g,
    (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[e]!,
  );

/** What the sandbox's administrator page does: a registration token, and our registration URL with it. */
function registrationUrl(token = h.sandbox.lti.issueRegistrationToken(), configUrl = CONFIG_URL) {
  const query = new URLSearchParams({ openid_configuration: configUrl, registration_token: token });
  return `/lti/register?${query}`;
}

async function register() {
  const res = await h.app.request(registrationUrl());
  const page = await res.text();
  if (res.status !== 200) throw new Error(`registration failed: ${res.status} ${page}`);
  const [client] = [...h.sandbox.lti.clients.values()];
  return { res, page, client: client! };
}

const directive = (csp: string, name: string) =>
  csp
    .split('; ')
    .find((d) => d.startsWith(`${name} `))
    ?.split(' ')
    .slice(1) ?? [];

/**
 * A launch of a registered client as the browser performs it: the sandbox's launch start, our OIDC login, the
 * sandbox's form_post of the id_token, our launch, Learn's OAuth and our callback, up to the shell.
 */
async function launchAs(clientId: string, deploymentId?: string) {
  const start = new URL(`${PLATFORM}/lti/launch/start`);
  start.search = new URLSearchParams({
    route: 'LTIAssignment',
    persona: 'instructor',
    course: DEMO.courses.bio101.id,
    client: clientId,
    ...(deploymentId ? { deployment: deploymentId } : {}),
  }).toString();
  let request = new Request(start);
  for (let step = 0; step < 12; step++) {
    const url = new URL(request.url);
    const res =
      url.origin === TOOL
        ? await h.app.request(url.pathname + url.search, request)
        : await h.sandbox.app.fetch(request);
    if (url.origin === TOOL && url.pathname === '/' && url.searchParams.has('state')) return { res, url };
    const location = res.headers.get('location');
    if (res.status === 302 && location) {
      request = new Request(new URL(location, url));
      continue;
    }
    const html = await res.text();
    const action = /<form[^>]*\saction="([^"]*)"/.exec(html)?.[1];
    if (res.status !== 200 || !action) return { res: new Response(html, res), url };
    const fields = new URLSearchParams();
    for (const [, name, value] of html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g))
      fields.set(unescapeHtml(name!), unescapeHtml(value!));
    request = new Request(unescapeHtml(action), { method: 'POST', body: fields });
  }
  throw new Error('launch did not finish');
}

describe('registration through the sandbox platform', () => {
  it('registers, stores issuer, client id, endpoints and deployment id, and closes the registration window', async () => {
    const { res, page, client } = await register();
    // What we asked the platform for (spec §3.5), as the sandbox received it.
    expect(client.request).toMatchObject({
      application_type: 'web',
      response_types: ['id_token'],
      grant_types: ['implicit', 'client_credentials'],
      initiate_login_uri: `${TOOL}/lti/login`,
      redirect_uris: [`${TOOL}/lti/launch`],
      jwks_uri: `${TOOL}/lti/jwks`,
      token_endpoint_auth_method: 'private_key_jwt',
      scope:
        'https://purl.imsglobal.org/spec/lti-ags/scope/lineitem https://purl.imsglobal.org/spec/lti-ags/scope/lineitem.readonly https://purl.imsglobal.org/spec/lti-ags/scope/score',
      [DYNREG.toolConfiguration]: {
        domain: 'tools.test',
        target_link_uri: `${TOOL}/lti/launch`,
        messages: [
          { type: 'LtiResourceLinkRequest', target_link_uri: `${TOOL}/lti/launch`, label: 'Course Tools' },
          { type: 'LtiDeepLinkingRequest', target_link_uri: `${TOOL}/lti/launch`, label: 'Course Tools content' },
        ],
      },
    });
    const deploymentId = client.deploymentIds[0]!;
    expect(await h.db.query('select * from lti_registrations')).toEqual([
      expect.objectContaining({
        platform: ISSUER,
        client_id: client.clientId,
        auth_endpoint: `${ISSUER}/lti/authorize`,
        token_endpoint: `${ISSUER}/lti/token`,
        jwks_endpoint: `${ISSUER}/lti/jwks`,
        registration_endpoint: `${ISSUER}/lti/registrations`,
        product_family_code: 'BlackboardLearn',
      }),
    ]);
    expect(await h.db.query('select platform, client_id, deployment_id, source from lti_deployments')).toEqual([
      { platform: ISSUER, client_id: client.clientId, deployment_id: deploymentId, source: 'registration' },
    ]);
    expect(page).toContain(m.doneHeading);
    expect(page).toContain(format(m.doneDetails, { issuer: ISSUER, clientId: client.clientId, deploymentId }));
    expect(page).toContain('<script src="/lti/register/close.js"></script>');
    const script = await (await h.app.request('/lti/register/close.js')).text();
    expect(script).toContain("postMessage({ subject: 'org.imsglobal.lti.close' }, '*')");
    // The registering platform may frame the page; the token is neither stored nor logged.
    expect(directive(res.headers.get('content-security-policy') ?? '', 'frame-ancestors')).toContain(ISSUER);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const token = new URL(`${TOOL}${registrationUrl('secret-token-123')}`).searchParams.get('registration_token');
    await h.app.request(registrationUrl(token!));
    expect(JSON.stringify(h.lines)).not.toContain('secret-token-123');
    expect(JSON.stringify(await h.db.query('select * from lti_registrations'))).not.toContain('secret-token-123');
  });

  it('launches the registered client: OIDC login, id_token, OAuth, the shell', async () => {
    const { client } = await register();
    const { res, url } = await launchAs(client.clientId);
    expect(url.origin).toBe(TOOL);
    expect(res.status).toBe(200);
    const [launch] = await h.db.query<{ issuer: string; client_id: string; deployment_id: string }>(
      'select issuer, client_id, deployment_id from lti_launches',
    );
    expect(launch).toEqual({ issuer: ISSUER, client_id: client.clientId, deployment_id: client.deploymentIds[0] });
  });

  it("posts a grade with the registered client's own AGS token", async () => {
    const { client } = await register();
    await launchAs(client.clientId);
    const res = await h.app.request('/lti/grades', {
      method: 'POST',
      body: JSON.stringify({
        url: h.lineItem,
        userId: DEMO.users.student.uuid,
        courseId: DEMO.courses.bio101.id,
        score: 87,
      }),
      headers: { 'Content-Type': 'application/json', ...h.auth('instructor') },
    });
    expect(res.status).toBe(200);
    // The client assertion names the registered client, and the registered token endpoint answered it.
    const tokenRequests = h.platform.requests.filter((r) => r.url === `${ISSUER}/lti/token`);
    expect(tokenRequests.length).toBeGreaterThan(0);
    for (const r of tokenRequests) {
      expect(r.status).toBe(200);
      const assertion = decodeJwt(new URLSearchParams(r.body).get('client_assertion') ?? '');
      expect([assertion.iss, assertion.sub]).toEqual([client.clientId, client.clientId]);
    }
    const scores = h.platform.requests.filter((r) => r.method === 'POST' && r.url.endsWith('/scores'));
    expect(scores.map((r) => [r.url, r.status])).toEqual([[`${h.lineItem}/scores`, 204]]);
  });

  it("takes the launch's CSP frame-ancestors from its registration", async () => {
    const { client } = await register();
    const { res } = await launchAs(client.clientId);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(directive(csp, 'frame-ancestors')).toContain(ISSUER);
    expect(directive(csp, 'form-action')).toContain(ISSUER);
    // Not on a page that is no launch of that platform.
    const plain = await h.app.request('/');
    expect(directive(plain.headers.get('content-security-policy') ?? '', 'frame-ancestors')).not.toContain(ISSUER);
  });

  it("lets the registered platform frame a refused login's or launch's explanation, and no one else", async () => {
    const { client } = await register();
    const framers = (res: Response) => directive(res.headers.get('content-security-policy') ?? '', 'frame-ancestors');
    // A login the platform sent without its login_hint: refused, with the reason, in the platform's frame.
    const login = await h.app.request(`/lti/login?${new URLSearchParams({ iss: ISSUER, client_id: client.clientId })}`);
    expect(login.status).toBe(400);
    expect(await login.text()).toContain('The launch request is missing a required parameter');
    expect(framers(login)).toContain(ISSUER);
    // A launch whose id_token does not verify names its issuer: that registration may frame the page too.
    const forged = `${btoa(JSON.stringify({ alg: 'none' }))}.${btoa(JSON.stringify({ iss: ISSUER }))}.x`;
    const launch = await h.app.request('/lti/launch', {
      method: 'POST',
      body: new URLSearchParams({ id_token: forged, state: 'unknown' }),
    });
    expect(launch.status).toBeGreaterThanOrEqual(400);
    expect(framers(launch)).toContain(ISSUER);
    // An issuer nobody registered adds nothing.
    const unknown = await h.app.request(`/lti/login?${new URLSearchParams({ iss: 'https://evil.test' })}`);
    expect(unknown.status).toBeGreaterThanOrEqual(400);
    expect(framers(unknown)).not.toContain('https://evil.test');
    expect(framers(unknown)).not.toContain(ISSUER);
  });

  it('accepts and records a new deployment id of a registered platform without a restart', async () => {
    const { client } = await register();
    const added = h.sandbox.lti.addDeployment(client.clientId);
    h.clock.now = new Date(h.clock.now.getTime() + 60_000);
    const { res } = await launchAs(client.clientId, added);
    expect(res.status).toBe(200);
    const rows = await h.db.query<{ deployment_id: string; source: string; first_seen_at: Date }>(
      'select deployment_id, source, first_seen_at from lti_deployments where deployment_id = $1',
      [added],
    );
    expect(rows).toEqual([{ deployment_id: added, source: 'launch', first_seen_at: h.clock.now }]);
    // A second launch does not record it again.
    await launchAs(client.clientId, added);
    expect(await h.db.query('select 1 from lti_deployments where deployment_id = $1', [added])).toHaveLength(1);
  });
});

describe('registration refusals', () => {
  it.each([
    ['a wrong registration token', 'not-a-token'],
    ['no registration token', ''],
  ])('shows the platform refusing %s, and stores nothing', async (_, token) => {
    const query = new URLSearchParams({
      openid_configuration: CONFIG_URL,
      ...(token ? { registration_token: token } : {}),
    });
    const res = await h.app.request(`/lti/register?${query}`);
    expect(res.status).toBe(502);
    const page = await res.text();
    expect(page).toContain(m.failedHeading);
    expect(page).toContain(
      format(m.registrationRefused, {
        status: 401,
        reason: 'invalid_token: The registration token is missing, unknown, expired or already used.',
      }),
    );
    expect(page).toContain('role="alert"');
    expect(await h.db.query('select 1 from lti_registrations')).toEqual([]);
    expect(h.sandbox.lti.clients.size).toBe(0);
  });

  it('refuses a configuration whose issuer is not its origin', async () => {
    // The sandbox's Learn origin serves the same document, whose issuer is the platform origin.
    const res = await h.app.request(registrationUrl(undefined, `${PLATFORM}/.well-known/openid-configuration`));
    expect(res.status).toBe(403);
    expect(await res.text()).toContain(format(m.issuerNotAllowed, { issuer: PLATFORM }));

    const allowing = await createHarness({
      db: await db.reset(),
      ltiPlatformUrl: ISSUER,
      env: { LTI_REGISTRATION_ISSUERS: `${ISSUER},${PLATFORM}` },
    });
    const token = allowing.sandbox.lti.issueRegistrationToken();
    const query = new URLSearchParams({
      openid_configuration: `${PLATFORM}/.well-known/openid-configuration`,
      registration_token: token,
    });
    const mismatch = await allowing.app.request(`/lti/register?${query}`);
    expect(mismatch.status).toBe(400);
    expect(await mismatch.text()).toContain(
      format(m.issuerMismatch, { origin: PLATFORM, issuer: ISSUER }).replace(/'/g, '&#39;'),
    );
    expect(await allowing.db.query('select 1 from lti_registrations')).toEqual([]);
  });

  it('refuses an issuer the operator did not allow, without reading its address', async () => {
    const res = await h.app.request(registrationUrl(undefined, 'https://evil.test/.well-known/openid-configuration'));
    expect(res.status).toBe(403);
    expect(await res.text()).toContain(format(m.issuerNotAllowed, { issuer: 'https://evil.test' }));
    expect(h.platform.requests.map((r) => r.url)).toEqual([]);
  });

  it('refuses a missing or malformed configuration address', async () => {
    const missing = await h.app.request('/lti/register');
    expect(missing.status).toBe(400);
    expect(await missing.text()).toContain(m.missingConfiguration);
    const bad = await h.app.request('/lti/register?openid_configuration=ftp%3A%2F%2Fx');
    expect(await bad.text()).toContain(format(m.configurationNotUrl, { url: 'ftp://x' }));
  });

  it('explains a configuration that is not there', async () => {
    const res = await h.app.request(registrationUrl(undefined, `${ISSUER}/no-such-configuration`));
    expect(res.status).toBe(502);
    expect(await res.text()).toContain(
      format(m.configurationStatus, { url: `${ISSUER}/no-such-configuration`, status: 404 }),
    );
  });
});

describe('LTI_PLATFORMS launches are unchanged', () => {
  it('still refuses an unknown deployment of a configured platform', async () => {
    const env = await createHarness({ db: await db.reset() });
    const { res } = await env.launch((n) =>
      env.claims(n, { 'https://purl.imsglobal.org/spec/lti/claim/deployment_id': 'not-configured' }),
    );
    expect(res.status).toBe(403);
    expect(await res.text()).toContain('The deployment is not registered with the tool: deployment_id not-configured');
    expect(await env.db.query('select 1 from lti_deployments')).toEqual([]);
  });
});
