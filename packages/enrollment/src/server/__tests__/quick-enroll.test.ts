import { DEMO } from '@tools/sandbox';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sharedDb } from '@tools/server-core/test/shared-db.ts';
import { sandboxApp, type SandboxPersona } from '@tools/server-core/test/sandbox-app.ts';
import type { Db } from '@tools/server-core/db/types.ts';
import { keptToken } from '@tools/server-core/test/kept-token.ts';

/**
 * Quick Enroll on the real app with the Learn sandbox: the server decides (ID_USER, asked of
 * Learn), enrols the caller in the Instructional Designer role with its application token, and
 * records every change. Memberships are read back from the sandbox itself.
 */
const SITES = ['https://learn.test', 'https://other-learn.test'];
const ENG = DEMO.courses.eng220.id;
let db: Db;
let app: ReturnType<typeof sandboxApp>;
const store = (site = SITES[0]!) => app.sandboxes.get(site)!.state.store;
const membership = (courseId: string, persona: SandboxPersona, site?: string) =>
  store(site).membership(courseId, DEMO.users[persona].id);

beforeAll(async () => {
  db = (await sharedDb()).db;
});
beforeEach(async () => {
  await db.exec('truncate enrollment_log');
  app = sandboxApp(db, SITES);
  // The matrix's ID_USER column: Prof. Osei (an instructor, not an admin) with ID_USER on the first site.
  const osei = store().userById(DEMO.users.instructor2.id)!;
  osei.institutionRoleIds = [...osei.institutionRoleIds, 'ID_USER'];
});

type Who = SandboxPersona | null;
// No token, student, instructor, ID_USER (instructor2 with ID_USER), admin (ID_USER too).
const WHO: Who[] = [null, 'student', 'instructor', 'instructor2', 'admin'];

describe('authorization matrix', () => {
  it.each([
    ['GET /courses', 'GET', '/courses?searchType=courseId&searchValue=ENG', [401, 403, 403, 200, 200]],
    ['PUT /memberships', 'PUT', `/memberships?courseId=${ENG}&action=unenroll`, [401, 403, 403, 200, 200]],
    ['GET /enrollment-log', 'GET', '/enrollment-log', [401, 403, 403, 403, 200]],
  ] as const)('%s', async (_name, method, path, expected) => {
    const got = [];
    for (const who of WHO) got.push((await app.call(who, method, path)).status);
    expect(got).toEqual(expected);
  });

  it("answers 'Permission Denied' from the server", async () => {
    const res = await app.call('instructor', 'GET', '/courses?searchType=courseId&searchValue=BIO');
    expect(await res.json()).toEqual({ message: 'Permission Denied' });
    const CS = DEMO.courses.cs105.id;
    expect(membership(CS, 'student')).toBeUndefined();
    const put = await app.call('student', 'PUT', `/memberships?courseId=${CS}&action=enroll`);
    expect(await put.json()).toEqual({ message: 'Permission Denied' });
    expect(membership(CS, 'student')).toBeUndefined();
  });

  it('re-checks ID_USER with Learn before a write (no cached grace period)', async () => {
    // One token throughout: `app.call` issues a new one per request, which the identity cache never knows.
    const osei = keptToken(app, 'instructor2');
    expect((await osei.send('GET', '/courses?searchType=courseId&searchValue=ENG')).status).toBe(200);
    osei.revoke('ID_USER');
    expect((await osei.send('GET', '/courses?searchType=courseId&searchValue=ENG')).status).toBe(200); // cached read
    const res = await osei.send('PUT', `/memberships?courseId=${DEMO.courses.bio101.id}&action=enroll`);
    expect(res.status).toBe(403);
    expect(membership(DEMO.courses.bio101.id, 'instructor2')).toBeUndefined();
  });

  it('ID_USER only counts on its own Learn site', async () => {
    const res = await app.call(
      'instructor2',
      'GET',
      '/courses?searchType=courseId&searchValue=ENG',
      undefined,
      SITES[1],
    );
    expect(res.status).toBe(403);
  });
});

describe('search', () => {
  it('finds by course id with Enrolled and Instructors (spec 000 §3)', async () => {
    const res = await app.call('admin', 'GET', '/courses?searchType=courseId&searchValue=eng2&userUuid=ignored');
    expect(await res.json()).toEqual({
      courses: [
        {
          id: ENG,
          courseId: 'ENG220',
          name: 'ENG220 Creative Writing Workshop',
          enrolled: 'No',
          instructors: [{ name: { given: 'David', family: 'Osei' } }],
          externalAccessUrl: expect.stringContaining('https://learn.test/'),
        },
      ],
      nextKey: null,
    });
  });

  it('finds by course name, term and instructor family name', async () => {
    const ids = async (type: string, value: string) =>
      (
        (await (
          await app.call('admin', 'GET', `/courses?searchType=${type}&searchValue=${encodeURIComponent(value)}`)
        ).json()) as {
          courses: { courseId: string }[];
        }
      ).courses
        .map((c) => c.courseId)
        .sort();
    expect(await ids('courseName', 'calculus')).toEqual(['MATH150']);
    const term = store().data.terms.find((t) => t.id === store().courseById(DEMO.courses.cs105.id)!.termId)!;
    expect(await ids('term', term.name)).toContain('CS105');
    expect(await ids('instructor', 'ellis')).toEqual(['BIO101', 'CS105', 'MATH150']);
    expect(await ids('instructor', 'nobody-by-that-name')).toEqual([]);
  });

  it('pages through Learn at its largest limit: one Learn page per page of ours', async () => {
    for (let i = 0; i < 130; i++) {
      const course = {
        ...store().courseById(ENG)!,
        id: `_9${String(i).padStart(3, '0')}_1`,
        uuid: `bulk-${i}`,
        courseId: `BULK${i}`,
        name: `Bulk ${i}`,
      };
      store().data.courses.push(course);
      store()['indexCourse'](course); // the sandbox's own index, as its seed builder fills it
    }
    const first = await (await app.call('admin', 'GET', '/courses?searchType=courseId&searchValue=BULK')).json();
    expect(first.courses).toHaveLength(100);
    expect(first.nextKey).toEqual(JSON.stringify({ s: 0, o: 100 }));
    const second = await (
      await app.call(
        'admin',
        'GET',
        `/courses?searchType=courseId&searchValue=BULK&nextKey=${encodeURIComponent(first.nextKey)}`,
      )
    ).json();
    expect(second.courses).toHaveLength(30);
    expect(second.nextKey).toBeNull();
  });

  it('refuses a missing search value and a malformed page key', async () => {
    expect((await app.call('admin', 'GET', '/courses?searchType=courseId&searchValue=')).status).toBe(400);
    expect((await app.call('admin', 'GET', '/courses?searchType=teacher&searchValue=x')).status).toBe(400);
    expect((await app.call('admin', 'GET', '/courses?searchType=courseId&searchValue=x&nextKey=%7B')).status).toBe(400);
  });
});

describe('enrol and unenrol', () => {
  it('enrols the caller (never the userUuid sent) as Instructional Designer, records it, and unenrols', async () => {
    const put = await app.call(
      'instructor2',
      'PUT',
      `/memberships?courseId=${DEMO.courses.bio101.id}&action=enroll&userUuid=${DEMO.users.student.uuid}`,
    );
    expect(await put.json()).toEqual({
      message: 'Enrollment successful!',
      enrolled: 'Yes',
      courseRoleId: 'InstructionalDesigner',
      unchanged: false,
    });
    expect(membership(DEMO.courses.bio101.id, 'instructor2')?.courseRoleId).toBe('InstructionalDesigner');
    const search = await (
      await app.call('instructor2', 'GET', '/courses?searchType=courseId&searchValue=BIO101')
    ).json();
    expect(search.courses[0].enrolled).toBe('Yes');

    const again = await app.call('instructor2', 'PUT', `/memberships?courseId=${DEMO.courses.bio101.id}&action=enroll`);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(
      expect.objectContaining({ courseRoleId: 'InstructionalDesigner', unchanged: true }),
    );

    const del = await app.call('instructor2', 'PUT', `/memberships?courseId=${DEMO.courses.bio101.id}&action=unenroll`);
    expect(await del.json()).toEqual({
      message: 'Unenrollment successful!',
      enrolled: 'No',
      courseRoleId: null,
      unchanged: false,
    });
    expect(membership(DEMO.courses.bio101.id, 'instructor2')).toBeUndefined();

    const record = await (await app.call('admin', 'GET', '/enrollment-log')).json();
    expect(record.items.map((r: { action: string }) => r.action)).toEqual(['unenroll', 'enroll']);
    expect(record.items[1]).toMatchObject({
      actorUserId: DEMO.users.instructor2.id,
      actorName: 'David Osei',
      userId: DEMO.users.instructor2.id,
      courseId: DEMO.courses.bio101.id,
      courseCode: 'BIO101',
    });
  });

  it('answers 404 for an unknown course and keeps the record of each site apart', async () => {
    const res = await app.call('admin', 'PUT', '/memberships?courseId=_999999_1&action=enroll');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'Course _999999_1 was not found in Learn.' });
    await app.call('admin', 'PUT', `/memberships?courseId=${ENG}&action=enroll`);
    expect((await (await app.call('admin', 'GET', '/enrollment-log')).json()).items).toHaveLength(1);
    expect((await (await app.call('admin', 'GET', '/enrollment-log', undefined, SITES[1])).json()).items).toEqual([]);
  });

  it('answers 400 to a bad keyset cursor of the record, logs nothing, and pages with a good one', async () => {
    await app.call('admin', 'PUT', `/memberships?courseId=${ENG}&action=enroll`);
    await app.call('admin', 'PUT', `/memberships?courseId=${ENG}&action=unenroll`);
    const first = await (await app.call('admin', 'GET', '/enrollment-log?limit=1')).json();
    expect(first.items).toHaveLength(1);
    const next = await app.call('admin', 'GET', `/enrollment-log?limit=1&nextKey=${encodeURIComponent(first.nextKey)}`);
    expect((await next.json()).items[0].action).toBe('enroll');

    const key = JSON.parse(first.nextKey) as { at: string; id: string };
    const bad = [
      { ...key, at: 'not a date' },
      { ...key, at: 'yesterday' },
      { ...key, at: '2024-02-30T00:00:00.000Z' },
      { ...key, at: '99999-01-01T00:00:00.000Z' },
      { ...key, id: '9223372036854775808' },
      { ...key, id: '99999999999999999999999' },
      { ...key, id: '-1' },
      { ...key, id: 7 },
      { at: key.at },
    ];
    for (const cursor of [...bad.map((k) => JSON.stringify(k)), 'not json', '[]']) {
      const res = await app.call('admin', 'GET', `/enrollment-log?nextKey=${encodeURIComponent(cursor)}`);
      expect(res.status, cursor).toBe(400);
      expect(await res.json()).toEqual({
        message: 'Invalid query: nextKey must be the JSON key returned by the previous page.',
      });
    }
    for (const cursor of ['{"s":0,"o":1e300}', '{"s":1e300,"o":0}', '{"s":0,"o":-1}', '{"s":0,"o":1.5}']) {
      const res = await app.call('admin', 'GET', `/courses?searchType=courseId&searchValue=ENG&nextKey=${cursor}`);
      expect(res.status, cursor).toBe(400);
    }
    expect(app.errorLines).toEqual([]);
  });

  it('reports Learn refusing the application credentials', async () => {
    const wrong = sandboxApp(db, SITES, { QUICK_ENROLL_APP_KEY: 'nope', QUICK_ENROLL_APP_SECRET: 'nope' });
    const res = await wrong.call('admin', 'GET', '/courses?searchType=courseId&searchValue=ENG');
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({
      message: "Learn did not give Quick Enroll an application token: Learn's token endpoint answered 401",
    });
  });
});
