import { DEMO } from '@tools/sandbox';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sharedDb } from '@tools/server-core/test/shared-db.ts';
import { sandboxApp, type SandboxPersona } from '@tools/server-core/test/sandbox-app.ts';
import type { Db } from '@tools/server-core/db/types.ts';

/**
 * The authorization matrix of every Grade Hurdle endpoint, with the Learn sandbox answering who
 * is who: Ava (student of BIO101), Hannah Levi (TA in BIO101), David Osei (instructor of
 * CHEM201 only), Margaret Ellis (instructor of BIO101), Sam Carter (GRADE_HURDLE_ADMIN, in no
 * course), and no token at all.
 */
const BIO = DEMO.courses.bio101.id;
let db: Db;
let call: ReturnType<typeof sandboxApp>['call'];
beforeAll(async () => {
  db = (await sharedDb()).db;
  ({ call } = sandboxApp(db));
});
beforeEach(async () => {
  await db.exec('truncate grade_hurdle_associations, grade_hurdle_writebacks');
  expect((await call('admin', 'PUT', '/grade-hurdle-associations', { coursePk1: BIO })).status).toBe(200);
});

type Who = SandboxPersona | null;
const WHO: Who[] = [null, 'student', 'instructor3', 'instructor2', 'instructor', 'admin'];
const rules = { CoursePk1: BIO, SubRules: [{ id: 'r1', type: 'NOT_SUBMITTED', contentId: '_900_1' }], Logic: 'AND' };
const record = {
  courseId: BIO,
  runId: 'run-1',
  items: [
    {
      userId: DEMO.users.student.id,
      columnId: '_77_1',
      status: 'written',
      previous: { gradeNotationId: null, text: '5', score: null },
      written: { gradeNotationId: '_3_1', text: '3', score: null },
    },
  ],
};

// Expected status for: no token, student, TA, instructor of another course, instructor, admin.
const MATRIX: [string, string, string, unknown, number[]][] = [
  ['GET one course', 'GET', `/grade-hurdle-associations?courseId=${BIO}`, undefined, [401, 200, 200, 403, 200, 200]],
  ['GET every course', 'GET', '/grade-hurdle-associations', undefined, [401, 403, 403, 403, 403, 200]],
  ['PATCH rules', 'PATCH', '/grade-hurdle-associations', rules, [401, 403, 403, 403, 200, 403]],
  [
    'PATCH status',
    'PATCH',
    '/grade-hurdle-associations',
    { CoursePk1: BIO, Status: 'Inactive' },
    [401, 403, 403, 403, 403, 200],
  ],
  ['PUT', 'PUT', '/grade-hurdle-associations', { CoursePk1: BIO, Status: 'Active' }, [401, 403, 403, 403, 403, 200]],
  ['POST', 'POST', '/grade-hurdle-associations', [{ coursePk1: BIO }], [401, 403, 403, 403, 403, 200]],
  ['DELETE', 'DELETE', '/grade-hurdle-associations', { CoursePk1: BIO }, [401, 403, 403, 403, 403, 200]],
  ['record a write-back', 'POST', '/grade-hurdle-writebacks', record, [401, 403, 403, 403, 200, 403]],
  [
    'list a run',
    'GET',
    `/grade-hurdle-writebacks?courseId=${BIO}&runId=run-1`,
    undefined,
    [401, 403, 403, 403, 200, 403],
  ],
  ['list runs', 'GET', `/grade-hurdle-runs?courseId=${BIO}`, undefined, [401, 403, 403, 403, 200, 403]],
  [
    'mark undone',
    'POST',
    '/grade-hurdle-writebacks/undone',
    { courseId: BIO, runId: 'run-1', userIds: [DEMO.users.student.id] },
    [401, 403, 403, 403, 200, 403],
  ],
];

describe.each(MATRIX)('%s', (_name, method, path, body, expected) => {
  it.each(WHO.map((who, i) => [who ?? 'no token', who, expected[i]] as const))(
    '%s -> %s',
    async (_label, who, status) => {
      const res = await call(who, method, path, body);
      expect(res.status, await res.clone().text()).toBe(status);
    },
  );
});
