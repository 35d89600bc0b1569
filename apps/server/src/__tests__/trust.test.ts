import { describe, expect, it } from 'vitest';
import {
  auth,
  COURSE_ID,
  COURSE_UUID,
  harnessEachTest,
  PLATFORM,
  users,
  type Persona,
} from '@tools/server-core/test/harness.ts';
import { keep } from '@tools/server-core/course-cache/course-cache-store.ts';
import { tenantDb } from '@tools/server-core/db/tenant.ts';
import { COURSE_ROLE_TTL_MS, launchCourseRole } from '@tools/server-core/identity/trust.ts';

const h = harnessEachTest();

const MINUTE = 60_000;
const LIS = 'http://purl.imsglobal.org/vocab/lis/v2/membership';

async function launched(persona: Persona): Promise<string> {
  const { code } = await h.fullLaunch((nonce) => h.claims(nonce, {}, persona));
  const res = await h.app.request('/lti/session', {
    method: 'POST',
    body: JSON.stringify({ code }),
    headers: { 'Content-Type': 'application/json' },
  });
  return ((await res.json()) as { token: string }).token;
}

const ask = (token: string) =>
  h.app.request('/chat', {
    method: 'POST',
    body: JSON.stringify({ platformUrl: PLATFORM, prompt: 'When is the lab report due?', courseUuid: COURSE_UUID }),
    headers: { 'Content-Type': 'application/json', ...auth(token) },
  });

/** The server's identity and membership questions to Learn during `run`. */
async function checks(run: () => unknown) {
  const me = h.learn.calls.me;
  const membership = h.learn.calls.membership.length;
  await run();
  return { me: h.learn.calls.me - me, membership: h.learn.calls.membership.length - membership };
}

const later = (ms: number) => {
  h.clock.now = new Date(h.clock.now.getTime() + ms);
};

describe('identity checks that cost Learn nothing twice (issue 26 §3)', () => {
  it("a launch proves the token's user and their course role: a question after it asks Learn neither", async () => {
    // The student's first server call ever: Learn tells the primary id once (kept for the next launches).
    const first = await launched('student');
    expect((await ask(first)).status).toBe(200);
    // The next day: a new token from a new launch.
    later(24 * 60 * MINUTE);
    const next = await launched('student');
    let answer: Response | undefined;
    expect(
      await checks(async () => {
        answer = await ask(next);
      }),
    ).toEqual({ me: 0, membership: 0 });
    expect(answer!.status).toBe(200);
  });

  it('asks Learn for the course role again once the launch is 10 minutes old', async () => {
    const token = await launched('student');
    await ask(token);
    later(COURSE_ROLE_TTL_MS - MINUTE);
    expect((await checks(() => ask(token))).membership).toBe(0);
    later(2 * MINUTE);
    expect((await checks(() => ask(token))).membership).toBe(1);
  });

  it('a role removed in Learn stops working once what the launch proved is older than 10 minutes', async () => {
    const token = await launched('student');
    expect((await ask(token)).status).toBe(200);
    h.setCourseRole('student', null);
    later(COURSE_ROLE_TTL_MS + MINUTE);
    const refused = await ask(token);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ message: 'You are not enrolled in this course.' });
    // And it is not trusted again within the next 10 minutes either.
    expect((await checks(() => ask(token))).membership).toBe(1);
  });

  it('a course-staff write asks Learn every time, whatever the launch proved', async () => {
    const token = await launched('instructor');
    await h.app.request('/late-penalty-rules', {
      method: 'POST',
      body: JSON.stringify([]),
      headers: { 'Content-Type': 'application/json', ...auth(token) },
    });
    const save = () =>
      h.app.request('/late-penalty-associations', {
        method: 'POST',
        body: JSON.stringify([{ CourseId: COURSE_ID, ContentItemId: '_1_1', Rule: 'none' }]),
        headers: { 'Content-Type': 'application/json', ...auth(token) },
      });
    const calls = await checks(save);
    expect(calls.membership).toBe(1);
    expect((await checks(save)).membership).toBe(1);
  });

  it("a launch's course role also answers calls by the course's primary id once the course cache keeps the course", async () => {
    const associations = (token: string) =>
      h.app.request(`/late-penalty-associations?courseId=${COURSE_ID}`, { headers: auth(token) });
    // The course was never seen: the launch knows it by uuid only, so a call by primary id asks Learn.
    const first = await launched('instructor');
    expect((await checks(() => associations(first))).membership).toBe(1);
    // Kept for every user of the course (what any earlier call by uuid does).
    await keep(
      tenantDb(h.db, PLATFORM),
      'course',
      [COURSE_UUID, COURSE_ID],
      'all',
      {
        id: COURSE_ID,
        uuid: COURSE_UUID,
        courseId: 'BIO101',
        name: 'Biology',
        termId: null,
      },
      null,
      h.clock.now,
    );
    later(24 * 60 * MINUTE);
    const next = await launched('instructor');
    let res: Response | undefined;
    // Its institution roles are a day old, but neither of the screen's first two calls needs them: the
    // course role answers the instructor's read, and anyone Learn identifies reads the rules.
    const rules = () => h.app.request('/late-penalty-rules', { headers: auth(next) });
    expect(await checks(async () => ([res] = await Promise.all([associations(next), rules()])))).toEqual({
      me: 0,
      membership: 0,
    });
    expect(res!.status).toBe(200);
    // Grade Hurdle's list of write-back runs is a read like any other (it asked Learn every time before).
    const runs = () => h.app.request(`/grade-hurdle-runs?courseId=${COURSE_ID}`, { headers: auth(next) });
    expect((await checks(async () => (res = await runs()))).membership).toBe(0);
    expect(res!.status).toBe(200);
    // A write still asks Learn.
    const save = () =>
      h.app.request('/late-penalty-associations', {
        method: 'POST',
        body: JSON.stringify([{ CourseId: COURSE_ID, ContentItemId: '_1_1', Rule: 'none' }]),
        headers: { 'Content-Type': 'application/json', ...auth(next) },
      });
    expect((await checks(save)).membership).toBe(1);
  });

  it('keeps what it trusts in the database, keyed by a hash of the token', async () => {
    const token = await launched('student');
    const rows = await h.db.query<Record<string, unknown>>('select * from token_identities');
    expect(rows).toEqual([
      expect.objectContaining({ platform: PLATFORM, user_uuid: users.student.uuid, proven_by: 'launch' }),
    ]);
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(await h.db.query('select course_ref, course_role_id, proven_by from course_roles')).toEqual([
      { course_ref: COURSE_UUID, course_role_id: 'Student', proven_by: 'launch' },
    ]);
  });
});

describe('launchCourseRole: the LTI roles that prove a Learn course role', () => {
  it.each([
    [[`${LIS}#Learner`], 'Student'],
    [[`${LIS}#Instructor`, 'http://purl.imsglobal.org/vocab/lis/v2/institution/person#Faculty'], 'Instructor'],
    [[`${LIS}/Instructor#TeachingAssistant`], 'TeachingAssistant'],
    [[`${LIS}#ContentDeveloper`], 'CourseBuilder'],
    // Ambiguous or not one of Learn's built-in roles: Learn is asked.
    [[`${LIS}#Instructor`, `${LIS}/Instructor#TeachingAssistant`], null],
    [[`${LIS}#Mentor`], null],
    [[], null],
  ])('%j -> %s', (roles, expected) => {
    expect(launchCourseRole(roles)).toBe(expected);
  });

  it('asks for the institution roles only when a check needs them, once for calls sent together', async () => {
    const read = (token: string) =>
      h.app.request(`/late-penalty-associations?courseId=${COURSE_UUID}`, { headers: auth(token) });
    // A student's read could be an administrator's: the roles are asked, once for both calls.
    const student = await launched('student');
    let answers: Response[] = [];
    expect(await checks(async () => (answers = await Promise.all([read(student), read(student)])))).toEqual({
      me: 1,
      membership: 0,
    });
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    // Within IDENTITY_TTL_MS they are not asked again.
    expect(await checks(() => read(student))).toEqual({ me: 0, membership: 0 });
    // An administrator who is not enrolled: Learn refuses the course role, the admin role answers.
    const admin = await launched('admin');
    let res: Response | undefined;
    expect((await checks(async () => (res = await read(admin)))).me).toBe(2); // the roles, then asked fresh
    expect(res!.status).toBe(200);
    // Someone neither enrolled nor an administrator is refused as before.
    h.setCourseRole('student', null);
    later(COURSE_ROLE_TTL_MS + MINUTE);
    const refused = await read(student);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ message: 'You are not enrolled in this course.' });
  });
});
