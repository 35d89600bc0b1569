import { DEMO } from '@tools/sandbox';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sharedDb } from '@tools/server-core/test/harness.ts';
import { keptToken } from '@tools/server-core/test/kept-token.ts';
import { sandboxApp } from '@tools/server-core/test/sandbox-app.ts';
import type { Db } from '@tools/server-core/db/types.ts';

/**
 * Rows of the Grade Hurdle authorization matrix that authorization.test.ts does not cover: two
 * Learn sites with the same seeded ids (BIO101 has the same id on both), and the admin writes asking
 * Learn again instead of trusting the identity cached by an earlier read.
 */
const SITE_A = 'https://learn.test';
const SITE_B = 'https://other-learn.test';
const BIO = DEMO.courses.bio101.id;
const STUDENT = DEMO.users.student.id;
const record = {
  courseId: BIO,
  runId: 'run-1',
  items: [
    {
      userId: STUDENT,
      columnId: '_77_1',
      status: 'written',
      previous: { gradeNotationId: null, text: '5', score: null },
      written: { gradeNotationId: '_3_1', text: '3', score: null },
    },
  ],
};

let db: Db;
let app: ReturnType<typeof sandboxApp>;
const status = async (res: Response) => [res.status, await res.json()] as const;
const stored = () =>
  db.query<{ platform: string; status: string }>('select platform, status from grade_hurdle_associations');

beforeAll(async () => {
  db = (await sharedDb()).db;
});
beforeEach(async () => {
  await db.exec('truncate grade_hurdle_associations, grade_hurdle_writebacks');
  app = sandboxApp(db, [SITE_A, SITE_B]);
  expect(
    (await app.call('admin', 'PUT', '/grade-hurdle-associations', { CoursePk1: BIO, Status: 'Active' })).status,
  ).toBe(200);
});

describe('another Learn site with the same ids', () => {
  it('sees none of site A’s associations', async () => {
    expect(await status(await app.call('admin', 'GET', '/grade-hurdle-associations', undefined, SITE_B))).toEqual([
      200,
      { items: [], nextKey: null },
    ]);
    expect(
      await status(
        await app.call('instructor', 'GET', `/grade-hurdle-associations?courseId=${BIO}`, undefined, SITE_B),
      ),
    ).toEqual([404, { message: `Grade Hurdle is not enabled for course ${BIO}.` }]);
  });

  it('cannot record write-backs under site A’s enablement, nor delete or switch it off', async () => {
    expect((await app.call('instructor', 'POST', '/grade-hurdle-writebacks', record, SITE_B)).status).toBe(404);
    expect((await app.call('admin', 'DELETE', '/grade-hurdle-associations', { CoursePk1: BIO }, SITE_B)).status).toBe(
      404,
    );
    expect(
      (await app.call('admin', 'PATCH', '/grade-hurdle-associations', { CoursePk1: BIO, Status: 'Inactive' }, SITE_B))
        .status,
    ).toBe(404);
    expect(await stored()).toEqual([{ platform: SITE_A, status: 'Active' }]);
    expect(await db.query('select 1 from grade_hurdle_writebacks')).toEqual([]);
  });
});

describe('admin writes and privileged reads ask Learn again (a role revoked in Learn stops at once)', () => {
  it.each([
    ['PUT', { CoursePk1: BIO, Status: 'Inactive' }],
    ['POST', [{ CoursePk1: BIO, Status: 'Inactive' }]],
    ['PATCH', { CoursePk1: BIO, Status: 'Inactive' }],
    ['DELETE', { CoursePk1: BIO }],
  ] as const)('%s after GRADE_HURDLE_ADMIN is revoked: 403, nothing changed', async (method, body) => {
    const admin = keptToken(app, 'admin', SITE_A);
    expect((await admin.send('GET', '/grade-hurdle-associations')).status).toBe(200);
    admin.revoke('GRADE_HURDLE_ADMIN');
    // Neither may a privileged read (every course's associations): it asks Learn too (issue 21 §3).
    expect(await status(await admin.send('GET', '/grade-hurdle-associations'))).toEqual([
      403,
      { message: 'Listing every course needs the institution role GRADE_HURDLE_ADMIN; send courseId.' },
    ]);
    expect(await status(await admin.send(method, '/grade-hurdle-associations', body))).toEqual([
      403,
      { message: 'This action needs the institution role GRADE_HURDLE_ADMIN.' },
    ]);
    expect(await stored()).toEqual([{ platform: SITE_A, status: 'Active' }]);
  });
});
