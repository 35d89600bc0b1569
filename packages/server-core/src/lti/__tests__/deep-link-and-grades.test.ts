import { decodeProtectedHeader, createLocalJWKSet, jwtVerify, SignJWT, type JWK } from 'jose';
import { describe, expect, it, vi } from 'vitest';
import { CLAIM } from '../claims.ts';
import { ltiMessages } from '../messages.ts';
import {
  CLIENT_ID,
  COURSE_ID,
  COURSE_UUID,
  DEPLOYMENT,
  PLATFORM,
  TOOL,
  users,
  harnessEachTest,
} from '../../../test/harness.ts';

/** The sandbox platform's deep-linking return. */
const DEEP_LINK_RETURN = `${PLATFORM}/lti/deep-link/return`;

const h = harnessEachTest();

const post = (body: unknown, headers: Record<string, string>) => ({
  method: 'POST',
  body: JSON.stringify(body),
  headers: { 'Content-Type': 'application/json', ...headers },
});

const items = [
  { id: 'lti-assignment-1', title: 'LTI Assignment 1' },
  { id: 'lti-assignment-3', title: 'LTI Assignment 3' },
];

async function verifyWithToolKeys(jwt: string) {
  const jwks = (await (await h.app.request('/lti/jwks')).json()) as { keys: JWK[] };
  return jwtVerify(jwt, createLocalJWKSet(jwks), { issuer: CLIENT_ID, audience: PLATFORM, currentDate: h.clock.now });
}

describe('POST /lti/deep-link', () => {
  it('signs an LtiDeepLinkingResponse with the items of spec 000 §3, bound to the validated launch', async () => {
    const { state } = await h.fullLaunch((n) => h.deepLinkClaims(n));
    const res = await h.app.request(
      `/lti/deep-link?state=${encodeURIComponent(state)}`,
      post({ selectedItems: items }, h.auth('instructor')),
    );
    expect(res.status).toBe(200);
    const body = (await res.json()) as { jwt: string; deepLinkReturnUrl: string };
    expect(body.deepLinkReturnUrl).toBe(DEEP_LINK_RETURN);
    const jwks = (await (await h.app.request('/lti/jwks')).json()) as { keys: JWK[] };
    expect(decodeProtectedHeader(body.jwt)).toMatchObject({ alg: 'RS256', kid: jwks.keys[0]!.kid });
    const { payload } = await verifyWithToolKeys(body.jwt);
    expect(payload.iss).toBe(CLIENT_ID);
    expect(payload.aud).toBe(PLATFORM);
    expect(typeof payload.nonce).toBe('string');
    expect(payload.iat).toBe(Math.floor(h.clock.now.getTime() / 1000));
    expect(payload[CLAIM.messageType]).toBe('LtiDeepLinkingResponse');
    expect(payload[CLAIM.version]).toBe('1.3.0');
    expect(payload[CLAIM.deploymentId]).toBe(DEPLOYMENT);
    // The platform's opaque data (an object in the sandbox), echoed unchanged.
    const sent = [...h.platform.lti.deepLinkSessions.values()].map((session) => JSON.parse(session.data) as unknown);
    expect(sent).toHaveLength(1);
    expect(payload[CLAIM.deepLinkingData]).toEqual(sent[0]);
    expect(payload[CLAIM.deepLinkingContentItems]).toEqual([
      {
        type: 'ltiResourceLink',
        title: 'LTI Assignment 1',
        url: `${TOOL}/lti/launch`,
        custom: { assignmentName: 'LTI Assignment 1', route: 'LTIAssignment' },
        lineItem: { resourceId: 'lti-assignment-1', label: 'LTI Assignment 1', scoreMaximum: 10 },
      },
      {
        type: 'ltiResourceLink',
        title: 'LTI Assignment 3',
        url: `${TOOL}/lti/launch`,
        custom: { assignmentName: 'LTI Assignment 3', route: 'LTIAssignment' },
        lineItem: { resourceId: 'lti-assignment-3', label: 'LTI Assignment 3', scoreMaximum: 10 },
      },
    ]);
    // The platform accepts the response: both items land in the course.
    const returned = await h.sandbox.app.request(body.deepLinkReturnUrl, {
      method: 'POST',
      body: new URLSearchParams({ JWT: body.jwt }),
    });
    expect(returned.status).toBe(200);
    expect(await returned.text()).toContain('Added 2 item(s) to');
  });

  it('omits data when the platform sent none, and opens the deployer by default', async () => {
    const { state, shell } = await h.fullLaunch((n) => h.deepLinkClaims(n, { data: undefined }));
    expect(shell.searchParams.get('route')).toBe('DeepLinkTool');
    const res = await h.app.request(
      `/lti/deep-link?state=${encodeURIComponent(state)}`,
      post({ selectedItems: items }, h.auth('instructor')),
    );
    const { payload } = await verifyWithToolKeys(((await res.json()) as { jwt: string }).jwt);
    expect(payload).not.toHaveProperty([CLAIM.deepLinkingData]);
  });

  it('answers a deep-linking launch once, even when two requests race', async () => {
    const { state } = await h.fullLaunch((n) => h.deepLinkClaims(n));
    const url = `/lti/deep-link?state=${encodeURIComponent(state)}`;
    const [a, b] = await Promise.all([
      h.app.request(url, post({ selectedItems: items }, h.auth('instructor'))),
      h.app.request(url, post({ selectedItems: items }, h.auth('instructor'))),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const again = await h.app.request(url, post({ selectedItems: items }, h.auth('instructor')));
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ message: ltiMessages.deepLinkUsed });
  });

  it('leaves the launch open when signing fails, so the user can try again', async () => {
    const { state } = await h.fullLaunch((n) => h.deepLinkClaims(n));
    const url = `/lti/deep-link?state=${encodeURIComponent(state)}`;
    const sign = vi.spyOn(SignJWT.prototype, 'sign').mockRejectedValueOnce(new Error('signing unavailable'));
    const failed = await h.app.request(url, post({ selectedItems: items }, h.auth('instructor')));
    expect(failed.status).toBe(500);
    sign.mockRestore();
    const retried = await h.app.request(url, post({ selectedItems: items }, h.auth('instructor')));
    expect(retried.status).toBe(200);
  });

  it('refuses more than one item when the platform does not accept multiple', async () => {
    const { state } = await h.fullLaunch((n) => h.deepLinkClaims(n, { accept_multiple: false }));
    const res = await h.app.request(
      `/lti/deep-link?state=${encodeURIComponent(state)}`,
      post({ selectedItems: items }, h.auth('instructor')),
    );
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: 'The platform accepts only one item here.' });
  });

  it.each([
    [{ selectedItems: [] }, 'Invalid request body: selectedItems: Please select at least one item to deploy.'],
    [{}, 'Invalid request body: selectedItems: is required'],
    [
      { selectedItems: [{ id: 'a b', title: 'x' }] },
      'Invalid request body: selectedItems.0.id: id must be 1-64 letters, digits or . _ : -',
    ],
    [{ selectedItems: [items[0], items[0]] }, 'Invalid request body: selectedItems: selectedItems ids must be unique'],
  ])('validates the body %j', async (body, message) => {
    const { state } = await h.fullLaunch((n) => h.deepLinkClaims(n));
    const res = await h.app.request(
      `/lti/deep-link?state=${encodeURIComponent(state)}`,
      post(body, h.auth('instructor')),
    );
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message });
  });

  it('needs the state query', async () => {
    const res = await h.app.request('/lti/deep-link', post({ selectedItems: items }, h.auth('instructor')));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: 'Invalid query: state: is required' });
  });

  it('refuses a state that names no stored launch (browser data is never enough)', async () => {
    const forged = Buffer.from(JSON.stringify({ launchId: 'made-up', platformUrl: PLATFORM })).toString('base64');
    const res = await h.app.request(
      `/lti/deep-link?state=${encodeURIComponent(forged)}`,
      post({ selectedItems: items }, h.auth('instructor')),
    );
    expect(res.status).toBe(404);
  });

  it('refuses a resource-link launch', async () => {
    const { state } = await h.fullLaunch();
    const res = await h.app.request(
      `/lti/deep-link?state=${encodeURIComponent(state)}`,
      post({ selectedItems: items }, h.auth('instructor')),
    );
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: 'The launch is not a deep-linking launch.' });
  });

  it('refuses another user holding the state (403) and callers without a token (401)', async () => {
    const { state } = await h.fullLaunch((n) => h.deepLinkClaims(n));
    const url = `/lti/deep-link?state=${encodeURIComponent(state)}`;
    const other = await h.app.request(url, post({ selectedItems: items }, h.auth('student')));
    expect(other.status).toBe(403);
    expect(await other.json()).toEqual({ message: 'This deep-linking launch belongs to another user.' });
    const anonymous = await h.app.request(url, post({ selectedItems: items }, {}));
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ message: 'Missing bearer token.' });
  });
});

describe('POST /lti/grades', () => {
  const grade = (over: Record<string, unknown> = {}) => ({
    url: h.lineItem,
    userId: users.student.uuid,
    courseId: COURSE_ID,
    score: 87,
    ...over,
  });

  it('posts an AGS score with a client-credentials token from a JWT client assertion', async () => {
    await h.fullLaunch();
    const res = await h.app.request('/lti/grades', post(grade(), h.auth('instructor')));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      userId: users.student.uuid,
      scoreGiven: 87,
      scoreMaximum: 100,
      timestamp: '2025-03-01T10:00:00.000Z',
    });
    expect(h.platform.scores).toEqual([
      {
        url: `${h.lineItem}/scores`,
        contentType: 'application/vnd.ims.lis.v1.score+json',
        // The first token (line-item scope) read the line item's scoreMaximum first.
        authorization: `Bearer ${h.platform.agsTokens[1]}`,
        status: 204,
        body: {
          userId: users.student.uuid,
          scoreGiven: 87,
          scoreMaximum: 100,
          activityProgress: 'Completed',
          gradingProgress: 'FullyGraded',
          timestamp: '2025-03-01T10:00:00.000Z',
        },
      },
    ]);
    // The platform recorded the grade in Learn's gradebook.
    expect(h.sandbox.state.store.grade(h.lineItemColumn(), users.student.id)).toMatchObject({ score: 87 });
    const request = h.platform.tokenRequests[1]!;
    expect(request.get('grant_type')).toBe('client_credentials');
    expect(request.get('client_assertion_type')).toBe('urn:ietf:params:oauth:client-assertion-type:jwt-bearer');
    expect(request.get('scope')).toBe('https://purl.imsglobal.org/spec/lti-ags/scope/score');
    const assertion = h.platform.assertions[0]!;
    expect(assertion).toMatchObject({ iss: CLIENT_ID, sub: CLIENT_ID, iat: Math.floor(h.clock.now.getTime() / 1000) });
    expect(Number.isInteger(assertion.iat)).toBe(true);
    // The membership was looked up with the caller's own Learn id in the launch's course.
    expect(h.learn.calls.membership).toEqual([{ courseRef: `uuid:${COURSE_UUID}`, userRef: users.instructor.id }]);
  });

  it('caches the AGS token until shortly before it expires; each assertion has a unique jti', async () => {
    const scoreOnly = (n: string) =>
      h.claims(n, {
        [CLAIM.ags]: { scope: ['https://purl.imsglobal.org/spec/lti-ags/scope/score'], lineitem: h.lineItem },
      });
    await h.fullLaunch(scoreOnly);
    await h.app.request('/lti/grades', post(grade(), h.auth('instructor')));
    await h.app.request('/lti/grades', post(grade({ userId: users.student2.uuid }), h.auth('instructor')));
    expect(h.platform.tokenRequests).toHaveLength(1);
    h.clock.now = new Date(h.clock.now.getTime() + 3600_000 - 30_000);
    await h.fullLaunch(scoreOnly); // a fresh launch: the first one is still valid too, but keep the flow realistic
    await h.app.request('/lti/grades', post(grade({ score: 50 }), h.auth('instructor')));
    expect(h.platform.tokenRequests).toHaveLength(2);
    const [a, b] = h.platform.assertions;
    expect(a!.jti).not.toBe(b!.jti);
    const [first, second] = h.platform.agsTokens;
    expect(first).not.toBe(second);
    expect(h.platform.scores.map((s) => [s.authorization, s.status])).toEqual([
      [`Bearer ${first}`, 204],
      [`Bearer ${first}`, 204],
      [`Bearer ${second}`, 204],
    ]);
  });

  it('lets a Teaching Assistant post for a student', async () => {
    await h.fullLaunch();
    const res = await h.app.request('/lti/grades', post(grade(), h.auth('instructor3')));
    expect(res.status).toBe(200);
  });

  it('refuses a student with 403, checked with Learn (roles from the browser are ignored)', async () => {
    await h.fullLaunch();
    const res = await h.app.request('/lti/grades', post({ ...grade(), role: 'Instructor' }, h.auth('student')));
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ message: 'Your course role (Student) may not perform this action.' });
    expect(h.platform.scores).toHaveLength(0);
  });

  it('refuses a caller who is not enrolled', async () => {
    await h.fullLaunch();
    h.setCourseRole('instructor', null);
    const res = await h.app.request('/lti/grades', post(grade(), h.auth('instructor')));
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ message: 'You are not enrolled in this course.' });
  });

  it('refuses a line item that no validated launch named', async () => {
    await h.fullLaunch();
    const res = await h.app.request(
      '/lti/grades',
      post(grade({ url: `${PLATFORM}/api/lti/courses/_9_1/lineitems/x` }), h.auth('instructor')),
    );
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'The line item does not belong to a current launch.' });
  });

  it('accepts a line item inside the launch lineitems container', async () => {
    await h.fullLaunch((n) =>
      h.claims(n, {
        [CLAIM.ags]: { scope: ['https://purl.imsglobal.org/spec/lti-ags/scope/score'], lineitems: h.lineItems },
      }),
    );
    const other = h.addLineItem('Quiz 9');
    expect(other.startsWith(h.lineItems)).toBe(true);
    const res = await h.app.request('/lti/grades', post(grade({ url: other }), h.auth('instructor')));
    expect(res.status).toBe(200);
    expect(h.platform.scores[0]!.url).toBe(`${other}/scores`);
  });

  it('refuses when the platform did not grant the score scope', async () => {
    await h.fullLaunch((n) => h.claims(n, { [CLAIM.ags]: { scope: [], lineitem: h.lineItem } }));
    const res = await h.app.request('/lti/grades', post(grade(), h.auth('instructor')));
    expect(res.status).toBe(403);
  });

  it('refuses a courseId other than the launch course', async () => {
    await h.fullLaunch();
    const res = await h.app.request('/lti/grades', post(grade({ courseId: '_99_1' }), h.auth('instructor')));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: "courseId does not match the launch's course." });
  });

  it.each([
    [{ score: 101 }, 'Invalid request body: score: score must be between 0 and 100'],
    [{ score: '87' }, 'Invalid request body: score: score must be a number'],
    [{ url: 'not a url' }, 'Invalid request body: url: must be an absolute URL'],
    [{ userId: '' }, 'Invalid request body: userId: userId is required'],
  ])('validates %j', async (over, message) => {
    const res = await h.app.request('/lti/grades', post(grade(over), h.auth('instructor')));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message });
  });

  it('reports a platform refusal as 502', async () => {
    await h.fullLaunch();
    h.sandbox.state.faults.add({ method: 'POST', path: '/scores', kind: 'status', status: 422 });
    const res = await h.app.request('/lti/grades', post(grade(), h.auth('instructor')));
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({ message: 'The platform refused the score (status 422).' });
  });
});
