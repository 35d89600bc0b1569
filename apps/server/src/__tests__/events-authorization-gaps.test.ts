import { DEMO } from '@tools/sandbox';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sharedDb } from '@tools/server-core/test/shared-db.ts';
import { sandboxApp, type SandboxPersona } from '@tools/server-core/test/sandbox-app.ts';
import type { Db } from '@tools/server-core/db/types.ts';
import { eventsMessages as m } from '@tools/events/server/messages.ts';
import { format } from '@tools/server-core/messages.ts';

// Here, not in the events package: it checks what other tools' writes (late penalties, Grade Hurdle, Quick
// Enroll) publish to the course-event log, so it needs their modules: the composed server's test.

/**
 * Issue 21 §3, events: a user may not publish what the server writes (type or id), an id a user
 * publishes is theirs (it cannot take the place of anyone else's event, nor change what Generate
 * offers someone else), and an event naming a course needs a role in that course.
 */
const SITE = 'https://learn.test';
const BIO = DEMO.courses.bio101;
const CHEM = DEMO.courses.chem201;
const AVA = DEMO.users.student.id;
let db: Db;
let app: ReturnType<typeof sandboxApp>;

type Ev = {
  id: string;
  type: string;
  version: number;
  occurredAt: string;
  courseId: string | null;
  data: Record<string, unknown>;
};
const ok = async <T>(res: Response) => {
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as T;
};
const publish = (who: SandboxPersona, events: Ev[]) => app.call(who, 'POST', '/sendEvents', { events });
const rows = () =>
  db.query<{ id: string; type: string; published_by: string; course_id: string | null }>(
    'select id, type, published_by, course_id from events order by seq',
  );
const ev = (id: string, over: Partial<Ev> = {}): Ev => ({
  id,
  version: 1,
  type: 'grade.posted',
  occurredAt: '2026-03-01T10:00:00.000Z',
  courseId: BIO.id,
  data: { columnId: '_8000_1', userId: AVA, score: 42 },
  ...over,
});

beforeAll(async () => {
  db = (await sharedDb()).db;
});
beforeEach(async () => {
  await db.exec('truncate events, late_penalty_snapshots');
  app = sandboxApp(db, [SITE]);
});

describe('server-owned events are written by the server only', () => {
  const penaltyId = `late-penalty.applied:${BIO.id}:_900_1:${AVA}:1`;

  it.each([
    ['a server-owned type', ev('my-own-id', { type: 'late-penalty.applied' }), 'late-penalty.applied'],
    ['a server-owned id under another type', ev(penaltyId), 'late-penalty.applied'],
    [
      'a hurdle write-back',
      ev(`hurdle.written-back:${BIO.id}:run-1:${AVA}`, { type: 'hurdle.written-back' }),
      'hurdle.written-back',
    ],
  ])('refuses %s, and stores nothing of the batch', async (_name, event, type) => {
    const res = await publish('student', [ev('fine-1'), event]);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ message: format(m.serverOwned, { id: event.id, type }) });
    expect(await rows()).toEqual([]);
  });

  it("the server's own event is stored whatever users published before", async () => {
    // Ava tries to pre-empt her own penalty event; then her instructor stores the penalty.
    expect((await publish('student', [ev(penaltyId)])).status).toBe(403);
    const snapshot = {
      CourseId: BIO.id,
      Items: [{ ContentItemId: '_900_1', UserId: AVA, Points: 3, RuleCode: 'r10', AssignmentTitle: 'Essay' }],
    };
    await ok(await app.call('instructor', 'POST', '/late-penalty-snapshots', snapshot));
    expect(await rows()).toEqual([
      { id: penaltyId, type: 'late-penalty.applied', published_by: DEMO.users.instructor.id, course_id: BIO.id },
    ]);
  });
});

describe('a published id is its publisher’s', () => {
  it('the same id from two users is two events; neither is "already in the log" for the other', async () => {
    const first = await ok<{ stored: number }>(await publish('student', [ev('grade.posted:x:1')]));
    expect(first.stored).toBe(1);
    const second = await ok<{ stored: number; unchanged: number }>(
      await publish('instructor', [ev('grade.posted:x:1')]),
    );
    expect(second).toMatchObject({ stored: 1, unchanged: 0 });
    const retrieved = await ok<{ events: Ev[] }>(await app.call('instructor', 'GET', '/retrieveEvents'));
    expect(retrieved.events.map((e) => e.id)).toEqual(['grade.posted:x:1']);
    expect((await rows()).map((r) => r.published_by)).toEqual([AVA, DEMO.users.instructor.id]);
  });

  it('what a student publishes does not change what Generate offers the instructor', async () => {
    const offered = (await ok<{ events: Ev[] }>(await app.call('instructor', 'GET', '/generateEvents'))).events;
    const inBio = offered.filter((e) => e.courseId === BIO.id).slice(0, 20);
    expect(inBio.length).toBeGreaterThan(0);
    // Ava is a student of BIO101, so she may publish events about it; under her own ids.
    await ok(await publish('student', inBio));
    const again = (await ok<{ events: Ev[] }>(await app.call('instructor', 'GET', '/generateEvents'))).events;
    expect(again.map((e) => e.id)).toEqual(offered.map((e) => e.id));
  });
});

describe('an event naming a course needs a role in it', () => {
  it('refuses a course the caller has no role in (asked of Learn), and stores nothing', async () => {
    // Prof. Osei teaches CHEM201, not BIO101.
    const res = await publish('instructor2', [ev('chem-1', { courseId: CHEM.id }), ev('bio-1')]);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ message: format(m.courseRefused, { course: BIO.id }) });
    expect(await rows()).toEqual([]);
  });

  it('stores the course as Learn’s primary id, however it was named', async () => {
    await ok(await publish('student', [ev('by-uuid', { courseId: BIO.uuid }), ev('by-id')]));
    expect((await rows()).map((r) => r.course_id)).toEqual([BIO.id, BIO.id]);
  });

  it('asks Learn at most once per course, and refuses a batch naming more than 50 courses', async () => {
    const learn = app.sandboxes.get(SITE)!.state.requestLog;
    learn.clear();
    await ok(
      await publish(
        'student',
        Array.from({ length: 30 }, (_, i) => ev(`many-${i}`)),
      ),
    );
    // At most once: a course role proven a moment ago (earlier tests here) is not asked again (identity/trust.ts).
    expect(learn.count('GET /learn/api/public/v1/courses/{courseId}/users/{userId}')).toBeLessThanOrEqual(1);
    const many = Array.from({ length: 51 }, (_, i) => ev(`c-${i}`, { courseId: `_${7000 + i}_1` }));
    const res = await publish('student', many);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: format(m.tooManyCourses, { max: 50 }) });
  });
});
