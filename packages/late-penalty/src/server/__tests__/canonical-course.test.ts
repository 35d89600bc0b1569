import { DEMO } from '@tools/sandbox';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sharedDb } from '@tools/server-core/test/shared-db.ts';
import { sandboxApp } from '@tools/server-core/test/sandbox-app.ts';
import type { Db } from '@tools/server-core/db/types.ts';

/**
 * Issue 21 §3: late-penalty rows are keyed by Learn's primary course id, whatever reference the
 * screen sent (`_300_1` or the course's uuid), so one course has one set of snapshots and events.
 */
const SITE = 'https://learn.test';
const BIO = DEMO.courses.bio101;
const AVA = DEMO.users.student.id;
let db: Db;
let app: ReturnType<typeof sandboxApp>;

beforeAll(async () => {
  db = (await sharedDb()).db;
});
beforeEach(async () => {
  await db.exec('truncate events, late_penalty_snapshots, late_penalty_associations, late_penalty_rules cascade');
  app = sandboxApp(db, [SITE]);
});
const ok = async (res: Response) => {
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as Record<string, unknown> & { items: Record<string, unknown>[] };
};
const snapshots = (CourseId: string) => ({
  CourseId,
  CourseCode: 'BIO101',
  Items: [{ ContentItemId: '_900_1', UserId: AVA, Points: 3, RuleCode: 'r10', AssignmentTitle: 'Essay' }],
});

describe('one course, however it is named', () => {
  it('snapshots stored for the id and again for the uuid are one row and one event', async () => {
    await ok(await app.call('instructor', 'POST', '/late-penalty-snapshots', snapshots(BIO.id)));
    await ok(await app.call('instructor', 'POST', '/late-penalty-snapshots', snapshots(BIO.uuid)));
    expect(await db.query('select course_id from late_penalty_snapshots')).toEqual([{ course_id: BIO.id }]);
    expect(await db.query('select course_id from events')).toEqual([{ course_id: BIO.id }]);
    // Read back by either name.
    for (const ref of [BIO.id, BIO.uuid]) {
      const page = await ok(await app.call('instructor', 'GET', `/late-penalty-penalties?courseId=${ref}`));
      expect(page.items).toHaveLength(1);
    }
  });

  it('an association saved for the uuid is the course’s association, listed and deleted by its id', async () => {
    await ok(
      await app.call('admin', 'POST', '/late-penalty-rules', [
        { Code: 'r10', Label: '10% penalty each day late', Status: 'Active' },
      ]),
    );
    const saved = await ok(
      await app.call('instructor', 'POST', '/late-penalty-associations', [
        { CourseId: BIO.uuid, ContentItemId: '_900_1', Rule: 'r10' },
      ]),
    );
    expect(saved.items[0]).toMatchObject({ ID: `${BIO.id}:_900_1`, CourseId: BIO.id });
    const listed = await ok(await app.call('instructor', 'GET', `/late-penalty-associations?courseId=${BIO.uuid}`));
    expect(listed.items.map((a) => a.ID)).toEqual([`${BIO.id}:_900_1`]);
    await ok(await app.call('instructor', 'DELETE', '/late-penalty-associations/course', { CourseId: BIO.id }));
    expect(await db.query('select 1 from late_penalty_associations')).toEqual([]);
  });
});
