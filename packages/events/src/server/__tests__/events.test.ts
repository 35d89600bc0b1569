import { DEMO } from '@tools/sandbox';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sandboxApp, type SandboxPersona } from '@tools/server-core/test/sandbox-app.ts';
import { migrate } from '@tools/server-core/migrations/index.ts';
import { testModules } from '@tools/server-core/test/modules.ts';
import { openPglite } from '@tools/server-core/db/pglite.ts';
import type { Db } from '@tools/server-core/db/types.ts';

/** The event log against the real app and the Learn sandbox (Margaret Ellis teaches BIO101). */
const SITE = 'https://learn.test';
const SITE_B = 'https://learn-b.test';
let db: Db;
let call: ReturnType<typeof sandboxApp>['call'];
let sandboxes: ReturnType<typeof sandboxApp>['sandboxes'];
let app: ReturnType<typeof sandboxApp>['app'];

beforeAll(async () => {
  db = await openPglite(null);
  await migrate(db, { modules: testModules() });
  ({ call, sandboxes, app } = sandboxApp(db, [SITE, SITE_B]));
});
beforeEach(async () => {
  await db.exec('truncate events');
});

type Ev = {
  id: string;
  type: string;
  version: number;
  occurredAt: string;
  courseId: string | null;
  data: Record<string, unknown>;
};
const json = async <T>(res: Response) => (await res.json()) as T;
const event = (id: string): Ev & { occurredAt: string } => ({
  id,
  version: 1,
  type: 'grade.posted',
  occurredAt: '2026-03-01T10:00:00.000Z',
  courseId: '_300_1',
  data: { columnId: '_8000_1', userId: '_1000_1', score: 42 },
});

describe('who may use it', () => {
  // Any user Learn identifies, on their own part of the log: no token, student, TA, instructor,
  // instructor of another course, admin.
  const WHO: (SandboxPersona | null)[] = [null, 'student', 'instructor3', 'instructor', 'instructor2', 'admin'];
  it.each<[string, string, string, unknown, number[]]>([
    ['generate', 'GET', '/generateEvents', undefined, [401, 200, 200, 200, 200, 200]],
    [
      'publish without a course',
      'POST',
      '/sendEvents',
      { events: [{ ...event('matrix-0'), courseId: null }] },
      [401, 200, 200, 200, 200, 200],
    ],
    // An event naming BIO101 needs a role there (issue 21 §3): not Prof. Osei's course, the admin is not enrolled.
    ['publish about BIO101', 'POST', '/sendEvents', { events: [event('matrix-1')] }, [401, 200, 200, 200, 403, 403]],
    ['retrieve', 'GET', '/retrieveEvents', undefined, [401, 200, 200, 200, 200, 200]],
    ['handle', 'POST', '/handleEvents', { events: [{ id: 'matrix-1' }] }, [401, 200, 200, 200, 200, 200]],
  ])('%s', async (_name, method, path, body, expected) => {
    const got = [];
    for (const who of WHO) got.push((await call(who, method, path, body)).status);
    expect(got).toEqual(expected);
  });

  it('a token Learn does not accept is refused before anything is read or stored', async () => {
    const res = await app.request('/sendEvents', {
      method: 'POST',
      headers: { Authorization: 'Bearer not-a-token', 'X-Learn-Platform': SITE, 'Content-Type': 'application/json' },
      body: JSON.stringify({ events: [event('refused-1')] }),
    });
    expect(res.status).toBe(401);
    expect(await db.query('select 1 from events')).toHaveLength(0);
  });
});

describe('generate, publish, retrieve, handle', () => {
  it('generates due dates, recent grades and recent enrolments from Learn for the courses the caller teaches', async () => {
    const learnLog = sandboxes.get(SITE)!.state.requestLog;
    learnLog.clear();
    const res = await call('instructor', 'GET', `/generateEvents?platformUrl=${encodeURIComponent(SITE)}`);
    expect(res.status).toBe(200);
    const { events } = await json<{ events: Ev[] }>(res);
    expect(events.every((e) => e.version === 1 && e.id.startsWith(`${e.type}:`))).toBe(true);
    expect(events.find((e) => e.data.name === 'Genetics Problem Set')).toMatchObject({
      type: 'assignment.due',
      courseId: '_300_1',
      data: { courseCode: 'BIO101', columnId: '_8002_1' },
    });
    const grade = events.find((e) => e.type === 'grade.posted' && e.courseId === '_300_1');
    expect(grade).toMatchObject({ data: { courseCode: 'BIO101', userId: expect.any(String) } });
    expect(grade!.id).toBe(
      `grade.posted:_300_1:${grade!.data.columnId}:${grade!.data.userId}:${grade!.data.changeIndex}`,
    );
    // Oldest first, and never more than one Publish takes.
    expect(events.map((e) => e.occurredAt)).toEqual(events.map((e) => e.occurredAt).sort());
    expect(events.length).toBeLessThanOrEqual(500);

    // The request budget: the caller's courses once; per course its columns and memberships once
    // each, and one grade list per column that is not calculated. All at the largest page, with fields.
    const count = (route: string) => learnLog.count(`GET /learn/api/public/${route}`);
    const courses = count('v1/users/{userId}/courses');
    const columnLists = count('v2/courses/{courseId}/gradebook/columns');
    expect(courses).toBe(1);
    expect(columnLists).toBeGreaterThan(0);
    expect(count('v1/courses/{courseId}/users')).toBe(columnLists);
    const gradeLists = learnLog.items.filter((r) => r.route.endsWith('/gradebook/columns/{columnId}/users'));
    expect(gradeLists.length).toBeGreaterThan(0);
    expect(gradeLists.every((r) => r.query.limit === '100' && r.query.fields?.includes('changeIndex'))).toBe(true);
    expect(
      learnLog.items.filter((r) => r.route.endsWith('/courses/{courseId}/users')).every((r) => r.query.limit === '200'),
    ).toBe(true);
    expect(learnLog.items.filter((r) => r.route.includes('/gradebook/users/'))).toEqual([]); // no per-student reads

    // A student teaches nothing: no events.
    expect((await json<{ events: Ev[] }>(await call('student', 'GET', '/generateEvents'))).events).toEqual([]);
  });

  it('a new enrolment in Learn is generated once; what the log holds is not offered again', async () => {
    const learn = sandboxes.get(SITE)!;
    const before = await json<{ events: Ev[] }>(await call('instructor', 'GET', '/generateEvents'));
    // Someone is enrolled in BIO101 in Learn (not through us): it is recent activity.
    const now = new Date().toISOString();
    learn.state.store.addMembership({
      id: '_9999_1',
      userId: DEMO.users.instructor3.id,
      courseId: '_300_1',
      dataSourceId: '_2_1',
      created: now,
      modified: now,
      availability: { available: 'Yes' },
      courseRoleId: 'TeachingAssistant',
    });
    const after = await json<{ events: Ev[] }>(await call('instructor', 'GET', '/generateEvents'));
    const added = after.events.filter((e) => !before.events.some((b) => b.id === e.id));
    expect(added).toEqual([
      {
        id: `enrolment.changed:_300_1:${DEMO.users.instructor3.id}:${Date.parse(now)}`,
        version: 1,
        type: 'enrolment.changed',
        occurredAt: now,
        courseId: '_300_1',
        data: {
          change: 'enrolled',
          courseCode: 'BIO101',
          userId: DEMO.users.instructor3.id,
          courseRoleId: 'TeachingAssistant',
          available: 'Yes',
          by: null,
        },
      },
    ]);
    await call('instructor', 'POST', '/sendEvents', { events: after.events.slice(0, 3) });
    const next = await json<{ events: Ev[] }>(await call('instructor', 'GET', '/generateEvents'));
    expect(next.events.map((e) => e.id)).toEqual(after.events.slice(3).map((e) => e.id));
  });

  it('a backlog longer than one Publish is worked through: at most 500, oldest first, then the rest', async () => {
    // A Learn site of its own, so the other tests do not see these memberships.
    const site = sandboxApp(db, [SITE]);
    const learn = site.sandboxes.get(SITE)!.state.store;
    const start = Date.now() - 3_600_000;
    for (let i = 0; i < 620; i++) {
      const at = new Date(start + i * 1000).toISOString();
      learn.addMembership({
        id: `_${50_000 + i}_1`,
        userId: `_${60_000 + i}_1`,
        courseId: '_300_1',
        dataSourceId: '_2_1',
        created: at,
        modified: at,
        availability: { available: 'Yes' },
        courseRoleId: 'Student',
      });
    }
    const first = (await json<{ events: Ev[] }>(await site.call('instructor', 'GET', '/generateEvents'))).events;
    expect(first).toHaveLength(500);
    expect((await site.call('instructor', 'POST', '/sendEvents', { events: first })).status).toBe(200);
    const second = (await json<{ events: Ev[] }>(await site.call('instructor', 'GET', '/generateEvents'))).events;
    expect(second.length).toBeGreaterThan(120);
    expect(second.filter((e) => first.some((f) => f.id === e.id))).toEqual([]);
    expect(second[0]!.occurredAt >= first[first.length - 1]!.occurredAt).toBe(true);
    const newest = `enrolment.changed:_300_1:_${60_000 + 619}_1:${start + 619_000}`;
    expect(first.map((e) => e.id)).not.toContain(newest);
    expect(second.map((e) => e.id)).toContain(newest);
  });

  it('round-trips: published events are retrieved until handled; publishing or handling twice changes nothing', async () => {
    const { events } = await json<{ events: Ev[] }>(await call('instructor', 'GET', '/generateEvents'));
    const first = await json<{ stored: number; unchanged: number }>(
      await call('instructor', 'POST', '/sendEvents', { events }),
    );
    expect(first).toMatchObject({ stored: events.length, unchanged: 0 });
    const again = await json<{ stored: number; unchanged: number; message: string }>(
      await call('instructor', 'POST', '/sendEvents', { events }),
    );
    expect(again).toMatchObject({ stored: 0, unchanged: events.length });
    expect(again.message).toBe(`Stored 0 event(s); ${events.length} were already in the log.`);

    const retrieved = await json<{ events: Ev[] }>(await call('instructor', 'GET', '/retrieveEvents'));
    expect(retrieved.events.map((e) => e.id).sort()).toEqual(events.map((e) => e.id).sort());
    // Another user's part of the log is not theirs to read.
    expect((await json<{ events: Ev[] }>(await call('student', 'GET', '/retrieveEvents'))).events).toEqual([]);

    const handleIds = { events: retrieved.events.slice(0, 2).map((e) => ({ id: e.id })) };
    expect(await json(await call('instructor', 'POST', '/handleEvents', handleIds))).toMatchObject({ stored: 2 });
    expect(await json(await call('instructor', 'POST', '/handleEvents', handleIds))).toMatchObject({
      stored: 0,
      unchanged: 2,
    });
    const left = await json<{ events: Ev[] }>(await call('instructor', 'GET', '/retrieveEvents'));
    expect(left.events).toHaveLength(events.length - 2);
  });

  it('bad events are refused with the reason and nothing of the batch is stored', async () => {
    const bad = { ...event('b-1'), version: 2 };
    const res = await call('instructor', 'POST', '/sendEvents', { events: [event('ok-1'), bad] });
    expect(res.status).toBe(400);
    expect((await json<{ message: string }>(res)).message).toMatch(/version must be 1/);
    const empty = await call('instructor', 'POST', '/sendEvents', { events: [] });
    expect((await json<{ message: string }>(empty)).message).toMatch(/events must not be empty/);
    const extra = await call('instructor', 'POST', '/sendEvents', { events: [{ ...event('x'), secret: 1 }] });
    expect(extra.status).toBe(400);
    expect(await db.query('select 1 from events')).toHaveLength(0);
  });

  it('the same event id on another Learn site is another event', async () => {
    await call('instructor', 'POST', '/sendEvents', { events: [event('same')] });
    await call('instructor', 'POST', '/sendEvents', { events: [event('same')] }, SITE_B);
    const platforms = await db.query<{ platform: string }>('select platform from events');
    expect(platforms.map((p) => p.platform).sort()).toEqual([SITE, SITE_B].sort());
    expect(
      (await json<{ events: Ev[] }>(await call('instructor', 'GET', '/retrieveEvents', undefined, SITE_B))).events,
    ).toHaveLength(1);
  });
});
