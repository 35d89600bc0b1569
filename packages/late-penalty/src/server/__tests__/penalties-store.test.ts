import { describe, expect, it } from 'vitest';
import { tenantDb } from '@tools/server-core/db/tenant.ts';
import { sharedDb } from '@tools/server-core/test/shared-db.ts';
import type * as lp from '../../contracts.ts';
import { saveSnapshots } from '../penalties-store.ts';

/** The snapshot store in one statement per batch: what it returns is what events are published for. */
const item = (i: number, points: number): lp.PenaltySnapshot => ({
  ContentItemId: `_${900 + (i % 10)}_1`,
  UserId: `_${1000 + Math.floor(i / 10)}_1`,
  Points: points,
  Overridden: false,
  RuleCode: 'r10',
  RuleLabel: '',
  AssignmentTitle: 'Essay',
  FirstName: 'Ava',
  LastName: '',
  AttemptDate: null,
  Explanation: '',
});
const body = (course: string, items: lp.PenaltySnapshot[]): lp.SnapshotsBody => ({
  CourseId: course,
  CourseName: 'Biology',
  CourseCode: 'BIO101',
  TermId: '',
  TermName: '',
  Items: items,
});

describe('saveSnapshots', () => {
  it('stores a whole batch at once and returns only new penalties above nothing, then only changes', async () => {
    const db = tenantDb((await sharedDb()).db, 'https://store.test');
    const course = `_${Date.now()}_1`;
    const items = Array.from({ length: 2000 }, (_, i) => item(i, i % 4));
    const first = await saveSnapshots(db, body(course, items));
    expect(first).toHaveLength(1500); // a quarter are 0 points: stored, nothing applied
    expect(first.every((c) => c.revision === 1)).toBe(true);
    expect(await saveSnapshots(db, body(course, items))).toEqual([]);

    // One penalty changes; the same student's assignment sent twice counts as its last entry.
    const again = [...items, item(5, 7), item(5, 9)];
    const changed = await saveSnapshots(db, body(course, again));
    expect(changed).toEqual([{ item: item(5, 9), revision: 2 }]);
    // A zero penalty that becomes one is new to the student: revision 2 of its row.
    expect(await saveSnapshots(db, body(course, [item(0, 2)]))).toEqual([{ item: item(0, 2), revision: 2 }]);
    expect(await saveSnapshots(db, body(course, []))).toEqual([]);
  });
});
