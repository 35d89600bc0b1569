import { describe, expect, it } from 'vitest';
import { auth, harnessEachTest, PLATFORM, TOOL, users } from '../../../test/harness.ts';
import { MIN_LIFE_MS } from '../learn-sessions.ts';

const h = harnessEachTest();

const MINUTE = 60_000;
const AUTHORIZE = 'GET /learn/api/public/v1/oauth2/authorizationcode';
const TOKEN = 'POST /learn/api/public/v1/oauth2/token';

/** The token the shell gets for a launch (POST /lti/session with its launch code). */
async function tokenOf(code: string): Promise<{ token: string; expiresAt: string }> {
  const res = await h.app.request('/lti/session', {
    method: 'POST',
    body: JSON.stringify({ code }),
    headers: { 'Content-Type': 'application/json' },
  });
  expect(res.status).toBe(200);
  return (await res.json()) as { token: string; expiresAt: string };
}

const later = (ms: number) => {
  h.clock.now = new Date(h.clock.now.getTime() + ms);
};
const log = () => h.sandbox.state.requestLog;
const studentLaunch = (nonce: string) => h.claims(nonce, {}, 'student');

describe('one Learn token per user session, not per launch (issue 26 §2)', () => {
  it("asks for Learn's offline scope, so Learn grants a refresh token with the sign-in", async () => {
    const first = await h.fullLaunch();
    expect(first.signedIn).toBe(true);
    expect(first.authorize.searchParams.get('scope')).toBe('read write offline');
    expect(h.platform.codeExchanges[0]!.answer.refresh_token).toEqual(expect.any(String));
  });

  it('a second launch of the same user (same or another tool) reuses the live token: no authorization, no exchange', async () => {
    const first = await h.fullLaunch();
    const { token } = await tokenOf(first.code);
    later(20 * MINUTE);
    const second = await h.fullLaunch();
    expect(second.signedIn).toBe(false);
    expect(second.shell.origin).toBe(TOOL);
    expect(second.shell.searchParams.get('uuid')).toBe(users.instructor.uuid);
    expect(await tokenOf(second.code)).toEqual({ token, expiresAt: '2025-03-01T11:00:00.000Z' });
    expect(log().count(AUTHORIZE)).toBe(1);
    expect(log().count(TOKEN)).toBe(1);
    // The shell redirect carries the launch code, never the token.
    expect(second.shell.href).not.toContain(token);
  });

  it('refreshes a token with less than 10 minutes left: one token request, no authorization page', async () => {
    const first = await h.fullLaunch();
    const { token } = await tokenOf(first.code);
    later(60 * MINUTE - MIN_LIFE_MS + MINUTE);
    const second = await h.fullLaunch();
    expect(second.signedIn).toBe(false);
    const fresh = await tokenOf(second.code);
    expect(fresh.token).not.toBe(token);
    expect(fresh.expiresAt).toBe(new Date(h.clock.now.getTime() + 3_600_000).toISOString());
    expect(log().count(AUTHORIZE)).toBe(1);
    expect(log().count(TOKEN)).toBe(2);
    const grant = h.platform.codeExchanges[1]!;
    expect(grant.body.get('grant_type')).toBe('refresh_token');
    expect(grant.authorization).toMatch(/^Basic /);
    // The refreshed token is the user's and works with Learn.
    const me = await h.sandbox.app.request(`${PLATFORM}/learn/api/public/v1/users/me`, {
      headers: { Authorization: `Bearer ${fresh.token}` },
    });
    expect(((await me.json()) as { uuid: string }).uuid).toBe(users.instructor.uuid);
    // A day later the (rotated) refresh token still serves.
    later(24 * 60 * MINUTE);
    expect((await h.fullLaunch()).signedIn).toBe(false);
    expect(log().count(TOKEN)).toBe(3);
  });

  it('signs in again when Learn refuses the refresh token, and keeps the new session', async () => {
    await h.fullLaunch();
    const refresh = h.platform.codeExchanges[0]!.answer.refresh_token as string;
    h.sandbox.state.oauth.redeemRefreshToken(refresh); // spent elsewhere: Learn refuses it now
    later(2 * 60 * MINUTE);
    const again = await h.fullLaunch();
    expect(again.signedIn).toBe(true);
    expect(log().count(AUTHORIZE)).toBe(2);
    later(5 * MINUTE);
    expect((await h.fullLaunch()).signedIn).toBe(false);
  });

  it("never hands a user another user's token", async () => {
    const instructor = await h.fullLaunch();
    const student = await h.fullLaunch(studentLaunch);
    expect(student.signedIn).toBe(true);
    expect((await tokenOf(student.code)).token).not.toBe((await tokenOf(instructor.code)).token);
    const again = await h.fullLaunch(studentLaunch);
    expect(again.signedIn).toBe(false);
    expect(again.shell.searchParams.get('uuid')).toBe(users.student.uuid);
  });

  it('forgets a kept token Learn refused, so the next launch signs in again', async () => {
    const first = await h.fullLaunch();
    const { token } = await tokenOf(first.code);
    h.sandbox.state.tokens.revoke(token);
    // Any route that asks who calls (here: giving up a bulk-run lease); Learn's 401 answers for it.
    const refused = await h.app.request('/bulk-runs/leases', {
      method: 'DELETE',
      headers: { ...auth(token), 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(refused.status).toBe(401);
    const next = await h.fullLaunch();
    expect(next.signedIn).toBe(true);
    expect((await tokenOf(next.code)).token).not.toBe(token);
  });

  it('keeps only ciphertext in the database and no token in the logs', async () => {
    const first = await h.fullLaunch();
    const { token } = await tokenOf(first.code);
    const refresh = h.platform.codeExchanges[0]!.answer.refresh_token as string;
    const rows = await h.db.query<Record<string, unknown>>('select * from learn_sessions');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      platform: PLATFORM,
      user_uuid: users.instructor.uuid,
      key_id: expect.any(String),
      has_refresh: true,
    });
    const stored = JSON.stringify(rows);
    for (const secret of [token, refresh]) {
      expect(stored).not.toContain(secret);
      expect(JSON.stringify(h.lines)).not.toContain(secret);
    }
  });
});
