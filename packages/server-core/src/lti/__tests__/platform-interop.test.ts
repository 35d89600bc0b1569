import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLocalJWKSet, jwtVerify, type JWK } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CLAIM } from '../claims.ts';
import {
  CLIENT_ID,
  createHarness,
  PLATFORM,
  registration,
  sharedDb,
  TOOL,
  type Harness,
} from '../../../test/harness.ts';

/** LTI with platforms other than our sandbox (issue 9 §5). */
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
  h = await createHarness({ db: await db.reset(), env: { SHELL_DIST: shellDir } });
});

const post = (body: unknown, headers: Record<string, string>) => ({
  method: 'POST',
  body: JSON.stringify(body),
  headers: { 'Content-Type': 'application/json', ...headers },
});
const items = [{ id: 'lti-assignment-1', title: 'LTI Assignment 1' }];

async function signedData(data: unknown) {
  const { state } = await h.fullLaunch((n) => h.deepLinkClaims(n, { data }));
  const res = await h.app.request(
    `/lti/deep-link?state=${encodeURIComponent(state)}`,
    post({ selectedItems: items }, h.auth('instructor')),
  );
  expect(res.status).toBe(200);
  const { jwt } = (await res.json()) as { jwt: string };
  const jwks = (await (await h.app.request('/lti/jwks')).json()) as { keys: JWK[] };
  const { payload } = await jwtVerify(jwt, createLocalJWKSet(jwks), { issuer: CLIENT_ID, currentDate: h.clock.now });
  return payload;
}

const directive = (csp: string, name: string) =>
  csp
    .split('; ')
    .find((d) => d.startsWith(`${name} `))
    ?.split(' ')
    .slice(1) ?? [];

describe('deep_linking_settings.data is opaque', () => {
  it.each([
    [{ zeta: 1, alpha: { list: [1, 'two', null], nested: { b: true, a: 0.5 } } }],
    [['a', 1]],
    [null],
    [42],
    ['plain string'],
  ])('echoes %j unchanged', async (data) => {
    const payload = await signedData(data);
    expect(payload).toHaveProperty([CLAIM.deepLinkingData]);
    // Same value and, for objects, the same key order as the platform sent.
    expect(JSON.stringify(payload[CLAIM.deepLinkingData])).toBe(JSON.stringify(data));
  });
});

describe('CSP from the registered platforms', () => {
  it('lets a platform whose origin is not a Learn origin frame the tool and receive form posts', async () => {
    const other = await createHarness({
      db: await db.reset(),
      env: {
        LTI_PLATFORMS: JSON.stringify([
          registration,
          { ...registration, issuer: 'https://lti.platform.test/issuer', clientId: 'c2', learnUrl: undefined },
        ]),
      },
    });
    const csp = (await other.app.request('/healthz')).headers.get('content-security-policy') ?? '';
    for (const name of ['form-action', 'frame-ancestors']) {
      expect(directive(csp, name)).toEqual(["'self'", PLATFORM, 'https://lti.platform.test']);
    }
    // Tokens still go to the Learn sites only.
    expect(directive(csp, 'connect-src')).toEqual(["'self'", PLATFORM]);
  });

  it("adds the launch's deep_link_return_url origin on its deep-linking page, and nowhere else", async () => {
    const returnUrl = 'https://returns.platform.test/deep-link/return';
    const { shell, state } = await h.fullLaunch((n) => h.deepLinkClaims(n, { deep_link_return_url: returnUrl }));
    expect(shell.origin).toBe(TOOL);
    const page = await h.app.request(`/${shell.search}`);
    expect(page.status).toBe(200);
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(directive(csp, 'form-action')).toEqual(["'self'", PLATFORM, 'https://returns.platform.test']);
    expect(directive(csp, 'frame-ancestors')).toContain('https://returns.platform.test');

    const plain = await h.app.request('/?route=DeepLinkTool');
    expect(directive(plain.headers.get('content-security-policy') ?? '', 'form-action')).toEqual(["'self'", PLATFORM]);
    const forged = Buffer.from(JSON.stringify({ launchId: 'made-up' })).toString('base64');
    const unknown = await h.app.request(`/?state=${encodeURIComponent(forged)}`);
    expect(directive(unknown.headers.get('content-security-policy') ?? '', 'form-action')).toEqual([
      "'self'",
      PLATFORM,
    ]);
    expect(state).toBeTruthy();
  });
});

describe('launch refusals before the nonce is used', () => {
  it('does not consume the nonce when the Learn site of the launch is not allowed', async () => {
    const saas = await createHarness({
      db: await db.reset(),
      env: { LTI_PLATFORMS: JSON.stringify([{ ...registration, learnUrl: undefined }]) },
    });
    const { res } = await saas.launch((n) =>
      saas.claims(n, { [CLAIM.toolPlatform]: { url: 'https://not-allowed.test/' } }),
    );
    expect(res.status).toBe(403);
    expect(await res.text()).toContain('The Learn site of this launch is not allowed: https://not-allowed.test');
    expect(await saas.db.query('select nonce from lti_nonces')).toEqual([]);
  });

  it.each([
    [CLAIM.deploymentId, `The id_token misses a required claim: deployment_id (${CLAIM.deploymentId})`],
    ['exp', 'The id_token misses a required claim: exp'],
    [CLAIM.messageType, `The id_token misses a required claim: message_type (${CLAIM.messageType})`],
  ])('names the missing claim %s', async (claim, text) => {
    const { res } = await h.launch((n) => {
      const claims = h.claims(n);
      delete claims[claim];
      return claims;
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    const html = await res.text();
    expect(html).toContain(text.replace(/"/g, '&quot;'));
    expect(html).toContain('<code>missing_claim</code>');
    expect(await h.db.query('select nonce from lti_nonces')).toEqual([]);
  });
});
