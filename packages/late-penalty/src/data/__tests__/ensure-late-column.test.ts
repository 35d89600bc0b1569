import { createLearnClient, createGradebookColumn } from '@tools/learn-api';
import { DEMO } from '@tools/sandbox';
import { LEARN_URL, sandbox } from '@tools/testing';
import { describe, expect, it } from 'vitest';
import { ensureLateColumn } from '../apply.ts';

/**
 * The 'Late Penalties' column is created at most once per course, however many runs create it at
 * the same moment (issue 22 §1): each looks again right before creating and right after, and all
 * keep the oldest. Learn is the sandbox, reached over fetch like the browser does.
 */
const BIO = DEMO.courses.bio101.id;
const POST_COLUMN = 'POST /learn/api/public/v2/courses/{courseId}/gradebook/columns';

/** A browser of its own: a Learn client with a fresh token of the persona. */
const browser = (userId: string) =>
  createLearnClient({ baseUrl: LEARN_URL, token: sandbox().state.issueToken(userId), retry: { limit: 0 } });
const lateColumns = () =>
  sandbox()
    .state.store.columnsOfCourse(BIO)
    .filter((c) => c.name.toLowerCase() === 'late penalties')
    .map((c) => c.id);

describe('ensureLateColumn', () => {
  it('leaves one column when three runs create it at once, and every run writes to that one', async () => {
    const runs = await Promise.all([1, 2, 3].map(() => ensureLateColumn(browser(DEMO.users.instructor.id), BIO)));
    const columns = lateColumns();
    expect(columns).toHaveLength(1);
    expect(runs.map((r) => r.column.id)).toEqual([columns[0], columns[0], columns[0]]);
    expect(runs.filter((r) => r.created)).toHaveLength(1);
    // Each created one (the look before found none for any of them); the extra two were deleted.
    expect(sandbox().state.requestLog.count(POST_COLUMN)).toBe(3);
  });

  it('looks again right before creating: a column made since the preview is reused, not doubled', async () => {
    const other = browser(DEMO.users.instructor.id);
    await createGradebookColumn(other, {
      courseRef: BIO,
      column: { name: 'late penalties', score: { possible: 0 }, availability: { available: 'Yes' } },
    } as Parameters<typeof createGradebookColumn>[1]);
    const run = await ensureLateColumn(browser(DEMO.users.instructor.id), BIO);
    expect(run.created).toBe(false);
    expect(lateColumns()).toEqual([run.column.id]);
  });

  it('picks the oldest of columns doubled by an earlier race, and creates nothing', async () => {
    const client = browser(DEMO.users.instructor.id);
    const make = () =>
      createGradebookColumn(client, {
        courseRef: BIO,
        column: { name: 'Late Penalties', score: { possible: 0 }, availability: { available: 'Yes' } },
      } as Parameters<typeof createGradebookColumn>[1]);
    const first = await make();
    await make();
    sandbox().state.requestLog.clear();
    const run = await ensureLateColumn(client, BIO);
    expect(run).toMatchObject({ created: false, column: { id: first.id } });
    expect(sandbox().state.requestLog.count(POST_COLUMN)).toBe(0);
  });
});
