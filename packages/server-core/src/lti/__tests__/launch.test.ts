import { decodeJwt, generateKeyPair } from 'jose';
import { describe, expect, it } from 'vitest';
import { CLAIM } from '../claims.ts';
import { CLIENT_ID, COURSE_UUID, PLATFORM, registration, TOOL, users, harnessEachTest } from '../../../test/harness.ts';

const h = harnessEachTest();

const json = (body: unknown) => ({
  method: 'POST',
  body: JSON.stringify(body),
  headers: { 'Content-Type': 'application/json' },
});

describe('OIDC login initiation', () => {
  it('redirects to the platform auth endpoint with state and nonce kept server-side (GET)', async () => {
    const { res, location, state, nonce } = await h.login({ lti_message_hint: 'msg-1' });
    expect(res.status).toBe(302);
    expect(location.origin + location.pathname).toBe(registration.authEndpoint);
    expect(Object.fromEntries(location.searchParams)).toMatchObject({
      scope: 'openid',
      response_type: 'id_token',
      response_mode: 'form_post',
      prompt: 'none',
      client_id: CLIENT_ID,
      redirect_uri: `${TOOL}/lti/launch`,
      login_hint: users.instructor.id,
      lti_message_hint: 'msg-1',
    });
    expect(state).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(nonce).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await h.db.query('select nonce from lti_logins where state = $1', [state]);
    expect(rows).toEqual([{ nonce }]);
  });

  it('accepts the POST form too', async () => {
    const body = new URLSearchParams({ iss: PLATFORM, login_hint: 'h', target_link_uri: `${TOOL}/lti/launch` });
    const res = await h.app.request('/lti/login', { method: 'POST', body });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toContain(registration.authEndpoint);
  });

  it.each([
    [{ iss: 'https://other.test' }, 'This platform is not registered with the tool'],
    [{ lti_deployment_id: 'dep-x' }, 'The deployment is not registered with the tool'],
    [{ target_link_uri: 'https://evil.test/lti/launch' }, 'target_link_uri https://evil.test is not this tool'],
    [{ login_hint: '' }, 'The launch request is missing a required parameter: login_hint'],
  ])('refuses %j with an error page', async (params, text) => {
    const { res } = await h.login(params);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(await res.text()).toContain(text);
  });
});

describe('launch', () => {
  it('validates the id_token and starts the 3-legged OAuth with the one-time session token', async () => {
    const { res, idToken } = await h.launch();
    expect(res.status).toBe(302);
    const to = new URL(res.headers.get('location')!);
    expect(to.origin + to.pathname).toBe(`${PLATFORM}/learn/api/public/v1/oauth2/authorizationcode`);
    expect(to.searchParams.get('client_id')).toBe(registration.restKey);
    expect(to.searchParams.get('redirect_uri')).toBe(`${TOOL}/lti/oauth/callback`);
    expect(to.searchParams.get('response_type')).toBe('code');
    const ots = decodeJwt(idToken)[CLAIM.oneTimeSessionToken];
    expect(ots).toMatch(/^\S{16,}$/);
    expect(to.searchParams.get('one_time_session_token')).toBe(ots);
    expect(to.searchParams.get('state')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('sends the frame to the shell with route, uuid, courseUuid, state and a launch code (no token)', async () => {
    // The platform sends Learn's locale as a BCP 47 tag (en-AU); the shell gets Learn's form (en_AU).
    h.sandbox.state.store.userById(users.instructor.id)!.locale.id = 'en_AU';
    const { shell, decoded, code } = await h.fullLaunch();
    const learnToken = h.platform.learnTokens[0]!;
    expect(shell.origin).toBe(TOOL);
    expect(shell.searchParams.get('route')).toBe('LTIAssignment');
    expect(shell.searchParams.get('uuid')).toBe(users.instructor.uuid);
    expect(shell.searchParams.get('courseUuid')).toBe(COURSE_UUID);
    expect(shell.searchParams.has('token')).toBe(false);
    expect(shell.href).not.toContain(learnToken);
    expect(decoded).toMatchObject({
      locale: 'en_AU',
      platformUrl: PLATFORM,
      backendUrl: TOOL,
      lineItemUrl: h.lineItem,
      role: 'Instructor',
    });
    expect(typeof decoded.launchId).toBe('string');
    // The code exchange used the REST app's Basic credentials and our callback URL.
    const exchange = h.platform.codeExchanges[0]!;
    expect(exchange.authorization).toBe(
      `Basic ${Buffer.from(`${registration.restKey}:${registration.restSecret}`).toString('base64')}`,
    );
    expect(exchange.body.get('redirect_uri')).toBe(`${TOOL}/lti/oauth/callback`);

    const session = await h.app.request('/lti/session', json({ code }));
    expect(session.status).toBe(200);
    expect(await session.json()).toEqual({ token: learnToken, expiresAt: '2025-03-01T11:00:00.000Z' });
    // The token is Learn's: the sandbox knows who it belongs to.
    const me = await h.sandbox.app.request(`${PLATFORM}/learn/api/public/v1/users/me?fields=id`, {
      headers: { Authorization: `Bearer ${learnToken}` },
    });
    expect(await me.json()).toEqual({ id: users.instructor.id });
    const again = await h.app.request('/lti/session', json({ code }));
    expect(again.status).toBe(401);
    expect(await again.json()).toEqual({ message: 'The launch code is unknown, expired or already used.' });
  });

  it('expires launch codes after two minutes', async () => {
    const { code } = await h.fullLaunch();
    h.clock.now = new Date(h.clock.now.getTime() + 2 * 60_000 + 1);
    const res = await h.app.request('/lti/session', json({ code }));
    expect(res.status).toBe(401);
  });

  it('rejects a session exchange without a code with a specific 400', async () => {
    const res = await h.app.request('/lti/session', json({}));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: 'Invalid request body: code: is required' });
  });

  it('uses the lineitems container when the AGS claim has no lineitem', async () => {
    const { decoded } = await h.fullLaunch((n) => h.claims(n, { [CLAIM.ags]: { scope: [], lineitems: h.lineItems } }));
    expect(decoded.lineItemUrl).toBe(h.lineItems);
  });

  it('accepts aud as an array when azp names this tool', async () => {
    const { res } = await h.launch((n) => h.claims(n, { aud: [CLIENT_ID, 'someone-else'], azp: CLIENT_ID }));
    expect(res.status).toBe(302);
  });

  it('refetches the platform JWKS once when the kid is new (platform rotated its key)', async () => {
    await h.launch();
    expect(h.platform.jwksFetches).toBe(1);
    expect(await h.platform.lti.rotateKey()).toBe('sandbox-platform-2');
    const { res, idToken } = await h.launch();
    expect(res.status).toBe(302);
    expect(idToken).not.toBe('');
    expect(h.platform.jwksFetches).toBe(2);
  });

  it('shows a platform error sent back to the launch URL by GET', async () => {
    const res = await h.app.request('/lti/launch?error=launch_required&error_description=User+not+logged+in');
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('Learn reported an error for this launch: launch_required: User not logged in');
  });
});

describe('launch negatives: clear error page and a log line', () => {
  /** Learn's 3-legged OAuth (the sandbox) answers the launch's redirect; the server gets the callback. */
  async function oauthCallback(launched: Response) {
    const learnAnswer = await h.sandbox.app.request(launched.headers.get('location')!);
    const callback = new URL(learnAnswer.headers.get('location')!);
    expect(callback.origin + callback.pathname).toBe(`${TOOL}/lti/oauth/callback`);
    return h.app.request(callback.pathname + callback.search);
  }

  async function expectRefused(res: Response, text: string, reason: string) {
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.headers.get('content-type')).toContain('text/html');
    const html = await res.text();
    expect(html).toContain('The tool could not be launched');
    expect(html).toContain(text);
    expect(html).toContain(`<code>${reason}</code>`);
    expect(h.lines.some((l) => l.msg === 'lti step rejected' && l.reason === reason)).toBe(true);
    expect(res.headers.get('location')).toBeNull();
  }

  it('bad signature', async () => {
    // The platform's kid, another key.
    const forger = (await generateKeyPair('RS256')).privateKey;
    const { res } = await h.launch(undefined, { key: forger });
    await expectRefused(res, 'The id_token signature is not valid', 'bad_signature');
  });

  it('unknown kid (after one refetch)', async () => {
    await h.launch(); // warm the JWKS cache
    const stranger = (await generateKeyPair('RS256')).privateKey;
    const { res } = await h.launch(undefined, { key: stranger, kid: 'nobody-publishes-this' });
    await expectRefused(res, 'unknown kid', 'unknown_kid');
    expect(h.platform.jwksFetches).toBe(2);
  });

  it('wrong iss', async () => {
    const { res } = await h.launch((n) => h.claims(n, { iss: 'https://evil.test' }));
    await expectRefused(res, 'wrong iss', 'wrong_issuer');
  });

  it('wrong aud', async () => {
    const { res } = await h.launch((n) => h.claims(n, { aud: 'another-tool' }));
    await expectRefused(res, 'wrong aud/azp', 'wrong_audience');
  });

  it('several audiences without azp', async () => {
    // The sandbox platform always names azp; this launch leaves it out.
    const { res } = await h.launch((n) => h.claims(n, { aud: [CLIENT_ID, 'x'], azp: undefined }));
    await expectRefused(res, 'several audiences but no azp', 'wrong_audience');
  });

  it('azp naming another client', async () => {
    const { res } = await h.launch((n) => h.claims(n, { aud: [CLIENT_ID, 'x'], azp: 'x' }));
    await expectRefused(res, 'azp x is not', 'wrong_audience');
  });

  it('expired (beyond the 60 s leeway)', async () => {
    const now = Math.floor(h.clock.now.getTime() / 1000);
    const { res } = await h.launch((n) => h.claims(n, { iat: now - 600, exp: now - 61 }));
    await expectRefused(res, 'The id_token has expired or is not valid yet', 'expired');
  });

  it('accepts a token expired within the leeway', async () => {
    const now = Math.floor(h.clock.now.getTime() / 1000);
    const { res } = await h.launch((n) => h.claims(n, { iat: now - 600, exp: now - 30 }));
    expect(res.status).toBe(302);
  });

  it('iat in the future', async () => {
    const now = Math.floor(h.clock.now.getTime() / 1000);
    const { res } = await h.launch((n) => h.claims(n, { iat: now + 600, exp: now + 900 }));
    await expectRefused(res, 'iat is in the future', 'expired');
  });

  it('replayed nonce (same id_token with a fresh login)', async () => {
    const first = await h.launch();
    expect(first.res.status).toBe(302);
    const second = await h.login();
    const res = await h.postLaunch({ id_token: first.idToken, state: second.state });
    await expectRefused(res, 'replayed nonce', 'replayed_nonce');
  });

  it('nonce not from this login', async () => {
    const { res } = await h.launch(() => h.claims('some-other-nonce'));
    await expectRefused(res, 'The id_token nonce does not match the login', 'nonce_mismatch');
  });

  it('state mismatch (unknown state)', async () => {
    const l = await h.login();
    const idToken = await h.platform.lti.signIdToken(h.claims(l.nonce));
    const res = await h.postLaunch({ id_token: idToken, state: 'forged-state' });
    await expectRefused(res, 'state mismatch', 'state_mismatch');
  });

  it('state reused (the same POST twice)', async () => {
    const first = await h.launch();
    const res = await h.postLaunch({ id_token: first.idToken, state: first.login.state });
    await expectRefused(res, 'state mismatch', 'state_mismatch');
  });

  it('state expired after ten minutes', async () => {
    const l = await h.login();
    h.clock.now = new Date(h.clock.now.getTime() + 10 * 60_000 + 1000);
    const idToken = await h.platform.lti.signIdToken(h.claims(l.nonce));
    const res = await h.postLaunch({ id_token: idToken, state: l.state });
    await expectRefused(res, 'state mismatch', 'state_mismatch');
  });

  it('unknown deployment', async () => {
    const { res } = await h.launch((n) => h.claims(n, { [CLAIM.deploymentId]: 'dep-unknown' }));
    await expectRefused(
      res,
      'The deployment is not registered with the tool: deployment_id dep-unknown',
      'unknown_deployment',
    );
  });

  it('wrong LTI version', async () => {
    const { res } = await h.launch((n) => h.claims(n, { [CLAIM.version]: '1.1' }));
    await expectRefused(res, 'version must be 1.3.0', 'invalid_token');
  });

  it('OAuth callback with a bad code', async () => {
    const { res } = await h.launch();
    const authorize = new URL(res.headers.get('location')!);
    const cb = await h.app.request(`/lti/oauth/callback?code=bad&state=${authorize.searchParams.get('state')}`);
    // Learn (the sandbox) refused the exchange.
    expect(h.platform.codeExchanges.map((e) => e.answer.error)).toEqual(['invalid_grant']);
    await expectRefused(cb, 'Could not obtain a Learn session for this launch', 'oauth_failed');
  });

  it("refuses an OAuth callback whose Learn user is not the launch's sub (asking Learn when user_id differs)", async () => {
    // The platform launches the TA, but the Learn session (one-time session token) is the instructor's.
    const { res } = await h.launch((n) => h.claims(n, { sub: users.instructor3.uuid }));
    const cb = await oauthCallback(res);
    await expectRefused(
      cb,
      `The Learn user who signed in is not the user the platform launched: Learn user ${users.instructor.uuid} is not the launch user ${users.instructor3.uuid}`,
      'user_mismatch',
    );
    expect(cb.status).toBe(403);
    expect(h.learn.calls.me).toBe(1);
    expect(await h.db.query('select 1 from lti_launch_codes')).toEqual([]);
  });

  it.each([
    ['no user_id', 'none' as const],
    ['a user_id in another form (the primary id)', 'id' as const],
  ])('asks Learn who the token belongs to when the token response has %s', async (_, form) => {
    h.sandbox.state.oauth.tokenUserId = form;
    const { shell } = await h.fullLaunch();
    expect(h.platform.codeExchanges[0]!.answer.user_id).toBe(form === 'id' ? users.instructor.id : undefined);
    expect(shell.searchParams.get('uuid')).toBe(users.instructor.uuid);
    expect(h.learn.calls.me).toBe(1);
    const refused = await h.launch((n) => h.claims(n, { sub: users.student.uuid }));
    const cb = await oauthCallback(refused.res);
    await expectRefused(
      cb,
      `Learn user ${users.instructor.uuid} is not the launch user ${users.student.uuid}`,
      'user_mismatch',
    );
  });

  it('does not ask Learn when user_id is the launch user', async () => {
    await h.fullLaunch();
    expect(h.learn.calls.me).toBe(0);
  });

  it('OAuth callback with an unknown state', async () => {
    const cb = await h.app.request('/lti/oauth/callback?code=some-code&state=nope');
    await expectRefused(cb, 'state mismatch', 'state_mismatch');
  });

  it('never logs the id_token, code or Learn token', async () => {
    const { idToken } = await h.launch();
    const { oauthCode } = await h.fullLaunch();
    const all = JSON.stringify(h.lines);
    expect(all).not.toContain(idToken);
    expect(all).not.toContain(h.platform.learnTokens[0]!);
    expect(all).not.toContain(oauthCode);
    expect(all).not.toContain(decodeJwt(idToken)[CLAIM.oneTimeSessionToken] as string);
  });
});

describe('tool JWKS', () => {
  it('publishes the current key, created on first use, with kid and RS256 and no private part', async () => {
    const res = await h.app.request('/lti/jwks');
    const body = (await res.json()) as { keys: Record<string, unknown>[] };
    expect(body.keys).toHaveLength(1);
    expect(body.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    expect(body.keys[0]).not.toHaveProperty('d');
  });
});

/** A deliverables placement as an instructor, with these custom parameters besides the route. */
const launchWith = (custom: Record<string, unknown>) =>
  h.fullLaunch((n) => h.claims(n, { [CLAIM.custom]: { route: 'ProjectDeliverablesTable', ...custom } }));

describe('the role hint of the launch (state.role)', () => {
  it.each(['ADMIN', 'TPM', 'BA', 'TC', ' BA '])('carries the placement custom parameter role=%j', async (role) => {
    const { shell, decoded } = await launchWith({ role });
    expect(shell.searchParams.get('route')).toBe('ProjectDeliverablesTable');
    expect(decoded.role).toBe(role.trim());
  });

  it('falls back to the LTI course role without a custom role', async () => {
    expect((await launchWith({})).decoded.role).toBe('Instructor');
  });

  it.each(['', '   ', '$Person.role', 'B A', 'x'.repeat(33), 42, ['BA']])(
    'ignores a custom role that names no role (%j)',
    async (role) => {
      expect((await launchWith({ role })).decoded.role).toBe('Instructor');
    },
  );
});
