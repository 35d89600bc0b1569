import { DEMO } from '@tools/sandbox';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sharedDb } from '@tools/server-core/test/shared-db.ts';
import { sandboxApp } from '@tools/server-core/test/sandbox-app.ts';
import type { Db } from '@tools/server-core/db/types.ts';

const BIO = DEMO.courses.bio101.id;
const AVA = DEMO.users.student.id;
const LIAM = DEMO.users.student2.id;
/** A third student: records do not look the student up. */
const NOAH = '_9999_1';
let db: Db;
let call: ReturnType<typeof sandboxApp>['call'];
beforeAll(async () => {
  db = (await sharedDb()).db;
  ({ call } = sandboxApp(db));
});
beforeEach(async () => {
  await db.exec('truncate grade_hurdle_associations, grade_hurdle_writebacks');
});
const body = async (res: Response) => {
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as { items: Record<string, unknown>[] };
};
const enable = () => call('admin', 'PUT', '/grade-hurdle-associations', { CoursePk1: BIO });
const SUB_RULES = [
  { id: 'exam', type: 'SCORE_BELOW_PERCENT', contentId: '_901_1', thresholdPercent: 50 },
  { id: 'lab', type: 'NOT_SUBMITTED', contentId: '_902_1' },
];

describe('associations', () => {
  it('a course without an association, or with an Inactive one, is not enabled (404) for its members', async () => {
    const missing = await call('instructor', 'GET', `/grade-hurdle-associations?courseId=${BIO}`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: `Grade Hurdle is not enabled for course ${BIO}.` });
    await call('admin', 'PUT', '/grade-hurdle-associations', { CoursePk1: BIO, Status: 'Inactive' });
    expect((await call('student', 'GET', `/grade-hurdle-associations?courseId=${BIO}`)).status).toBe(404);
    // The admin still sees it, to turn it on again.
    expect((await body(await call('admin', 'GET', `/grade-hurdle-associations?courseId=${BIO}`))).items).toMatchObject([
      { coursePk1: BIO, status: 'Inactive' },
    ]);
  });

  it('PUT starts a course Active with the spec defaults; answers in the spec casing', async () => {
    const saved = await body(await enable());
    expect(saved.items).toEqual([
      {
        coursePk1: BIO,
        status: 'Active',
        subRules: [],
        logic: 'AND',
        mapping: null,
        performanceScoreId: null,
        performanceScoreIds: {},
        version: 1,
        updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
    ]);
  });

  it('accepts either casing on input (spec §3)', async () => {
    await enable();
    const lower = await body(
      await call('instructor', 'PATCH', '/grade-hurdle-associations', {
        coursePk1: BIO,
        subRules: SUB_RULES,
        logic: 'OR',
      }),
    );
    expect(lower.items[0]).toMatchObject({ subRules: SUB_RULES, logic: 'OR', version: 2 });
    const upper = await body(
      await call('instructor', 'PATCH', '/grade-hurdle-associations', { CoursePk1: BIO, Logic: 'AND' }),
    );
    expect(upper.items[0]).toMatchObject({ subRules: SUB_RULES, logic: 'AND', version: 3 });
  });

  it('refuses unknown fields, bad sub-rules and mappings with a specific message', async () => {
    await enable();
    const cases: [unknown, string][] = [
      [{ CoursePk1: BIO, Logic: 'XOR' }, 'Invalid request body: Logic: Logic must be AND or OR.'],
      [
        { CoursePk1: BIO, SubRules: [{ id: 'x', type: 'SCORE_BELOW_PERCENT', contentId: '_1_1' }] },
        'Invalid request body: SubRules.0.thresholdPercent: required for SCORE_BELOW_PERCENT',
      ],
      [
        {
          CoursePk1: BIO,
          SubRules: [{ id: 'x', type: 'SCORE_BELOW_PERCENT', contentId: '_1_1', thresholdPercent: 101 }],
        },
        'Invalid request body: SubRules.0.thresholdPercent: thresholdPercent must be between 0 and 100',
      ],
      [
        { CoursePk1: BIO, Mapping: [{ fromMin: 5, fromMax: 4, to: 3 }] },
        'Invalid request body: Mapping.0: fromMin must not be above fromMax',
      ],
      [
        { CoursePk1: BIO, Mapping: [{ fromMin: 0, fromMax: 4, to: 3 }] },
        'Invalid request body: Mapping.0.fromMin: fromMin must be between 1 and 7',
      ],
      [
        { CoursePk1: BIO },
        'Send at least one of Status, SubRules, Logic, Mapping, PerformanceScoreId, PerformanceScoreIds.',
      ],
    ];
    for (const [patch, message] of cases) {
      const res = await call('instructor', 'PATCH', '/grade-hurdle-associations', patch);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ message });
    }
    const unknown = await call('instructor', 'PATCH', '/grade-hurdle-associations', { CoursePk1: BIO, Rules: [] });
    expect(unknown.status).toBe(400);
  });

  it('two instructors saving from the same version: the second gets 409 and nothing of theirs is lost silently', async () => {
    const { items } = await body(await enable());
    const loaded = items[0]!.version as number;
    expect(
      (
        await call('instructor', 'PATCH', '/grade-hurdle-associations', {
          CoursePk1: BIO,
          SubRules: SUB_RULES,
          Version: loaded,
        })
      ).status,
    ).toBe(200);
    const stale = await call('instructor', 'PATCH', '/grade-hurdle-associations', {
      CoursePk1: BIO,
      Logic: 'OR',
      Version: loaded,
    });
    expect(stale.status).toBe(409);
    expect(await stale.json()).toEqual({
      message: `The Grade Hurdle association of course ${BIO} was changed by someone else since you loaded it. Reload to see their version.`,
    });
    const now = await body(await call('instructor', 'GET', `/grade-hurdle-associations?courseId=${BIO}`));
    expect(now.items[0]).toMatchObject({ subRules: SUB_RULES, logic: 'AND', version: loaded + 1 });
  });

  it('merges written grade ids per student; students get the policy without them', async () => {
    await enable();
    await call('instructor', 'PATCH', '/grade-hurdle-associations', {
      CoursePk1: BIO,
      PerformanceScoreIds: { [AVA]: '_1_1' },
    });
    await call('instructor', 'PATCH', '/grade-hurdle-associations', {
      CoursePk1: BIO,
      PerformanceScoreIds: { [LIAM]: '_2_1' },
    });
    const teacher = await body(await call('instructor', 'GET', `/grade-hurdle-associations?courseId=${BIO}`));
    expect(teacher.items[0]!.performanceScoreIds).toEqual({ [AVA]: '_1_1', [LIAM]: '_2_1' });
    const student = await body(await call('student', 'GET', `/grade-hurdle-associations?courseId=${BIO}`));
    expect(student.items[0]).not.toHaveProperty('performanceScoreIds');
    expect(student.items[0]).toMatchObject({ coursePk1: BIO, logic: 'AND' });
  });

  it('POST creates several; an existing course keeps its rules; DELETE of a missing course is 404', async () => {
    await enable();
    await call('instructor', 'PATCH', '/grade-hurdle-associations', { CoursePk1: BIO, SubRules: SUB_RULES });
    const chem = DEMO.courses.chem201.id;
    const saved = await body(
      await call('admin', 'POST', '/grade-hurdle-associations', [
        { CoursePk1: BIO, Status: 'Inactive' },
        { coursePk1: chem },
      ]),
    );
    expect(saved.items.map((a) => [a.coursePk1, a.status, (a.subRules as unknown[]).length])).toEqual([
      [BIO, 'Inactive', 2],
      [chem, 'Active', 0],
    ]);
    const all = await body(await call('admin', 'GET', '/grade-hurdle-associations?limit=1'));
    expect(all.items).toHaveLength(1);
    expect((await call('admin', 'DELETE', '/grade-hurdle-associations', { CoursePk1: '_404_1' })).status).toBe(404);
  });
});

describe('write-back records', () => {
  const item = (userId: string, status: 'pending' | 'written' | 'failed', to = '_3_1') => ({
    userId,
    columnId: '_77_1',
    status,
    previous: { gradeNotationId: null, text: '5', score: null },
    written: { gradeNotationId: to, text: '3', score: null },
    ...(status === 'failed' ? { reason: 'Learn answered 500' } : {}),
  });

  it('records a run, keeps the first previous grade on a retry, lists it and marks undone', async () => {
    await enable();
    const post = (items: unknown[]) =>
      call('instructor', 'POST', '/grade-hurdle-writebacks', { courseId: BIO, runId: 'run-1', items });
    expect(await (await post([item(AVA, 'written'), item(LIAM, 'failed')])).json()).toEqual({ recorded: 2 });
    // The retry of Liam succeeds: the record shows written, and an undo restores what was there first.
    await post([{ ...item(LIAM, 'written'), previous: { gradeNotationId: '_9_9', text: 'x', score: null } }]);
    const run = await body(await call('instructor', 'GET', `/grade-hurdle-writebacks?courseId=${BIO}&runId=run-1`));
    expect(run.items.map((w) => [w.userId, w.status, (w.previous as { text: string }).text])).toEqual(
      [
        [AVA, 'written', '5'],
        [LIAM, 'written', '5'],
      ].sort(),
    );
    expect(run.items[0]).toMatchObject({ writtenBy: DEMO.users.instructor.id, undoneAt: null });
    expect(
      await (
        await call('instructor', 'POST', '/grade-hurdle-writebacks/undone', {
          courseId: BIO,
          runId: 'run-1',
          userIds: [AVA],
        })
      ).json(),
    ).toEqual({ recorded: 1 });
    const runs = (await (await call('instructor', 'GET', `/grade-hurdle-runs?courseId=${BIO}`)).json()) as {
      items: unknown[];
    };
    expect(runs.items).toEqual([
      {
        runId: 'run-1',
        startedAt: expect.any(String),
        writtenBy: DEMO.users.instructor.id,
        written: 1,
        failed: 0,
        undone: 1,
        pending: 0,
      },
    ]);
  });

  it('keeps a plan recorded before writing (pending): outcomes replace it, never the other way round (issue 22 §3)', async () => {
    await enable();
    const post = (items: unknown[]) =>
      call('instructor', 'POST', '/grade-hurdle-writebacks', { courseId: BIO, runId: 'run-2', items });
    const plan = [item(AVA, 'pending'), item(LIAM, 'pending'), item(NOAH, 'pending')];
    expect((await post(plan)).status).toBe(200);
    // Ava's outcome arrives; a plan sent again late (a retried request) does not undo it.
    await post([item(AVA, 'written')]);
    await post(plan);
    const statuses = async () =>
      Object.fromEntries(
        (await body(await call('instructor', 'GET', `/grade-hurdle-writebacks?courseId=${BIO}&runId=run-2`))).items.map(
          (w) => [w.userId, w.status],
        ),
      );
    expect(await statuses()).toEqual({ [AVA]: 'written', [LIAM]: 'pending', [NOAH]: 'pending' });
    const runs = (await (await call('instructor', 'GET', `/grade-hurdle-runs?courseId=${BIO}`)).json()) as {
      items: { written: number; pending: number }[];
    };
    expect(runs.items[0]).toMatchObject({ written: 1, pending: 2 });
    // Undo marks restored records, pending ones included; a late outcome changes an undone record no more.
    await call('instructor', 'POST', '/grade-hurdle-writebacks/undone', {
      courseId: BIO,
      runId: 'run-2',
      userIds: [LIAM],
    });
    await post([item(LIAM, 'written')]);
    expect(await statuses()).toEqual({ [AVA]: 'written', [LIAM]: 'undone', [NOAH]: 'pending' });
    // Only written outcomes publish a `hurdle.written-back` event.
    const events = await db.query<{ n: string }>(
      "select count(*)::text as n from events where type = 'hurdle.written-back' and payload->>'runId' = 'run-2'",
    );
    expect(events).toEqual([{ n: '2' }]);
  });

  it('needs the tool enabled for the course', async () => {
    const res = await call('instructor', 'POST', '/grade-hurdle-writebacks', {
      courseId: BIO,
      runId: 'run-1',
      items: [item(AVA, 'written')],
    });
    expect(res.status).toBe(404);
  });
});
