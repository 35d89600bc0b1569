import { Hono } from 'hono';
import { createSandbox, DEMO } from '@tools/sandbox';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sharedDb } from '@tools/server-core/test/shared-db.ts';
import type { Db } from '@tools/server-core/db/types.ts';
import { notFound, onError } from '@tools/server-core/http/errors.ts';
import type { AppEnv } from '@tools/server-core/http/env.ts';
import { requestLog } from '@tools/server-core/http/request-log.ts';
import { createLogger } from '@tools/server-core/log.ts';
import type { LearnIdentityPort } from '@tools/server-core/identity/caller.ts';
import { createIdentify, tokenKey } from '@tools/server-core/identity/identify.ts';
import { IDENTITY_TTL_MS } from '@tools/server-core/identity/trust.ts';
import { trustedLearn } from '@tools/server-core/identity/trusted-learn.ts';
import { learnIdentityFromLearnApi } from '@tools/server-core/identity/learn-port.ts';
import {
  requireCourseRole,
  requireFreshInstitutionRole,
  requireInstitutionRole,
} from '@tools/server-core/identity/roles.ts';

const PLATFORM = 'https://learn.test';

/**
 * The sandbox as Learn, with fixed tokens for the personas (t-teacher: the BIO101 instructor, t-learner: a
 * BIO101 student, t-admin: the administrator, who has the institution role ID_USER), and what it was asked.
 */
function sandboxLearn() {
  const sandbox = createSandbox({ publicUrl: PLATFORM });
  for (const [token, persona] of [
    ['t-teacher', 'instructor'],
    ['t-learner', 'student'],
    ['t-admin', 'admin'],
  ] as const)
    sandbox.state.issueToken(DEMO.users[persona].id, { token });
  const paths = () => sandbox.state.requestLog.items.map((r) => r.path);
  const calls = {
    get me() {
      return paths().filter((p) => p.endsWith('/v1/users/me')).length;
    },
    get membership() {
      return paths().flatMap((p) => {
        const m = /\/v1\/courses\/([^/]+)\/users\/([^/]+)$/.exec(p);
        return m ? [{ courseRef: decodeURIComponent(m[1]!), userRef: decodeURIComponent(m[2]!) }] : [];
      });
    },
  };
  const port = learnIdentityFromLearnApi(async (input, init) => sandbox.app.fetch(new Request(input, init)));
  return { sandbox, port, calls };
}

/**
 * A tiny app with the identity middleware in front of a few probe routes; Learn's answers are kept in
 * the database as the app keeps them (trusted-learn.ts).
 */
function probeApp(port: LearnIdentityPort, allowed: string[], now: () => number, db: Db) {
  const learn = trustedLearn(port, db, () => new Date(now()));
  const identify = createIdentify({ learn, userOf: learn.userOf, allowedPlatformOrigins: allowed });
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

let shared: Awaited<ReturnType<typeof sharedDb>>;
beforeAll(async () => {
  shared = await sharedDb();
});

describe('identify middleware (the sandbox as Learn)', () => {
  let clock: number;
  let learn: ReturnType<typeof sandboxLearn>;
  let app: ReturnType<typeof probeApp>;
  beforeEach(async () => {
    clock = 1_000_000;
    learn = sandboxLearn();
    app = probeApp(learn.port, [PLATFORM], () => clock, await shared.reset());
  });
  const headers = (token: string, platform = PLATFORM) => ({
    Authorization: `Bearer ${token}`,
    'X-Learn-Platform': platform,
  });

  it('asks Learn who the caller is and keeps the answer in the database for 10 minutes', async () => {
    const first = await app.request('/me', { headers: headers('t-teacher') });
    expect(await first.json()).toMatchObject({ id: DEMO.users.instructor.id, uuid: DEMO.users.instructor.uuid });
    await app.request('/me', { headers: headers('t-teacher') });
    expect(learn.calls.me).toBe(1);
    clock += IDENTITY_TTL_MS;
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
    const course = DEMO.courses.bio101.id;
    expect((await app.request(`/course/${course}`, { headers: headers('t-teacher') })).status).toBe(200);
    const student = await app.request(`/course/${course}`, { headers: headers('t-learner') });
    expect(student.status).toBe(403);
    expect(await student.json()).toEqual({ message: 'Your course role (Student) may not perform this action.' });
    expect(learn.calls.membership).toEqual([
      { courseRef: course, userRef: DEMO.users.instructor.id },
      { courseRef: course, userRef: DEMO.users.student.id },
    ]);
    // ENG220: the instructor is not a member.
    const stranger = await app.request(`/course/${DEMO.courses.eng220.id}`, { headers: headers('t-teacher') });
    expect(await stranger.json()).toEqual({ message: 'You are not enrolled in this course.' });
  });

  it('re-checks an institution role with Learn before an admin write (no grace after a revoke)', async () => {
    const admin = learn.sandbox.state.store.userById(DEMO.users.admin.id)!;
    expect(admin.institutionRoleIds).toContain('ID_USER');
    expect((await app.request('/admin', { headers: headers('t-admin') })).status).toBe(200);
    expect((await app.request('/admin', { method: 'POST', headers: headers('t-admin') })).status).toBe(200);
    admin.institutionRoleIds = admin.institutionRoleIds.filter((r) => r !== 'ID_USER'); // revoked in Learn
    clock += 1_000;
    // Reads may use the identity Learn gave within 10 minutes; writes never do.
    expect((await app.request('/admin', { headers: headers('t-admin') })).status).toBe(200);
    const write = await app.request('/admin', { method: 'POST', headers: headers('t-admin') });
    expect(write.status).toBe(403);
    expect(await write.json()).toEqual({ message: 'This action needs the institution role ID_USER.' });
  });

  it('keys what it keeps by a SHA-256 of platform and token, never the token', async () => {
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
    const app = probeApp(port, [PLATFORM], Date.now, await shared.reset());
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
    const caller = { platformUrl: PLATFORM, token, user: me, roles: async () => me };
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
    const caller = { platformUrl: PLATFORM, token, user: me, roles: async () => me };
    await expect(
      requireCourseRole(port, caller, '_999999_1', ['instructor', 'teachingAssistant']),
    ).rejects.toMatchObject({
      status: 403,
    });
  });
});

describe('requireCourseRole when Learn fails', () => {
  it('answers 502 with a clear message instead of a 500', async () => {
    const { sandbox, port } = sandboxLearn();
    const me = await port.getMe(PLATFORM, 't-teacher');
    const caller = { platformUrl: PLATFORM, token: 't-teacher', user: me, roles: async () => me };
    sandbox.state.faults.add({ path: '**/v1/courses/*/users/*', kind: 'status', status: 500 });
    const course = DEMO.courses.bio101.id;
    await expect(requireCourseRole(port, caller, course, ['instructor', 'teachingAssistant'])).rejects.toMatchObject({
      status: 502,
      message: 'Could not check your course role with Learn.',
    });
    // And when the connection fails outright.
    const unreachable = learnIdentityFromLearnApi(async () => Promise.reject(new TypeError('fetch failed')));
    await expect(requireCourseRole(unreachable, caller, course, ['instructor'])).rejects.toMatchObject({
      status: 502,
    });
  });
});
