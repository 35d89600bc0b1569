import { describe, expect, it } from 'vitest';
import { CLAIM } from '../claims.ts';
import { ltiMessages } from '../messages.ts';
import { format } from '../../messages.ts';
import { COURSE_ID, users, harnessEachTest } from '../../../test/harness.ts';

/**
 * Issue 21 §2: a cached AGS token the platform stops accepting (a key rotation, a restart) is dropped,
 * a new one is requested once and the call is retried, instead of failing until the token expires.
 */
const h = harnessEachTest();

const SCORE = 'https://purl.imsglobal.org/spec/lti-ags/scope/score';
const LINEITEM = 'https://purl.imsglobal.org/spec/lti-ags/scope/lineitem';

const grade = (score: number) => ({
  method: 'POST',
  body: JSON.stringify({ url: h.lineItem, userId: users.student.uuid, courseId: COURSE_ID, score }),
  headers: { 'Content-Type': 'application/json', ...h.auth('instructor') },
});
const scoreStatuses = () => h.platform.scores.map((s) => s.status);

describe('AGS token refused by the platform (401)', () => {
  it('drops the cached token, asks for a new one once and posts the grade again', async () => {
    await h.fullLaunch();
    expect((await h.app.request('/lti/grades', grade(80))).status).toBe(200);
    const tokensBefore = h.platform.agsTokens.length;

    h.platform.lti.revokeAgsTokens();
    const res = await h.app.request('/lti/grades', grade(90));
    expect(res.status).toBe(200);
    // The refused post, then the same score with a new token.
    expect(scoreStatuses()).toEqual([204, 401, 204]);
    const [, refused, retried] = h.platform.scores;
    expect(retried!.body).toEqual(refused!.body);
    expect(retried!.authorization).not.toBe(refused!.authorization);
    expect(h.platform.agsTokens.length).toBe(tokensBefore + 1);
    expect(h.lineItemColumn().score.possible).toBe(100);

    // The new token is cached: the next grade needs no token request.
    expect((await h.app.request('/lti/grades', grade(70))).status).toBe(200);
    expect(h.platform.agsTokens.length).toBe(tokensBefore + 1);
  });

  it('retries once only: a platform that refuses the new token too gets 502, no loop', async () => {
    await h.fullLaunch();
    expect((await h.app.request('/lti/grades', grade(80))).status).toBe(200);
    const tokensBefore = h.platform.tokenRequests.length;
    h.sandbox.state.faults.add({
      method: 'POST',
      path: '/lti/ags/courses/*/lineitems/*/scores',
      kind: 'status',
      status: 401,
    });
    const res = await h.app.request('/lti/grades', grade(90));
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({ message: format(ltiMessages.scoreRefused, { status: 401 }) });
    expect(scoreStatuses()).toEqual([204, 401, 401]);
    expect(h.platform.tokenRequests.length).toBe(tokensBefore + 1);
  });

  it('explains a platform that refuses the new token itself (502, not a 500)', async () => {
    await h.fullLaunch();
    expect((await h.app.request('/lti/grades', grade(80))).status).toBe(200);
    h.platform.lti.revokeAgsTokens();
    h.sandbox.state.faults.add({ method: 'POST', path: '/lti/token', kind: 'status', status: 503 });
    const res = await h.app.request('/lti/grades', grade(90));
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({
      message: format(ltiMessages.agsTokenRefused, { reason: 'The platform token endpoint answered 503.' }),
    });
  });

  it('a grade-sender launch with only the container still finds its line item after the platform refused the old token', async () => {
    const scope = [SCORE, LINEITEM];
    const launchWithContainer = () =>
      h.fullLaunch((n) => h.claims(n, { [CLAIM.ags]: { scope, lineitems: h.lineItems } }));
    expect((await launchWithContainer()).decoded.lineItemUrl).toBe(h.lineItem);
    h.platform.lti.revokeAgsTokens();
    const { decoded } = await launchWithContainer();
    expect(decoded.lineItemUrl).toBe(h.lineItem);
    expect(h.lines.some((l) => l.msg === 'ags line item not resolved')).toBe(false);
    // Grading that line item works after a further refusal too.
    expect((await h.app.request('/lti/grades', grade(80))).status).toBe(200);
    h.platform.lti.revokeAgsTokens();
    expect((await h.app.request('/lti/grades', grade(87))).status).toBe(200);
    expect(scoreStatuses()).toEqual([204, 401, 204]);
  });
});
