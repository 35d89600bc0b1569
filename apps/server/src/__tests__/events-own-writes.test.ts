import { DEMO } from '@tools/sandbox';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sharedDb } from '@tools/server-core/test/shared-db.ts';
import { sandboxApp, type SandboxPersona } from '@tools/server-core/test/sandbox-app.ts';
import type { Db } from '@tools/server-core/db/types.ts';

// Here, not in the events package: it checks what other tools' writes (late penalties, Grade Hurdle, Quick
// Enroll) publish to the course-event log, so it needs their modules: the composed server's test.

/**
 * Our own writes publish their events (issue 14): a late-penalty snapshot, a hurdle write-back
 * (and its undo), a Quick Enroll enrolment. Each event is stored in the write's transaction, once
 * (ids derived from the write), for the caller who made it; refused writes store none.
 */
const SITE = 'https://learn.test';
const SITE_B = 'https://learn-b.test';
const BIO = DEMO.courses.bio101.id;
const AVA = DEMO.users.student.id;
let db: Db;
let app: ReturnType<typeof sandboxApp>;

type Ev = { id: string; type: string; version: number; courseId: string; data: Record<string, unknown> };
const json = async <T>(res: Response) => {
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as T;
};
const retrieve = async (who: SandboxPersona, site = SITE) =>
  (await json<{ events: Ev[] }>(await app.call(who, 'GET', '/retrieveEvents', undefined, site))).events;
const stored = async () => db.query<{ id: string; published_by: string }>('select id, published_by from events');

beforeAll(async () => {
  db = (await sharedDb()).db;
});
beforeEach(async () => {
  await db.exec(
    'truncate events, late_penalty_snapshots, grade_hurdle_associations, grade_hurdle_writebacks, enrollment_log',
  );
  app = sandboxApp(db, [SITE, SITE_B]);
});

describe('late-penalty.applied', () => {
  const snapshots = (points: number, overridden = false) => ({
    CourseId: BIO,
    CourseCode: 'BIO101',
    CourseName: 'Introduction to Biology',
    Items: [
      {
        ContentItemId: '_900_1',
        UserId: AVA,
        Points: points,
        Overridden: overridden,
        RuleCode: 'r10',
        AssignmentTitle: 'Essay',
      },
      // On time: a zero penalty is stored (a later run may lower a penalty to 0) but nothing was applied.
      { ContentItemId: '_900_1', UserId: DEMO.users.student2.id, Points: 0, RuleCode: 'r10', AssignmentTitle: 'Essay' },
    ],
  });
  const save = (body: unknown, who: SandboxPersona = 'instructor', site = SITE) =>
    app.call(who, 'POST', '/late-penalty-snapshots', body, site);

  it('one event per new or changed penalty, none when the same values are stored again', async () => {
    await json(await save(snapshots(3)));
    const first = await retrieve('instructor');
    expect(first).toEqual([
      {
        id: `late-penalty.applied:${BIO}:_900_1:${AVA}:1`,
        version: 1,
        type: 'late-penalty.applied',
        occurredAt: expect.any(String),
        courseId: BIO,
        data: {
          courseCode: 'BIO101',
          courseName: 'Introduction to Biology',
          contentItemId: '_900_1',
          assignmentTitle: 'Essay',
          userId: AVA,
          points: 3,
          overridden: false,
          ruleCode: 'r10',
          ruleLabel: '',
          revision: 1,
          appliedBy: DEMO.users.instructor.id,
        },
      },
    ]);
    // A re-run that changes nothing (or a retry of the same request) publishes nothing.
    await json(await save(snapshots(3)));
    expect(await stored()).toHaveLength(1);
    // 3 -> 1 -> 3: three applications, three events; an override is a change too.
    await json(await save(snapshots(1)));
    await json(await save(snapshots(3)));
    await json(await save(snapshots(3, true)));
    const ids = (await retrieve('instructor')).map((e) => e.id);
    expect(ids).toEqual([1, 2, 3, 4].map((r) => `late-penalty.applied:${BIO}:_900_1:${AVA}:${r}`));
    expect((await retrieve('instructor')).map((e) => e.data.points)).toEqual([3, 1, 3, 3]);
  });

  it('a refused write stores no event; events stay on their Learn site and with their publisher', async () => {
    expect((await save(snapshots(3), 'student')).status).toBe(403);
    expect((await save(snapshots(3), 'instructor2')).status).toBe(403);
    expect(await stored()).toHaveLength(0);
    await json(await save(snapshots(3), 'instructor', SITE_B));
    expect(await retrieve('instructor')).toEqual([]);
    expect(await retrieve('instructor', SITE_B)).toHaveLength(1);
    // Another user (a co-teacher, a student) does not read the instructor's part of the log.
    expect(await retrieve('student', SITE_B)).toEqual([]);
  });

  it('the snapshot and its event are one transaction: an event that cannot be stored keeps the snapshot out', async () => {
    await db.exec(`alter table events add constraint no_penalties check (type <> 'late-penalty.applied')`);
    try {
      expect((await save(snapshots(3))).status).toBe(500);
      expect(await db.query('select 1 from late_penalty_snapshots')).toHaveLength(0);
    } finally {
      await db.exec('alter table events drop constraint no_penalties');
    }
  });
});

describe('hurdle.written-back', () => {
  const grade = (text: string) => ({ gradeNotationId: null, text, score: null });
  const record = (runId: string, status: 'written' | 'failed' = 'written') => ({
    courseId: BIO,
    runId,
    items: [{ userId: AVA, columnId: '_77_1', status, previous: grade('5'), written: grade('3') }],
  });
  beforeEach(async () => {
    await json(await app.call('admin', 'PUT', '/grade-hurdle-associations', { CoursePk1: BIO, Status: 'Active' }));
  });

  it('a written grade publishes once per run and student; a failed one nothing; an undo its own event', async () => {
    await json(await app.call('instructor', 'POST', '/grade-hurdle-writebacks', record('run-1', 'failed')));
    expect(await stored()).toHaveLength(0);
    // The retry of that run writes it; a second report of the same outcome adds nothing.
    await json(await app.call('instructor', 'POST', '/grade-hurdle-writebacks', record('run-1')));
    await json(await app.call('instructor', 'POST', '/grade-hurdle-writebacks', record('run-1')));
    const [written] = await retrieve('instructor');
    expect(written).toMatchObject({
      id: `hurdle.written-back:${BIO}:run-1:${AVA}`,
      type: 'hurdle.written-back',
      courseId: BIO,
      data: { action: 'written', runId: 'run-1', userId: AVA, columnId: '_77_1', previousText: '5', writtenText: '3' },
    });
    const undo = { courseId: BIO, runId: 'run-1', userIds: [AVA] };
    await json(await app.call('instructor', 'POST', '/grade-hurdle-writebacks/undone', undo));
    await json(await app.call('instructor', 'POST', '/grade-hurdle-writebacks/undone', undo));
    const events = await retrieve('instructor');
    expect(events).toHaveLength(2);
    expect(events[1]).toMatchObject({
      id: `hurdle.written-back:${BIO}:run-1:${AVA}:undone`,
      data: { action: 'undone', previousText: '3', writtenText: '5' },
    });
  });

  it('refused write-backs store no event', async () => {
    for (const who of ['student', 'instructor2', 'admin'] as const) {
      expect((await app.call(who, 'POST', '/grade-hurdle-writebacks', record('run-2'))).status).toBe(403);
    }
    expect(await stored()).toHaveLength(0);
  });
});

describe('enrolment.changed', () => {
  beforeEach(() => {
    const osei = app.sandboxes.get(SITE)!.state.store.userById(DEMO.users.instructor2.id)!;
    osei.institutionRoleIds = [...osei.institutionRoleIds, 'ID_USER'];
  });
  const put = (action: string) => app.call('instructor2', 'PUT', `/memberships?courseId=${BIO}&action=${action}`);

  it('an enrolment and an unenrolment each publish one event, keyed by what Learn and the record say', async () => {
    await json(await put('enroll'));
    const learn = app.sandboxes.get(SITE)!.state.store;
    const modified = Date.parse(learn.membership(BIO, DEMO.users.instructor2.id)!.modified);
    await json(await put('enroll')); // already enrolled: nothing changed, nothing published
    await json(await put('unenroll'));
    const events = await retrieve('instructor2');
    expect(learn.membership(BIO, DEMO.users.instructor2.id)).toBeUndefined();
    expect(events.map((e) => e.data.change)).toEqual(['enrolled', 'unenrolled']);
    expect(events[0]).toMatchObject({
      type: 'enrolment.changed',
      courseId: BIO,
      data: { userId: DEMO.users.instructor2.id, courseRoleId: 'InstructionalDesigner', available: 'Yes' },
    });
    // The same id generateEvents derives from Learn's membership (its `modified`).
    expect(events[0]!.id).toBe(`enrolment.changed:${BIO}:${DEMO.users.instructor2.id}:${modified}`);
    expect(events[1]!.id).toMatch(
      new RegExp(`^enrolment\\.changed:${BIO}:${DEMO.users.instructor2.id}:unenrolled:\\d+$`),
    );
    expect(await db.query('select 1 from enrollment_log')).toHaveLength(2);
  });

  it('generateEvents finds the enrolment in Learn under the same id, so it is not offered again', async () => {
    await json(await put('enroll'));
    const [own] = await retrieve('instructor2');
    const generated = await json<{ events: Ev[] }>(await app.call('instructor', 'GET', '/generateEvents'));
    expect(
      generated.events.filter((e) => e.data.userId === DEMO.users.instructor2.id && e.type === 'enrolment.changed'),
    ).toEqual([]);
    // Without the published event, Learn's membership is generated with exactly that id.
    await db.exec('truncate events');
    const again = await json<{ events: Ev[] }>(await app.call('instructor', 'GET', '/generateEvents'));
    expect(again.events.map((e) => e.id)).toContain(own!.id);
  });

  it('a refused enrolment stores no event', async () => {
    expect((await app.call('student', 'PUT', `/memberships?courseId=${BIO}&action=enroll`)).status).toBe(403);
    expect((await app.call(null, 'PUT', `/memberships?courseId=${BIO}&action=enroll`)).status).toBe(401);
    expect(await stored()).toHaveLength(0);
  });
});
