import { DEMO } from '@tools/sandbox';
import { beforeAll, describe, expect, it } from 'vitest';
import { sharedDb } from '@tools/server-core/test/shared-db.ts';
import { sandboxApp } from '@tools/server-core/test/sandbox-app.ts';

/**
 * Two Learn sites with the same seeded data, so the same Learn ids (`_300_1`, `_1_1`) mean
 * different courses and people on each. One server serves both; nothing of site A may be
 * seen or changed from site B.
 */
const SITE_A = 'https://learn-a.test';
const SITE_B = 'https://learn-b.test';

let call: ReturnType<typeof sandboxApp>['call'];
const on = (site: string, persona: 'admin' | 'instructor' | 'student', method: string, path: string, body?: unknown) =>
  call(persona, method, path, body, site);
const json = async (res: Response) => {
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as Record<string, unknown>;
};

const COURSE = DEMO.courses.bio101.id;
const STUDENT = DEMO.users.student.id;
const RULE = { Code: '10-percent-penalty-each-day-late', Label: '10% penalty each day late', Status: 'Active' };

beforeAll(async () => {
  const { db } = await sharedDb();
  ({ call } = sandboxApp(db, [SITE_A, SITE_B]));
  // Site A: a rule, BIO101's research essay under it, an override and an applied penalty for Ava.
  await json(await on(SITE_A, 'admin', 'POST', '/late-penalty-rules', [RULE]));
  await json(
    await on(SITE_A, 'instructor', 'POST', '/late-penalty-associations', [
      { CourseId: COURSE, ContentItemId: '_900_1', Rule: RULE.Code, Overrides: { [STUDENT]: 2 } },
    ]),
  );
  await json(
    await on(SITE_A, 'instructor', 'POST', '/late-penalty-snapshots', {
      CourseId: COURSE,
      Items: [{ ContentItemId: '_900_1', UserId: STUDENT, Points: 3, RuleCode: RULE.Code, FirstName: 'Ava' }],
    }),
  );
});

describe('one server, two Learn sites with the same ids', () => {
  it('site B sees none of site A’s rules, associations or penalties', async () => {
    expect(await json(await on(SITE_B, 'admin', 'GET', '/late-penalty-rules'))).toEqual({ items: [], nextKey: null });
    expect(await json(await on(SITE_B, 'student', 'GET', `/late-penalty-associations?courseId=${COURSE}`))).toEqual({
      items: [],
      nextKey: null,
    });
    expect(await json(await on(SITE_B, 'student', 'GET', `/late-penalty-penalties?courseId=${COURSE}`))).toEqual({
      items: [],
      nextKey: null,
    });
    expect(await json(await on(SITE_B, 'admin', 'GET', '/late-penalty-penalties'))).toEqual({
      items: [],
      nextKey: null,
    });
  });

  it('site A’s student still sees their own penalty', async () => {
    const penalties = await json(await on(SITE_A, 'student', 'GET', `/late-penalty-penalties?courseId=${COURSE}`));
    expect(penalties.items).toMatchObject([{ userId: STUDENT, points: 3, courseId: COURSE }]);
  });

  it('site B’s instructor cannot delete site A’s data, and cannot attach site A’s rule', async () => {
    expect(
      await json(await on(SITE_B, 'instructor', 'DELETE', '/late-penalty-associations/course', { CourseId: COURSE })),
    ).toMatchObject({ deleted: 0, overrides: 0, penalties: 0 });
    expect(
      await json(
        await on(SITE_B, 'instructor', 'DELETE', '/late-penalty-associations', {
          CourseId: COURSE,
          ContentItemId: '_900_1',
        }),
      ),
    ).toMatchObject({ deleted: 0, overrides: 0, penalties: 0 });
    const attach = await on(SITE_B, 'instructor', 'POST', '/late-penalty-associations', [
      { CourseId: COURSE, ContentItemId: '_900_1', Rule: RULE.Code },
    ]);
    expect(attach.status).toBe(400);
    expect(await attach.json()).toEqual({
      message: `Invalid request body: 0.Rule: no rule with code ${RULE.Code}`,
    });
    const stillThere = await json(
      await on(SITE_A, 'instructor', 'GET', `/late-penalty-associations?courseId=${COURSE}`),
    );
    expect(stillThere.items).toMatchObject([{ ContentItemId: '_900_1', Overrides: { [STUDENT]: 2 } }]);
  });

  it('site B’s admin deleting all rules leaves site A’s rules alone', async () => {
    expect(await json(await on(SITE_B, 'admin', 'DELETE', '/late-penalty-rules/all'))).toEqual({ deleted: 0 });
    const rules = await json(await on(SITE_A, 'admin', 'GET', '/late-penalty-rules'));
    expect(rules.items).toMatchObject([{ Code: RULE.Code }]);
  });

  it('the same rule code can exist on both sites independently', async () => {
    await json(await on(SITE_B, 'admin', 'POST', '/late-penalty-rules', [{ ...RULE, Status: 'Inactive' }]));
    expect((await json(await on(SITE_A, 'admin', 'GET', '/late-penalty-rules'))).items).toMatchObject([
      { Code: RULE.Code, Status: 'Active' },
    ]);
    expect((await json(await on(SITE_B, 'admin', 'GET', '/late-penalty-rules'))).items).toMatchObject([
      { Code: RULE.Code, Status: 'Inactive' },
    ]);
  });
});
