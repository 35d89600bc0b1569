import { createLocalJWKSet, exportJWK, generateKeyPair, jwtVerify, SignJWT, type CryptoKey, type JWK } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { AGS_SCOPES, LTI, ROLE } from '../lti/claims.ts';
import { DEMO } from '../seed/demo.ts';
import { API, NOW, setup } from './helpers.ts';
import type { ToolInfo } from '../options.ts';

const TOOL = 'http://localhost:4000';
/** The LTI platform: the sandbox under its other loopback name, a different origin than Learn. */
const PLATFORM = 'http://127.0.0.1:4010';
const LEARN = 'http://localhost:4010';
const CLIENT = 'course-tools-sandbox';
let toolKey: CryptoKey;
let toolJwk: JWK;

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  toolKey = pair.privateKey;
  toolJwk = { ...(await exportJWK(pair.publicKey)), kid: 'tool-1', alg: 'RS256' };
});

const toolJwt = (claims: Record<string, unknown>, audience: string) =>
  new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid: 'tool-1' })
    .setIssuer(CLIENT)
    .setAudience(audience)
    .setIssuedAt(NOW / 1000)
    .setExpirationTime(NOW / 1000 + 300)
    .sign(toolKey);

/** Plays the tool side: login initiation -> authentication request -> id_token. */
async function launch(sb: ReturnType<typeof setup>, query: string) {
  const start = await sb.app.request(`/lti/launch/start?${query}`);
  expect(start.status).toBe(302);
  const login = new URL(start.headers.get('Location')!);
  expect(`${login.origin}${login.pathname}`).toBe(`${TOOL}/lti/login`);
  const auth = new URLSearchParams({
    scope: 'openid',
    response_type: 'id_token',
    response_mode: 'form_post',
    prompt: 'none',
    client_id: login.searchParams.get('client_id')!,
    redirect_uri: login.searchParams.get('target_link_uri')!,
    login_hint: login.searchParams.get('login_hint')!,
    lti_message_hint: login.searchParams.get('lti_message_hint')!,
    state: 'tool-state-1',
    nonce: 'nonce-1',
  });
  const res = await sb.app.request(`/lti/authorize?${auth}`);
  const html = await res.text();
  expect(html).toContain(`action="${TOOL}/lti/launch"`);
  const idToken = /name="id_token" value="([^"]+)"/.exec(html)![1]!;
  expect(/name="state" value="([^"]+)"/.exec(html)![1]).toBe('tool-state-1');
  const jwks = createLocalJWKSet(await (await sb.app.request('/lti/jwks')).json());
  const { payload } = await jwtVerify(idToken, jwks, {
    issuer: PLATFORM,
    audience: CLIENT,
    currentDate: new Date(NOW),
  });
  return { payload, login, auth };
}

async function agsToken(sb: ReturnType<typeof setup>, scope: string) {
  const assertion = await toolJwt({ sub: CLIENT, jti: crypto.randomUUID() }, `${PLATFORM}/lti/token`);
  const res = await sb.app.request('/lti/token', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      client_assertion_type: 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer',
      client_assertion: assertion,
      scope,
    }).toString(),
  });
  return (await res.json()) as { access_token: string; scope: string; error?: string };
}

describe('LTI 1.3 platform', () => {
  it('runs a resource-link launch with the 1EdTech claims, the route custom claim and AGS', async () => {
    const sb = setup({ lti: { toolJwks: { keys: [toolJwk] } } });
    const { payload, login } = await launch(
      sb,
      `route=LTIAssignment&persona=instructor&course=${DEMO.courses.bio101.id}`,
    );
    expect(login.searchParams.get('iss')).toBe(PLATFORM);
    expect(login.searchParams.get('lti_deployment_id')).toBe('sandbox-deployment-1');
    expect(payload.sub).toBe(DEMO.users.instructor.uuid);
    expect(payload.nonce).toBe('nonce-1');
    expect(payload[LTI.messageType]).toBe('LtiResourceLinkRequest');
    expect(payload[LTI.version]).toBe('1.3.0');
    expect(payload[LTI.deploymentId]).toBe('sandbox-deployment-1');
    expect(payload[LTI.targetLinkUri]).toBe(`${TOOL}/lti/launch`);
    expect(payload[LTI.roles]).toEqual([ROLE.instructor, ROLE.institutionFaculty]);
    expect(payload[LTI.context]).toMatchObject({
      id: DEMO.courses.bio101.uuid,
      label: 'BIO101',
      title: 'BIO101 Introduction to Biology',
    });
    expect(payload[LTI.custom]).toEqual({ route: 'LTIAssignment' });
    // The container ends with '/', as some platforms send it; line items sit right under it.
    const lineitems = `${PLATFORM}/lti/ags/courses/${DEMO.courses.bio101.id}/lineitems/`;
    expect(payload[LTI.agsEndpoint]).toEqual({
      scope: Object.values(AGS_SCOPES),
      lineitems,
      lineitem: expect.stringMatching(new RegExp(`^${lineitems}_\\d+_1$`)),
    });
    // Learn itself (REST, OAuth, the page the user returns to) stays on its own origin.
    expect(payload[LTI.launchPresentation]).toMatchObject({ return_url: `${LEARN}/` });
    expect(payload[LTI.resourceLink]).toMatchObject({ title: 'LTIAssignment' });
    // The one-time session token lets the tool run 3-legged OAuth for this user.
    const session = payload[LTI.oneTimeSessionToken] as string;
    const code = await sb.app.request(
      `${API}/v1/oauth2/authorizationcode?client_id=sandbox-app-key&response_type=code&redirect_uri=${TOOL}/cb&one_time_session_token=${session}`,
    );
    expect(code.status).toBe(302);
  });

  it('refuses a wrong redirect_uri and a replayed message hint', async () => {
    const sb = setup({ lti: { toolJwks: { keys: [toolJwk] } } });
    const { auth } = await launch(sb, 'route=MyCourses&persona=student');
    const replay = await sb.app.request(`/lti/authorize?${auth}`);
    expect(replay.status).toBe(400);
    expect(await replay.text()).toContain(
      'lti_message_hint is unknown, expired or already used. Start the launch again.',
    );
    auth.set('redirect_uri', 'http://evil.example/launch');
    expect(await (await sb.app.request(`/lti/authorize?${auth}`)).text()).toContain(
      `redirect_uri must be the registered launch URL ${TOOL}/lti/launch.`,
    );
  });

  it('issues AGS tokens for client assertions and stores scores visible through the REST gradebook', async () => {
    const sb = setup({ lti: { toolJwks: { keys: [toolJwk] } } });
    const token = await agsToken(sb, `${AGS_SCOPES.lineItem} ${AGS_SCOPES.score} ${AGS_SCOPES.resultReadOnly}`);
    expect(token.scope).toBe(`${AGS_SCOPES.lineItem} ${AGS_SCOPES.score} ${AGS_SCOPES.resultReadOnly}`);
    const auth = { Authorization: `Bearer ${token.access_token}`, 'Content-Type': 'application/json' };
    const items = `/lti/ags/courses/${DEMO.courses.bio101.id}/lineitems/`;
    const created = await sb.app.request(items, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ label: 'AI Generated LTI Assignment', scoreMaximum: 100, resourceId: 'assignment-1' }),
    });
    expect(created.status).toBe(201);
    const lineItem = await created.json();
    expect(lineItem).toMatchObject({
      label: 'AI Generated LTI Assignment',
      scoreMaximum: 100,
      resourceId: 'assignment-1',
    });
    const score = await sb.app.request(`${new URL(lineItem.id).pathname}/scores`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({
        userId: DEMO.users.student2.uuid,
        scoreGiven: 87,
        scoreMaximum: 100,
        comment: 'Good',
        timestamp: new Date(NOW).toISOString(),
        activityProgress: 'Completed',
        gradingProgress: 'FullyGraded',
      }),
    });
    expect(score.status).toBe(204);
    const columnId = new URL(lineItem.id).pathname.split('/').pop();
    const grade = await sb.call(
      'instructor',
      `v2/courses/${DEMO.courses.bio101.id}/gradebook/columns/${columnId}/users/${DEMO.users.student2.id}?fields=score,feedback`,
    );
    expect(grade.json).toEqual({ score: 87, feedback: 'Good' });
    const results = await (await sb.app.request(`${new URL(lineItem.id).pathname}/results`, { headers: auth })).json();
    expect(results).toEqual([
      {
        id: `${lineItem.id}/results/${DEMO.users.student2.uuid}`,
        scoreOf: lineItem.id,
        userId: DEMO.users.student2.uuid,
        resultScore: 87,
        resultMaximum: 100,
        comment: 'Good',
      },
    ]);
    const readOnly = await agsToken(sb, AGS_SCOPES.lineItemReadOnly);
    const denied = await sb.app.request(items, {
      method: 'POST',
      headers: { Authorization: `Bearer ${readOnly.access_token}` },
      body: '{}',
    });
    expect(denied.status).toBe(403);
  });

  it('applies injected faults to the AGS services, outside the Learn request log', async () => {
    const sb = setup({ lti: { toolJwks: { keys: [toolJwk] } } });
    sb.state.faults.add({ method: 'POST', path: '/lti/ags/**/scores', kind: 'status', status: 422, times: 1 });
    sb.state.faults.add({ method: 'POST', path: '/lti/token', kind: 'status', status: 503, times: 1 });
    expect(await agsToken(sb, AGS_SCOPES.score)).toEqual({ status: 503, message: expect.stringMatching(/^Injected/) });
    const token = await agsToken(sb, AGS_SCOPES.score);
    const link = sb.lti.placement(sb.state.store.courseById(DEMO.courses.bio101.id), 'LTIAssignment', 'LTIAssignment');
    const scores = `${new URL(sb.lti.lineItemUrl(DEMO.courses.bio101.id, link.columnId!)).pathname}/scores`;
    const send = () =>
      sb.app.request(scores, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token.access_token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          userId: DEMO.users.student2.uuid,
          scoreGiven: 5,
          scoreMaximum: 10,
          timestamp: new Date(NOW).toISOString(),
          activityProgress: 'Completed',
          gradingProgress: 'FullyGraded',
        }),
      });
    expect((await send()).status).toBe(422);
    expect((await send()).status).toBe(204);
    expect(sb.state.requestLog.total).toBe(0);
  });

  it('rejects a client assertion signed by another key', async () => {
    const sb = setup({ lti: { toolJwks: { keys: [toolJwk] } } });
    const other = await generateKeyPair('RS256');
    const forged = await new SignJWT({ sub: CLIENT, jti: 'x' })
      .setProtectedHeader({ alg: 'RS256', kid: 'tool-1' })
      .setIssuer(CLIENT)
      .setAudience(`${PLATFORM}/lti/token`)
      .setIssuedAt(NOW / 1000)
      .setExpirationTime(NOW / 1000 + 300)
      .sign(other.privateKey);
    const res = await sb.app.request('/lti/token', {
      method: 'POST',
      body: new URLSearchParams({
        grant_type: 'client_credentials',
        client_assertion_type: 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer',
        client_assertion: forged,
        scope: AGS_SCOPES.score,
      }).toString(),
    });
    expect(res.status).toBe(401);
    expect((await res.json()).error).toBe('invalid_client');
  });

  it('turns deep-linking content items into course content and gradebook columns', async () => {
    const sb = setup({ lti: { toolJwks: { keys: [toolJwk] } } });
    const { payload } = await launch(sb, `route=DeepLinkTool&persona=instructor&course=${DEMO.courses.bio101.id}`);
    expect(payload[LTI.messageType]).toBe('LtiDeepLinkingRequest');
    const settings = payload[LTI.deepLinkingSettings] as {
      deep_link_return_url: string;
      data: Record<string, unknown>;
      accept_types: string[];
    };
    expect(settings.deep_link_return_url).toBe(`${PLATFORM}/lti/deep-link/return`);
    // `data` is an object, as other platforms send it; the tool must echo it unchanged.
    expect(settings.data).toEqual({
      session: expect.any(String),
      context: DEMO.courses.bio101.uuid,
      placement: 'course-content',
    });
    expect(settings.accept_types).toContain('ltiResourceLink');
    const items = [1, 2].map((n) => ({
      type: 'ltiResourceLink',
      title: `LTI Assignment ${n}`,
      url: `${TOOL}/lti/launch`,
      custom: { assignmentName: `LTI Assignment ${n}`, route: 'LTIAssignment' },
      lineItem: { resourceId: `a${n}`, label: `LTI Assignment ${n}`, scoreMaximum: 10 },
    }));
    const jwt = await toolJwt(
      {
        [LTI.messageType]: 'LtiDeepLinkingResponse',
        [LTI.version]: '1.3.0',
        [LTI.deploymentId]: 'sandbox-deployment-1',
        [LTI.data]: settings.data,
        [LTI.contentItems]: items,
      },
      PLATFORM,
    );
    const post = (body = jwt) =>
      sb.app.request(new URL(settings.deep_link_return_url).pathname, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ JWT: body }).toString(),
      });
    // The data echoed as a string, or with its keys reordered, is not the data that was sent.
    const { placement, context, session } = settings.data;
    for (const changed of [JSON.stringify(settings.data), { placement, context, session }, { session }]) {
      const tampered = await toolJwt(
        {
          [LTI.messageType]: 'LtiDeepLinkingResponse',
          [LTI.version]: '1.3.0',
          [LTI.deploymentId]: 'sandbox-deployment-1',
          [LTI.data]: changed,
          [LTI.contentItems]: items,
        },
        PLATFORM,
      );
      const refused = await post(tampered);
      expect(refused.status).toBe(400);
      expect(await refused.text()).toContain('does not match an open deep-linking request from this platform.');
    }
    const res = await post();
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('Added 2 item(s) to BIO101 Introduction to Biology.');
    const contents = await sb.call(
      'instructor',
      `v1/courses/${DEMO.courses.bio101.id}/contents?contentHandler=resource/x-bb-blti-link&fields=id,title,contentHandler`,
    );
    expect(contents.json.results.map((c: { title: string }) => c.title)).toEqual([
      'LTI Assignment 1',
      'LTI Assignment 2',
    ]);
    const first = contents.json.results[0];
    expect(first.contentHandler).toMatchObject({
      url: `${TOOL}/lti/launch`,
      customParameters: { assignmentName: 'LTI Assignment 1', route: 'LTIAssignment' },
    });
    const cols = await sb.call(
      'instructor',
      `v2/courses/${DEMO.courses.bio101.id}/gradebook/columns?contentId=${first.id}&fields=name,score`,
    );
    expect(cols.json.results).toEqual([{ name: 'LTI Assignment 1', score: { possible: 10 } }]);
    expect((await post()).status).toBe(400); // the request's data is single use

    // Opening a deployed item launches its resource link, with the item's own line item (10 points).
    const column = cols.json.results[0] as { name: string };
    expect(column.name).toBe('LTI Assignment 1');
    const opened = await launch(sb, `link=${first.id}&persona=instructor`);
    expect(opened.payload[LTI.resourceLink]).toMatchObject({ id: first.id, title: 'LTI Assignment 1' });
    expect(opened.payload[LTI.custom]).toEqual({ assignmentName: 'LTI Assignment 1', route: 'LTIAssignment' });
    const ags = opened.payload[LTI.agsEndpoint] as { lineitem: string; lineitems: string };
    expect(ags.lineitem).toBe(`${ags.lineitems}${first.contentHandler.gradeColumnId}`);
    const unknown = await sb.app.request('/lti/launch/start?link=_0_1&persona=instructor');
    expect(unknown.status).toBe(400);
    expect(await unknown.text()).toContain('Unknown resource link');
  });

  it('keeps direct launches as the default and switches the launcher to LTI on request', async () => {
    const tools = async (): Promise<ToolInfo[]> => [
      { route: 'MyCourses', title: 'My Courses', audience: ['student'], needsCourse: false },
    ];
    const direct = setup({ loadTools: tools });
    expect(await (await direct.app.request('/')).text()).toContain(
      'href="http://localhost:4000/?route=MyCourses&amp;token=',
    );
    const viaLti = setup({ loadTools: tools, launchMode: 'lti' });
    expect(await (await viaLti.app.request('/')).text()).toContain(
      'href="http://localhost:4010/lti/launch/start?route=MyCourses&amp;persona=student"',
    );
  });
});

describe('test hooks: signIdToken() and rotateKey() (no HTTP route)', () => {
  it('signs the claims exactly as given with the current key, or with a key and kid the test chooses', async () => {
    const sb = setup();
    const jwks = createLocalJWKSet(await (await sb.app.request('/lti/jwks')).json());
    const claims = { iss: PLATFORM, aud: CLIENT, iat: NOW / 1000 + 0.5, sub: 'x' };
    const token = await sb.lti.signIdToken(claims);
    const { payload, protectedHeader } = await jwtVerify(token, jwks, { currentDate: new Date(NOW) });
    expect(payload).toEqual(claims);
    expect(protectedHeader).toMatchObject({ alg: 'RS256', kid: 'sandbox-platform-1' });
    const forger = (await generateKeyPair('RS256')).privateKey;
    const forged = await sb.lti.signIdToken(claims, { key: forger });
    await expect(jwtVerify(forged, jwks, { currentDate: new Date(NOW) })).rejects.toThrow('signature');
    const stranger = await sb.lti.signIdToken(claims, { key: forger, kid: 'nobody' });
    await expect(jwtVerify(stranger, jwks, { currentDate: new Date(NOW) })).rejects.toThrow('no applicable key');
  });

  it('rotates the signing key: the new key signs, the JWKS publishes it and the previous one', async () => {
    const sb = setup();
    const before = await sb.lti.signIdToken({ sub: 'x' });
    expect(await sb.lti.rotateKey()).toBe('sandbox-platform-2');
    const keys = (await (await sb.app.request('/lti/jwks')).json()) as { keys: JWK[] };
    expect(keys.keys.map((k) => k.kid)).toEqual(['sandbox-platform-2', 'sandbox-platform-1']);
    const jwks = createLocalJWKSet(keys);
    const after = await sb.lti.signIdToken({ sub: 'x' });
    expect((await jwtVerify(after, jwks)).protectedHeader.kid).toBe('sandbox-platform-2');
    expect((await jwtVerify(before, jwks)).protectedHeader.kid).toBe('sandbox-platform-1');
    await sb.lti.rotateKey();
    const third = createLocalJWKSet(await (await sb.app.request('/lti/jwks')).json());
    await expect(jwtVerify(before, third)).rejects.toThrow('no applicable key');
  });
});

describe('placements with a custom role', () => {
  it('sends the placement custom parameter role in the id_token, one placement per role', async () => {
    const sb = setup({ lti: { toolJwks: { keys: [toolJwk] } } });
    const ba = await launch(sb, 'route=ProjectDeliverablesTable&persona=instructor&role=BA');
    expect(ba.payload[LTI.custom]).toEqual({ route: 'ProjectDeliverablesTable', role: 'BA' });
    // The course role stays what Learn says it is: the custom role is only the tool's view preference.
    expect(ba.payload[LTI.roles]).not.toContain(ROLE.systemAdmin);
    const plain = await launch(sb, 'route=ProjectDeliverablesTable&persona=instructor');
    expect(plain.payload[LTI.custom]).toEqual({ route: 'ProjectDeliverablesTable' });
    expect(
      (plain.payload[LTI.resourceLink] as { id: string }).id === (ba.payload[LTI.resourceLink] as { id: string }).id,
    ).toBe(false);
    const again = await launch(sb, 'route=ProjectDeliverablesTable&persona=instructor&role=BA');
    expect(again.payload[LTI.resourceLink]).toEqual(ba.payload[LTI.resourceLink]);
  });

  it('offers the deliverables roles in the LTI launcher', async () => {
    const tools = async (): Promise<ToolInfo[]> => [
      {
        route: 'ProjectDeliverablesTable',
        title: 'Deliverables',
        audience: ['instructor' as const],
        needsCourse: false,
      },
    ];
    const html = await (await setup({ loadTools: tools, launchMode: 'lti' }).app.request('/')).text();
    expect(html).toContain(
      'href="http://localhost:4010/lti/launch/start?route=ProjectDeliverablesTable&amp;persona=instructor&amp;role=BA" aria-label="Deliverables, role BA, as instructor (Margaret Ellis)">BA</a>',
    );
  });
});
