import { describe, expect, it } from 'vitest';
import { DEFAULTS } from '../options.ts';
import { DEMO } from '../seed/demo.ts';
import { API, setup } from './helpers.ts';

const basic = (key: string = DEFAULTS.appKey, secret: string = DEFAULTS.appSecret) =>
  `Basic ${btoa(`${key}:${secret}`)}`;
const form = { 'Content-Type': 'application/x-www-form-urlencoded' };

describe('OAuth 2', () => {
  it('issues an application token for client_credentials with HTTP Basic', async () => {
    const { app } = setup();
    const res = await app.request(`${API}/v1/oauth2/token`, {
      method: 'POST',
      headers: { Authorization: basic(), ...form },
      body: 'grant_type=client_credentials',
    });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ token_type: 'bearer', expires_in: 3600 });
    expect(body.access_token).toMatch(/^[0-9a-f]{48}$/);
    const courses = await app.request(`${API}/v3/courses?fields=courseId&limit=100`, {
      headers: { Authorization: `Bearer ${body.access_token}` },
    });
    expect((await courses.json()).results.map((c: { courseId: string }) => c.courseId)).toContain('CS105');
  });

  it('rejects a wrong secret and an unknown grant type', async () => {
    const { app } = setup();
    const wrong = await app.request(`${API}/v1/oauth2/token?grant_type=client_credentials`, {
      method: 'POST',
      headers: { Authorization: basic(DEFAULTS.appKey, 'nope') },
    });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({
      error: 'invalid_client',
      error_description: 'Client authentication failed: send HTTP Basic with the application key and secret',
    });
    const grant = await app.request(`${API}/v1/oauth2/token?grant_type=password`, {
      method: 'POST',
      headers: { Authorization: basic() },
    });
    expect((await grant.json()).error).toBe('unsupported_grant_type');
  });

  it('runs the authorization code flow for a persona, with state, single-use codes and redirect_uri checks', async () => {
    const { app, state } = setup();
    const redirect = 'http://localhost:4000/oauth/callback';
    const authorize = await app.request(
      `${API}/v1/oauth2/authorizationcode?client_id=${DEFAULTS.appKey}&response_type=code&redirect_uri=${encodeURIComponent(redirect)}&scope=read&state=xyz&persona=instructor`,
    );
    expect(authorize.status).toBe(302);
    const location = new URL(authorize.headers.get('Location')!);
    expect(`${location.origin}${location.pathname}`).toBe(redirect);
    expect(location.searchParams.get('state')).toBe('xyz');
    const code = location.searchParams.get('code')!;

    const mismatch = await app.request(`${API}/v1/oauth2/token`, {
      method: 'POST',
      headers: { Authorization: basic(), ...form },
      body: `grant_type=authorization_code&code=${code}&redirect_uri=${encodeURIComponent('http://evil.example/cb')}`,
    });
    expect((await mismatch.json()).error_description).toBe('redirect_uri does not match the authorization request');

    const again = await app.request(
      `${API}/v1/oauth2/authorizationcode?client_id=${DEFAULTS.appKey}&response_type=code&redirect_uri=${encodeURIComponent(redirect)}&persona=instructor`,
    );
    const code2 = new URL(again.headers.get('Location')!).searchParams.get('code')!;
    const token = await app.request(
      `${API}/v1/oauth2/token?grant_type=authorization_code&code=${code2}&redirect_uri=${encodeURIComponent(redirect)}`,
      { method: 'POST', headers: { Authorization: basic() } },
    );
    const body = await token.json();
    expect(body).toMatchObject({
      token_type: 'bearer',
      expires_in: 3600,
      scope: 'read',
      user_id: DEMO.users.instructor.uuid,
    });
    const me = await app.request(`${API}/v1/users/me?fields=userName`, {
      headers: { Authorization: `Bearer ${body.access_token}` },
    });
    expect(await me.json()).toEqual({ userName: 'margaret.ellis' });
    const reuse = await app.request(
      `${API}/v1/oauth2/token?grant_type=authorization_code&code=${code2}&redirect_uri=${encodeURIComponent(redirect)}`,
      { method: 'POST', headers: { Authorization: basic() } },
    );
    expect((await reuse.json()).error).toBe('invalid_grant');

    // Test hook: the token response names the user by primary id, or not at all.
    for (const [form, userId] of [
      ['id', DEMO.users.instructor.id],
      ['none', undefined],
    ] as const) {
      state.oauth.tokenUserId = form;
      const next = await app.request(
        `${API}/v1/oauth2/authorizationcode?client_id=${DEFAULTS.appKey}&response_type=code&redirect_uri=${encodeURIComponent(redirect)}&persona=instructor`,
      );
      const nextCode = new URL(next.headers.get('Location')!).searchParams.get('code')!;
      const answer = await app.request(
        `${API}/v1/oauth2/token?grant_type=authorization_code&code=${nextCode}&redirect_uri=${encodeURIComponent(redirect)}`,
        { method: 'POST', headers: { Authorization: basic() } },
      );
      expect((await answer.json()).user_id).toBe(userId);
    }
  });

  it('identifies the user by one_time_session_token and verifies PKCE', async () => {
    const { app, state } = setup();
    const session = state.oauth.issueSessionToken(DEMO.users.student.id);
    const verifier = 'a-very-long-code-verifier-value-with-enough-entropy-123';
    const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier)));
    const challenge = btoa(String.fromCharCode(...digest))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
    const redirect = 'http://localhost:4000/cb';
    const res = await app.request(
      `${API}/v1/oauth2/authorizationcode?client_id=${DEFAULTS.appKey}&response_type=code&redirect_uri=${redirect}&one_time_session_token=${session}&code_challenge=${challenge}&code_challenge_method=S256`,
    );
    const code = new URL(res.headers.get('Location')!).searchParams.get('code')!;
    const bad = await app.request(
      `${API}/v1/oauth2/token?grant_type=authorization_code&code=${code}&redirect_uri=${redirect}&code_verifier=wrong`,
      { method: 'POST', headers: { Authorization: basic() } },
    );
    expect((await bad.json()).error_description).toBe('code_verifier does not match the code_challenge');
    const res2 = await app.request(
      `${API}/v1/oauth2/authorizationcode?client_id=${DEFAULTS.appKey}&response_type=code&redirect_uri=${redirect}&one_time_session_token=${session}`,
    );
    expect(res2.status).toBe(400);
    expect(await res2.text()).toContain('The one-time session token is invalid or already used.');
  });

  it('shows an accessible persona sign-in page when no user is known, and refuses unknown clients', async () => {
    const { app } = setup();
    const page = await app.request(
      `${API}/v1/oauth2/authorizationcode?client_id=${DEFAULTS.appKey}&response_type=code&redirect_uri=http://localhost:4000/cb`,
    );
    const html = await page.text();
    expect(html).toContain('<h1>Sign in to the Learn sandbox</h1>');
    expect(html).toContain('persona=student2');
    const unknown = await app.request(
      `${API}/v1/oauth2/authorizationcode?client_id=other&response_type=code&redirect_uri=http://localhost:4000/cb`,
    );
    expect(unknown.status).toBe(400);
    expect(await unknown.text()).toContain('Unknown client_id &#39;other&#39;.');
  });

  it('issues persona tokens at POST /sandbox/tokens', async () => {
    const { app } = setup();
    const res = await app.request('/sandbox/tokens', { method: 'POST', body: JSON.stringify({ persona: 'admin' }) });
    const body = await res.json();
    expect(body.user).toEqual({ id: DEMO.users.admin.id, uuid: DEMO.users.admin.uuid, userName: 'sam.carter' });
    const me = await app.request(`${API}/v1/users/me?fields=institutionRoleIds`, {
      headers: { Authorization: `Bearer ${body.token}` },
    });
    expect(await me.json()).toEqual({
      institutionRoleIds: ['STAFF', 'LATE_PENALTY_ADMIN', 'GRADE_HURDLE_ADMIN', 'ID_USER', 'ATHLETICS_ADMIN'],
    });
    const bad = await app.request('/sandbox/tokens', { method: 'POST', body: JSON.stringify({ persona: 'dean' }) });
    expect(await bad.json()).toEqual({
      error: 'persona must be one of: student, student2, instructor, instructor2, instructor3, admin',
    });
  });
});
