import { Hono } from 'hono';
import { createSandbox, DEMO } from '@tools/sandbox';
import { beforeEach, describe, expect, it } from 'vitest';
import { notFound, onError } from '../../http/errors.ts';
import type { AppEnv } from '../../http/env.ts';
import { requestLog } from '../../http/request-log.ts';
import { createLogger } from '../../log.ts';
import type { LearnIdentityPort } from '../caller.ts';
import { createIdentify, tokenKey, WHO_AM_I_TTL_MS } from '../identify.ts';
import { learnIdentityFromLearnApi } from '../learn-port.ts';
import { requireCourseRole, requireFreshInstitutionRole, requireInstitutionRole } from '../roles.ts';
import { fakeLearn } from '../../../test/harness.ts';
import { PLATFORM } from '../../../test/test-platform.ts';

/** A tiny app with the identity middleware in front of a few probe routes. */
function probeApp(learn: LearnIdentityPort, allowed: string[], now: () => number) {
  const identify = createIdentify({ learn, allowedPlatformOrigins: allowed, now });
  const app = new Hono<AppEnv>()
    .use(requestLog(createLogger('error', () => undefined)))
    .get('/me', identify, (c) => c.json(c.var.caller.user))
    .get('/admin', identify, requireInstitutionRole('ID_USER'), (c) => c.json({ ok: true }))
    .post('/admin', identify, requireFreshInstitutionRole(learn, 'ID_USER'), (c) => c.json({ ok: true }))
    .get('/course/:courseId', identify, async (c) => {
      await requireCourseRole(learn, c.var.caller, c.req.param('courseId'), ['instructor']);
      return c.json({ ok: true });
    });
  app.onError(onError);
  app.notFound(notFound);
  return app;
}

describe('identify middleware (fake Learn port)', () => {
  let clock: number;
  let learn: ReturnType<typeof fakeLearn>;
  let app: ReturnType<typeof probeApp>;
  beforeEach(() => {
    clock = 1_000_000;
    learn = fakeLearn();
    app = probeApp(learn.port, [PLATFORM], () => clock);
  });
  const headers = (token: string, platform = PLATFORM) => ({
    Authorization: `Bearer ${token}`,
    'X-Learn-Platform': platform,
  });

  it('asks Learn who the caller is and caches the answer for 60 s', async () => {
    const first = await app.request('/me', { headers: headers('t-teacher') });
    expect(await first.json()).toMatchObject({ id: '_10_1', uuid: 'uuid-instructor' });
    await app.request('/me', { headers: headers('t-teacher') });
    expect(learn.calls.me).toBe(1);
    clock += WHO_AM_I_TTL_MS;
    await app.request('/me', { headers: headers('t-teacher') });
    expect(learn.calls.me).toBe(2);
  });

  it('takes the platform from the platformUrl parameter too', async () => {
    const res = await app.request(`/me?platformUrl=${encodeURIComponent(`${PLATFORM}/ultra/course`)}`, {
      headers: { Authorization: 'Bearer t-teacher' },
    });
    expect(res.status).toBe(200);
  });

  it.each([
    [{}, 401, 'Missing bearer token.'],
    [{ Authorization: 'Basic abc', 'X-Learn-Platform': PLATFORM }, 401, 'Missing bearer token.'],
    [
      { Authorization: 'Bearer t-teacher' },
      400,
      'Missing platform: send the X-Learn-Platform header or the platformUrl parameter.',
    ],
    [
      { Authorization: 'Bearer t-teacher', 'X-Learn-Platform': 'https://evil.test' },
      403,
      'Platform https://evil.test is not allowed.',
    ],
    [{ Authorization: 'Bearer t-teacher', 'X-Learn-Platform': 'nope' }, 400, 'The platform must be an absolute URL.'],
    [{ Authorization: 'Bearer forged', 'X-Learn-Platform': PLATFORM }, 401, 'Learn did not accept the token.'],
  ])('refuses %j', async (h, status, message) => {
    const res = await app.request('/me', { headers: h as Record<string, string> });
    expect(res.status).toBe(status);
    expect(await res.json()).toEqual({ message });
  });

  it('requireInstitutionRole', async () => {
    const denied = await app.request('/admin', { headers: headers('t-teacher') });
    expect(denied.status).toBe(403);
    expect(await denied.json()).toEqual({ message: 'This action needs the institution role ID_USER.' });
  });

  it('requireCourseRole looks the membership up with the caller’s own Learn id', async () => {
    expect((await app.request('/course/_7_1', { headers: headers('t-teacher') })).status).toBe(200);
    const student = await app.request('/course/_7_1', { headers: headers('t-learner') });
    expect(student.status).toBe(403);
    expect(await student.json()).toEqual({ message: 'Your course role (Student) may not perform this action.' });
    expect(learn.calls.membership).toEqual([
      { courseRef: '_7_1', userRef: '_10_1' },
      { courseRef: '_7_1', userRef: '_20_1' },
    ]);
    const stranger = await app.request('/course/_8_1', { headers: headers('t-teacher') });
    expect(await stranger.json()).toEqual({ message: 'You are not enrolled in this course.' });
  });

  it('re-checks an institution role with Learn before an admin write (no 60 s grace after a revoke)', async () => {
    const admin = { id: '_5_1', uuid: 'u5', userName: 'admin', institutionRoleIds: ['ID_USER'], systemRoleIds: [] };
    const port: LearnIdentityPort = {
      getMe: async (platform, token) => {
        if (platform !== PLATFORM || token !== 't-admin') throw new Error('unexpected');
        return { ...admin, institutionRoleIds: [...admin.institutionRoleIds] };
      },
      getCourseMembership: async () => Promise.reject(new Error('unused')),
    };
    const adminApp = probeApp(port, [PLATFORM], () => clock);
    expect((await adminApp.request('/admin', { headers: headers('t-admin') })).status).toBe(200);
    expect((await adminApp.request('/admin', { method: 'POST', headers: headers('t-admin') })).status).toBe(200);
    admin.institutionRoleIds = []; // revoked in Learn
    clock += 1_000;
    // Reads may use the cached identity for up to a minute; writes never do.
    expect((await adminApp.request('/admin', { headers: headers('t-admin') })).status).toBe(200);
    const write = await adminApp.request('/admin', { method: 'POST', headers: headers('t-admin') });
    expect(write.status).toBe(403);
    expect(await write.json()).toEqual({ message: 'This action needs the institution role ID_USER.' });
  });

  it('keys the cache by a SHA-256 of platform and token, never the token', async () => {
    const key = tokenKey(PLATFORM, 'secret-token');
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(key).not.toContain('secret-token');
  });
});

describe('Learn identity through @tools/learn-api against the sandbox', () => {
  const sandbox = createSandbox({ publicUrl: PLATFORM });
  const fetchViaSandbox: typeof globalThis.fetch = async (input, init) => sandbox.app.fetch(new Request(input, init));
  const port = learnIdentityFromLearnApi(fetchViaSandbox);

  it('answers /users/me and a course membership for a real sandbox token', async () => {
    const token = sandbox.state.issueToken(DEMO.users.instructor.id);
    const me = await port.getMe(PLATFORM, token);
    expect(me).toMatchObject({
      id: DEMO.users.instructor.id,
      uuid: DEMO.users.instructor.uuid,
      userName: DEMO.users.instructor.userName,
    });
    const membership = await port.getCourseMembership(PLATFORM, token, DEMO.courses.bio101.uuid, me.id);
    expect(membership.courseId).toBe(DEMO.courses.bio101.id);
    expect(membership.courseRoleId.toLowerCase()).toBe('instructor');
  });

  it('lets the middleware refuse a student and an unknown token', async () => {
    const app = probeApp(port, [PLATFORM], Date.now);
    const student = sandbox.state.issueToken(DEMO.users.student.id);
    const res = await app.request(`/course/${DEMO.courses.bio101.id}`, {
      headers: { Authorization: `Bearer ${student}`, 'X-Learn-Platform': PLATFORM },
    });
    expect(res.status).toBe(403);
    const bad = await app.request('/me', {
      headers: { Authorization: 'Bearer not-a-sandbox-token', 'X-Learn-Platform': PLATFORM },
    });
    expect(bad.status).toBe(401);
  });

  it('treats an unavailable or disabled membership as not enrolled (403), as Learn does', async () => {
    const token = sandbox.state.issueToken(DEMO.users.instructor.id);
    const me = await port.getMe(PLATFORM, token);
    const caller = { platformUrl: PLATFORM, token, user: me };
    const membership = sandbox.state.store.data.memberships.find(
      (m) => m.userId === DEMO.users.instructor.id && m.courseId === DEMO.courses.bio101.id,
    )!;
    const before = membership.availability.available;
    try {
      for (const available of ['No', 'Disabled'] as const) {
        membership.availability.available = available;
        await expect(requireCourseRole(port, caller, DEMO.courses.bio101.id, ['instructor'])).rejects.toMatchObject({
          status: 403,
        });
      }
      membership.availability.available = 'Yes';
      await expect(requireCourseRole(port, caller, DEMO.courses.bio101.id, ['instructor'])).resolves.toMatchObject({
        kind: 'instructor',
      });
    } finally {
      membership.availability.available = before;
    }
  });

  it('requireCourseRole maps “not enrolled” from Learn to 403', async () => {
    const token = sandbox.state.issueToken(DEMO.users.student.id);
    const me = await port.getMe(PLATFORM, token);
    const caller = { platformUrl: PLATFORM, token, user: me };
    await expect(
      requireCourseRole(port, caller, '_999999_1', ['instructor', 'teachingAssistant']),
    ).rejects.toMatchObject({
      status: 403,
    });
  });
});

describe('requireCourseRole when Learn fails', () => {
  const user = { id: '_1_1', uuid: 'u', userName: null, institutionRoleIds: [], systemRoleIds: [] };
  const caller = { platformUrl: PLATFORM, token: 't', user };
  it('answers 502 with a clear message instead of a 500', async () => {
    const down: LearnIdentityPort = {
      getMe: async () => user,
      getCourseMembership: async () => Promise.reject(new Error('ECONNRESET')),
    };
    await expect(requireCourseRole(down, caller, '_7_1', ['instructor', 'teachingAssistant'])).rejects.toMatchObject({
      status: 502,
      message: 'Could not check your course role with Learn.',
    });
  });
});
