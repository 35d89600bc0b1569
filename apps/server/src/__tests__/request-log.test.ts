import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auth, createHarness, PLATFORM, sharedDb, users, type Harness } from '@tools/server-core/test/harness.ts';
import type { Db } from '@tools/server-core/db/types.ts';
import { LearnUnauthorizedError, type LearnIdentityPort } from '@tools/server-core/identity/caller.ts';
import { as, latePenaltyLearn } from '@tools/late-penalty/server/__tests__/personas.ts';
import { REDACTED } from '@tools/server-core/log.ts';

let db: Db;
let h: Harness;
beforeAll(async () => {
  db = (await sharedDb()).db;
});
beforeEach(async () => {
  h = await createHarness({ db, ...latePenaltyLearn });
  await db.exec('truncate late_penalty_rules');
});

const accessLines = (requestId: string) => h.lines.filter((l) => l.requestId === requestId && l.msg === 'request');

describe('access log (issue 9 §3: logging never fails a request)', () => {
  it('answers a malformed % in a query key normally, with one access-log line and the token redacted', async () => {
    const res = await h.app.request('/healthz?%zz=1&token=leaked-token&%E0%A4%A=2', {
      headers: { 'X-Request-Id': 'bad-percent' },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', database: 'ok' });
    expect(accessLines('bad-percent')).toEqual([
      expect.objectContaining({
        level: 'info',
        method: 'GET',
        path: `/healthz?%zz=1&token=${REDACTED}&%E0%A4%A=2`,
        status: 200,
      }),
    ]);
    expect(JSON.stringify(h.lines)).not.toContain('leaked-token');
  });

  it('a write with a malformed % in its query is done once, answered 200 and logged once', async () => {
    const rule = { Code: 'ten', Label: '10% penalty each day late', Status: 'Active' };
    const init = as('admin', [rule]);
    const res = await h.app.request('/late-penalty-rules?%=1&%zz', {
      ...init,
      method: 'POST',
      headers: { ...(init.headers as Record<string, string>), 'X-Request-Id': 'bad-percent-write' },
    });
    expect(res.status).toBe(200);
    expect(await db.query('select code from late_penalty_rules')).toEqual([{ code: 'ten' }]);
    expect(accessLines('bad-percent-write')).toEqual([
      expect.objectContaining({ method: 'POST', path: '/late-penalty-rules?%=1&%zz', status: 200 }),
    ]);
  });

  it('writes one access-log line when a handler throws, with the status the client got', async () => {
    h.app.get('/test-throws', () => {
      throw new Error('handler failed for /x?token=thrown-token');
    });
    h.app.get('/test-throws-value', () => {
      throw 'not an Error';
    });
    const res = await h.app.request('/test-throws', { headers: { 'X-Request-Id': 'throws' } });
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ message: 'Internal server error.' });
    expect(accessLines('throws')).toEqual([expect.objectContaining({ path: '/test-throws', status: 500 })]);
    expect(h.lines.find((l) => l.requestId === 'throws' && l.msg === 'unhandled error')).toMatchObject({
      level: 'error',
      err: { name: 'Error', message: `handler failed for /x?token=${REDACTED}` },
    });
    // No stack (README "Logs"): only the error's name and message.
    expect(JSON.stringify(h.lines)).not.toMatch(/stack|\bat \S+ \(|\.ts:\d+/);

    await expect(
      Promise.resolve(h.app.request('/test-throws-value', { headers: { 'X-Request-Id': 'throws-value' } })),
    ).rejects.toBe('not an Error');
    expect(accessLines('throws-value')).toEqual([expect.objectContaining({ status: 500 })]);
    expect(JSON.stringify(h.lines)).not.toContain('thrown-token');
  });

  it('keeps the token out of every line when Learn (the sandbox) fails or refuses it', async () => {
    // Failing for good: the first try and learn-api's three retries of a 500.
    h.sandbox.state.faults.add({ path: '**/v1/users/me', kind: 'status', status: 500, times: 4 });
    const token = h.sandbox.state.issueToken(users.admin.id);
    const failed = await h.app.request(`/late-penalty-rules?token=${token}`, { headers: auth(token) });
    expect(failed.status).toBe(502);
    const refused = await h.app.request('/late-penalty-rules', { headers: auth(`${token}x`) });
    expect(refused.status).toBe(401);
    expect(h.lines.some((l) => l.msg === 'identity lookup failed')).toBe(true);
    expect(JSON.stringify(h.lines)).not.toContain(token);
  });

  it('keeps bearer tokens, query tokens and Learn failures carrying them out of every line', async () => {
    // Failures whose texts carry the token, which no Learn (the sandbox included) is relied on to send:
    // the redaction must hold for them anyway.
    const failing: LearnIdentityPort = {
      async getMe(_platform, token) {
        if (token === 't-refused') throw new LearnUnauthorizedError(`Learn refused Bearer ${token}`);
        throw new Error(`GET https://learn.test/users/me?access_token=${token} failed: Bearer ${token}`);
      },
      async getCourseMembership() {
        throw new Error('unused');
      },
    };
    const broken = await createHarness({ db, learn: failing });
    for (const token of ['t-refused', 'learn-secret-token']) {
      const res = await broken.app.request(`/late-penalty-rules?token=${token}&one_time_session_token=ots-secret`, {
        headers: { Authorization: `Bearer ${token}`, 'X-Learn-Platform': PLATFORM },
      });
      expect(res.status).toBe(token === 't-refused' ? 401 : 502);
    }
    const all = JSON.stringify(broken.lines);
    expect(broken.lines.filter((l) => l.msg === 'request')).toHaveLength(2);
    expect(broken.lines.some((l) => l.msg === 'identity lookup failed')).toBe(true);
    for (const secret of ['t-refused', 'learn-secret-token', 'ots-secret']) expect(all).not.toContain(secret);
  });
});
