import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createHarness, sharedDb } from '@tools/server-core/test/harness.ts';
import type { Db } from '@tools/server-core/db/types.ts';
import { as, COURSE, latePenaltyLearn, LEARNER, LEARNER2, type Persona } from './personas.ts';

/** Issue 24: deletions that can be undone, who set an override, what the student is shown, a course default rule. */
let db: Db;
let app: Awaited<ReturnType<typeof createHarness>>['app'];
let clock: { now: Date };
beforeAll(async () => {
  db = (await sharedDb()).db;
});
beforeEach(async () => {
  ({ app, clock } = await createHarness({ db, ...latePenaltyLearn }));
  await app.request('/late-penalty-rules', as('admin'));
  await db.exec(
    `truncate late_penalty_rules, late_penalty_associations, late_penalty_overrides, late_penalty_snapshots,
       late_penalty_trash, late_penalty_course_defaults`,
  );
  await send('POST', '/late-penalty-rules', 'admin', [R1, R2]);
});

const send = (method: string, path: string, persona: Persona, body?: unknown) =>
  app.request(path, { method, ...as(persona, body) });
const json = async (res: Response) => (await res.json()) as Record<string, unknown>;
const R1 = { Code: '10-percent-penalty-each-day-late', Label: '10% penalty each day late', Status: 'Active' };
const R2 = { Code: '2-points-penalty-each-day-late', Label: '2 points penalty each day late', Status: 'Active' };
const assoc = (item: string, extra: Record<string, unknown> = {}) => ({
  CourseId: COURSE,
  ContentItemId: item,
  Rule: R1.Code,
  ...extra,
});
const list = async (persona: Persona = 'teacher') =>
  (await json(await send('GET', `/late-penalty-associations?courseId=${COURSE}`, persona))).items as {
    ContentItemId: string;
    Rule: string;
    Status: string;
    Overrides: Record<string, number>;
    Penalties: Record<string, number>;
    OverriddenBy?: Record<string, string>;
    Applied?: Record<string, { AttemptDate: string | null; Explanation: string }>;
  }[];

async function seedCourse() {
  await send('POST', '/late-penalty-associations', 'teacher', [
    assoc('_100_1', { Overrides: { [LEARNER]: 1 }, Penalties: { [LEARNER]: 2, [LEARNER2]: 3 } }),
    assoc('_200_1', { Rule: R2.Code }),
  ]);
  await send('PUT', '/late-penalty-course-default', 'teacher', { CourseId: COURSE, Rule: R2.Code });
}

describe('Delete all and Clear can be undone', () => {
  it('Delete all answers the counts and a restore id; Undo puts rules, overrides, penalties and the default back', async () => {
    await seedCourse();
    const removed = await json(
      await send('DELETE', '/late-penalty-associations/course', 'teacher', { CourseId: COURSE }),
    );
    expect(removed).toEqual({
      deleted: 2,
      overrides: 1,
      penalties: 2,
      restoreId: expect.any(String),
      restorableUntil: new Date(clock.now.getTime() + 24 * 3_600_000).toISOString(),
    });
    expect(await list()).toEqual([]);
    expect(await json(await send('GET', `/late-penalty-course-default?courseId=${COURSE}`, 'teacher'))).toEqual({
      CourseId: COURSE,
      Rule: null,
    });

    const body = { CourseId: COURSE, RestoreId: removed.restoreId };
    expect((await send('POST', '/late-penalty-associations/restore', 'learner', body)).status).toBe(403);
    expect(await json(await send('POST', '/late-penalty-associations/restore', 'teacher', body))).toEqual({
      restored: 2,
      skipped: 0,
    });
    const back = await list();
    expect(back.map((a) => [a.ContentItemId, a.Rule])).toEqual([
      ['_100_1', R1.Code],
      ['_200_1', R2.Code],
    ]);
    expect(back[0]?.Overrides).toEqual({ [LEARNER]: 1 });
    expect(back[0]?.Penalties).toEqual({ [LEARNER]: 2, [LEARNER2]: 3 });
    expect(await json(await send('GET', `/late-penalty-course-default?courseId=${COURSE}`, 'teacher'))).toEqual({
      CourseId: COURSE,
      Rule: R2.Code,
    });
    // Undo works once.
    const again = await send('POST', '/late-penalty-associations/restore', 'teacher', body);
    expect(again.status).toBe(410);
    expect(await again.json()).toEqual({
      message: 'This deletion can no longer be undone: undo lasts 24 hours, once.',
    });
  });

  it('a Clear is restorable for 24 hours, not after', async () => {
    await seedCourse();
    const removed = await json(
      await send('DELETE', '/late-penalty-associations', 'teacher', { CourseId: COURSE, ContentItemId: '_100_1' }),
    );
    expect(removed).toEqual(expect.objectContaining({ deleted: 1, overrides: 1, penalties: 2 }));
    // A day and a second later (the trash row ages; Learn tokens of the harness would expire with the clock).
    await db.exec(`update late_penalty_trash set deleted_at = deleted_at - interval '24 hours 1 second'`);
    const late = await send('POST', '/late-penalty-associations/restore', 'teacher', {
      CourseId: COURSE,
      RestoreId: removed.restoreId,
    });
    expect(late.status).toBe(410);
    expect((await list()).map((a) => a.ContentItemId)).toEqual(['_200_1']);
  });

  it('an assignment given a new rule since the deletion keeps the new rule (Undo skips it)', async () => {
    await seedCourse();
    const removed = await json(
      await send('DELETE', '/late-penalty-associations', 'teacher', { CourseId: COURSE, ContentItemId: '_100_1' }),
    );
    await send('POST', '/late-penalty-associations', 'teacher', [assoc('_100_1', { Rule: R2.Code })]);
    expect(
      await json(
        await send('POST', '/late-penalty-associations/restore', 'teacher', {
          CourseId: COURSE,
          RestoreId: removed.restoreId,
        }),
      ),
    ).toEqual({ restored: 0, skipped: 1 });
    const [item] = await list();
    expect(item).toEqual(expect.objectContaining({ Rule: R2.Code, Overrides: {}, Penalties: {} }));
  });

  it('a restore id of another course restores nothing', async () => {
    await seedCourse();
    const removed = await json(
      await send('DELETE', '/late-penalty-associations/course', 'teacher', { CourseId: COURSE }),
    );
    const other = await send('POST', '/late-penalty-associations/restore', 'teacher', {
      CourseId: '_999_1',
      RestoreId: removed.restoreId,
    });
    expect(other.status).toBe(403);
    expect(await list()).toEqual([]);
  });
});

describe('what a student is shown', () => {
  it('lists who set an override and the submission time and calculation of the applied penalty', async () => {
    await seedCourse();
    await send('POST', '/late-penalty-overrides', 'teacher', {
      CourseId: COURSE,
      ContentItemId: '_100_1',
      UserId: LEARNER,
      Points: 0.5,
    });
    await send('POST', '/late-penalty-snapshots', 'teacher', {
      CourseId: COURSE,
      Items: [
        {
          ContentItemId: '_100_1',
          UserId: LEARNER,
          Points: 4,
          AttemptDate: '2026-03-05T10:00:00.000Z',
          Explanation: '2 days late x 2 pts = 4',
        },
      ],
    });
    const [item] = await list('learner');
    expect(item?.Overrides).toEqual({ [LEARNER]: 0.5 });
    expect(item?.OverriddenBy).toEqual({ [LEARNER]: 'Margaret Ellis' });
    expect(item?.Applied).toEqual({
      [LEARNER]: { AttemptDate: '2026-03-05T10:00:00.000Z', Explanation: '2 days late x 2 pts = 4' },
    });
  });
});

describe('course default rule', () => {
  it('members read it, instructors set and clear it; an unknown rule is refused', async () => {
    const get = async (p: Persona) => json(await send('GET', `/late-penalty-course-default?courseId=${COURSE}`, p));
    expect(await get('learner')).toEqual({ CourseId: COURSE, Rule: null });
    expect(
      (await send('PUT', '/late-penalty-course-default', 'learner', { CourseId: COURSE, Rule: R1.Code })).status,
    ).toBe(403);
    const unknown = await send('PUT', '/late-penalty-course-default', 'teacher', { CourseId: COURSE, Rule: 'nope' });
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toEqual({ message: 'Invalid request body: Rule: no rule with code nope' });
    await send('PUT', '/late-penalty-course-default', 'teacher', { CourseId: COURSE, Rule: R1.Code });
    expect(await get('learner')).toEqual({ CourseId: COURSE, Rule: R1.Code });
    await send('PUT', '/late-penalty-course-default', 'teacher', { CourseId: COURSE, Rule: null });
    expect(await get('teacher')).toEqual({ CourseId: COURSE, Rule: null });
  });

  it('an override on an assignment the default covers is listed (Rule "", Status Default)', async () => {
    await send('PUT', '/late-penalty-course-default', 'teacher', { CourseId: COURSE, Rule: R1.Code });
    await send('POST', '/late-penalty-overrides', 'teacher', {
      CourseId: COURSE,
      ContentItemId: '_400_1',
      UserId: LEARNER,
      Points: 3,
    });
    expect(await list()).toEqual([
      expect.objectContaining({ ContentItemId: '_400_1', Rule: '', Status: 'Default', Overrides: { [LEARNER]: 3 } }),
    ]);
  });

  it('an exception to the default is an Inactive association', async () => {
    await send('POST', '/late-penalty-associations', 'teacher', [assoc('_300_1', { Status: 'Inactive' })]);
    expect((await list()).map((a) => [a.ContentItemId, a.Status])).toEqual([['_300_1', 'Inactive']]);
  });
});

describe('rule usage (the admin is told before changing a rule courses use)', () => {
  it('counts courses and assignments per rule, defaults included; admins only', async () => {
    await seedCourse();
    expect((await send('GET', '/late-penalty-rules/usage', 'teacher')).status).toBe(403);
    expect(await json(await send('GET', '/late-penalty-rules/usage', 'admin'))).toEqual({
      items: [
        { Code: R1.Code, Courses: 1, Assignments: 1 },
        { Code: R2.Code, Courses: 1, Assignments: 1 },
      ],
    });
  });
});
