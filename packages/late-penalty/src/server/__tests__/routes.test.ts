import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createHarness, sharedDb } from '@tools/server-core/test/harness.ts';
import type { Db } from '@tools/server-core/db/types.ts';
import { DEMO } from '@tools/sandbox';
import { as, COURSE, latePenaltyLearn, OTHER_COURSE, type Persona, LEARNER, LEARNER2 } from './personas.ts';

let db: Db;
let app: Awaited<ReturnType<typeof createHarness>>['app'];
beforeAll(async () => {
  db = (await sharedDb()).db;
});
beforeEach(async () => {
  ({ app } = await createHarness({ db, ...latePenaltyLearn }));
  // First request applies the schema; then start each test from empty tables.
  await app.request('/late-penalty-rules', as('admin'));
  await db.exec(
    'truncate late_penalty_rules, late_penalty_associations, late_penalty_overrides, late_penalty_snapshots',
  );
});

const send = (method: string, path: string, persona: Persona, body?: unknown) =>
  app.request(path, { method, ...as(persona, body) });
const json = async (res: Response) => (await res.json()) as Record<string, unknown>;

const R1 = { Code: '10-percent-penalty-each-day-late', Label: '10% penalty each day late', Status: 'Active' };
const R2 = { Code: '5-points-penalty-each-day-late', Label: '5 points penalty each day late', Status: 'Inactive' };
const assoc = (extra: Record<string, unknown> = {}) => ({
  CourseId: COURSE,
  ContentItemId: '_100_1',
  Rule: R1.Code,
  Status: 'Active',
  ...extra,
});

async function seedRules() {
  expect((await send('POST', '/late-penalty-rules', 'admin', [R1, R2])).status).toBe(200);
}

describe('rules', () => {
  it.each<[Persona]>([['admin'], ['teacher'], ['learner'], ['ta']])('GET as %s lists the rules', async (persona) => {
    await seedRules();
    const res = await send('GET', '/late-penalty-rules', persona);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      items: [
        { ...R1, SortOrder: 1, Version: 1 },
        { ...R2, SortOrder: 2, Version: 1 },
      ],
      nextKey: null,
    });
  });

  it('GET without a token is 401', async () => {
    const res = await app.request('/late-penalty-rules');
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: 'Missing bearer token.' });
  });

  it('pages by limit and nextKey', async () => {
    const labels = [1, 2, 3, 4, 5].map((n) => ({
      Code: `r-${n}`,
      Label: `${n}% penalty each day late`,
      Status: 'Active',
    }));
    await send('POST', '/late-penalty-rules', 'admin', labels);
    const seen: string[] = [];
    let nextKey: string | null = null;
    let pages = 0;
    do {
      const query: string = new URLSearchParams({ limit: '2', ...(nextKey ? { nextKey } : {}) }).toString();
      const page = (await (await send('GET', `/late-penalty-rules?${query}`, 'teacher')).json()) as {
        items: { Code: string }[];
        nextKey: string | null;
      };
      seen.push(...page.items.map((i) => i.Code));
      nextKey = page.nextKey;
      pages += 1;
    } while (nextKey);
    expect(seen).toEqual(['r-1', 'r-2', 'r-3', 'r-4', 'r-5']);
    expect(pages).toBe(3);
  });

  it.each([
    ['limit=0', 'Invalid query: limit: limit must be at least 1'],
    ['limit=201', 'Invalid query: limit: limit must be at most 200'],
    ['limit=abc', 'Invalid query: limit: limit must be a whole number'],
    ['nextKey=%7Bnot-json', 'Invalid query: nextKey must be the JSON key returned by the previous page.'],
    ['nextKey=%7B%22x%22%3A1%7D', 'Invalid query: nextKey must be the JSON key returned by the previous page.'],
  ])('GET ?%s is 400', async (query, message) => {
    const res = await send('GET', `/late-penalty-rules?${query}`, 'admin');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message });
  });

  it.each<[Persona]>([['teacher'], ['learner'], ['ta']])('writes as %s are 403', async (persona) => {
    for (const [method, path, body] of [
      ['POST', '/late-penalty-rules', [R1]],
      ['POST', '/late-penalty-rules/bulk', { rules: [R1] }],
      ['DELETE', '/late-penalty-rules', { Code: R1.Code }],
      ['DELETE', '/late-penalty-rules/all', undefined],
    ] as const) {
      const res = await send(method, path, persona, body);
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(await res.json()).toEqual({ message: 'This action needs the institution role LATE_PENALTY_ADMIN.' });
    }
    expect(await (await send('GET', '/late-penalty-rules', 'admin')).json()).toEqual({ items: [], nextKey: null });
  });

  it.each([
    [
      [{ ...R1, Label: '150% penalty each day late' }],
      'Invalid request body: 0.Label: Percent must be between 0 and 100.',
    ],
    [
      [{ ...R1, Label: 'whenever late' }],
      expect.stringMatching(/^Invalid request body: 0\.Label: Unrecognized format\. Examples: /),
    ],
    [[{ ...R1, Label: '' }], 'Invalid request body: 0.Label: Label is required'],
    [[{ ...R1, Status: 'Paused' }], 'Invalid request body: 0.Status: Status must be Active or Inactive.'],
    [
      [{ ...R1, Code: 'has space' }],
      'Invalid request body: 0.Code: Code must be letters, digits, dashes or underscores',
    ],
    [[{ ...R1, Code: 'x'.repeat(61) }], 'Invalid request body: 0.Code: Code is too long (at most 60 characters)'],
    [[R1, R1], 'Invalid request body: Codes must be unique'],
    [[], 'Invalid request body: body must hold at least one rule'],
    [{ Code: 'a' }, 'Invalid request body: body must be an array of rules'],
  ])('POST %j is 400', async (body, message) => {
    const res = await send('POST', '/late-penalty-rules', 'admin', body);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message });
  });

  it('POST upserts by Code and keeps the SortOrder of existing rules', async () => {
    await seedRules();
    const res = await send('POST', '/late-penalty-rules', 'admin', [{ ...R1, Status: 'Inactive' }]);
    expect(await res.json()).toEqual({ items: [{ ...R1, Status: 'Inactive', SortOrder: 1, Version: 2 }] });
  });

  it('DELETE {Code} removes one rule; an unknown code is 404; delete all empties the table', async () => {
    await seedRules();
    expect(await json(await send('DELETE', '/late-penalty-rules', 'admin', { Code: R1.Code }))).toEqual({ deleted: 1 });
    const missing = await send('DELETE', '/late-penalty-rules', 'admin', { Code: R1.Code });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: `No rule with code ${R1.Code}.` });
    expect(await json(await send('DELETE', '/late-penalty-rules/all', 'admin'))).toEqual({ deleted: 1 });
  });

  it('bulk save upserts, renames (moving course associations) and deletes in one go', async () => {
    await seedRules();
    await send('POST', '/late-penalty-associations', 'teacher', [assoc()]);
    const renamed = { Code: '20-percent-penalty-each-day-late', Label: '20% penalty each day late', Status: 'Active' };
    const res = await send('POST', '/late-penalty-rules/bulk', 'admin', {
      rules: [renamed],
      renames: [{ from: R1.Code, to: renamed.Code }],
      deletes: [R2.Code],
    });
    expect(res.status).toBe(200);
    const rules = (await (await send('GET', '/late-penalty-rules', 'admin')).json()) as { items: { Code: string }[] };
    expect(rules.items.map((r) => r.Code)).toEqual([renamed.Code]);
    const list = (await (await send('GET', `/late-penalty-associations?courseId=${COURSE}`, 'teacher')).json()) as {
      items: { Rule: string }[];
    };
    expect(list.items.map((a) => a.Rule)).toEqual([renamed.Code]);
  });

  it('bulk save refuses a rename to a code it does not save', async () => {
    const res = await send('POST', '/late-penalty-rules/bulk', 'admin', {
      rules: [R1],
      renames: [{ from: 'old', to: 'other' }],
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      message: 'Invalid request body: renames: "other" must be one of the saved rules',
    });
  });
});

describe('associations, overrides and penalties', () => {
  beforeEach(seedRules);

  it('an instructor saves; students, TAs and non-instructors are refused', async () => {
    const ok = await send('POST', '/late-penalty-associations', 'teacher', [
      assoc({ ID: `${COURSE}:_100_1`, Overrides: { [LEARNER]: 2 } }),
    ]);
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({
      items: [
        {
          ID: `${COURSE}:_100_1`,
          CourseId: COURSE,
          ContentItemId: '_100_1',
          Rule: R1.Code,
          Status: 'Active',
          Overrides: { [LEARNER]: 2 },
          Penalties: {},
        },
      ],
    });
    for (const persona of ['learner', 'ta'] as const) {
      const res = await send('POST', '/late-penalty-associations', persona, [assoc()]);
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({
        message: `Only instructors of course ${COURSE} may change its late penalties.`,
      });
    }
    const admin = await send('POST', '/late-penalty-associations', 'admin', [assoc()]);
    expect(await admin.json()).toEqual({ message: 'You are not enrolled in this course.' });
    // The teacher is a Student in the other course: one bad course refuses the whole batch.
    const mixed = await send('POST', '/late-penalty-associations', 'teacher', [
      assoc({ ContentItemId: '_101_1' }),
      assoc({ CourseId: OTHER_COURSE }),
    ]);
    expect(mixed.status).toBe(403);
    const list = (await (await send('GET', `/late-penalty-associations?courseId=${COURSE}`, 'teacher')).json()) as {
      items: unknown[];
    };
    expect(list.items).toHaveLength(1);
  });

  it.each([
    [[assoc({ Rule: 'no-such-rule' })], 'Invalid request body: 0.Rule: no rule with code no-such-rule'],
    [[assoc({ ID: 'wrong' })], 'Invalid request body: 0: ID must be CourseId:ContentItemId'],
    [[assoc({ CourseId: '' })], 'Invalid request body: 0.CourseId: CourseId is required'],
    [
      [assoc({ Overrides: { [LEARNER]: -1 } })],
      `Invalid request body: 0.Overrides.${LEARNER}: points must be at least 0`,
    ],
    [[assoc({ Status: 'Retired' })], 'Invalid request body: 0.Status: Status must be Active or Inactive.'],
  ])('POST %j is 400', async (body, message) => {
    const res = await send('POST', '/late-penalty-associations', 'teacher', body);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message });
  });

  it('GET: the instructor sees every student; a student sees only their own entries; the admin may list all courses', async () => {
    await send('POST', '/late-penalty-associations', 'teacher', [
      assoc({ Overrides: { [LEARNER]: 1, [LEARNER2]: 3 }, Penalties: { [LEARNER]: 5, [LEARNER2]: 7 } }),
    ]);
    const teacher = (await (await send('GET', `/late-penalty-associations?courseId=${COURSE}`, 'teacher')).json()) as {
      items: Record<string, unknown>[];
    };
    expect(teacher.items[0]).toMatchObject({
      Overrides: { [LEARNER]: 1, [LEARNER2]: 3 },
      Penalties: { [LEARNER]: 5, [LEARNER2]: 7 },
    });
    const learner = (await (await send('GET', `/late-penalty-associations?courseId=${COURSE}`, 'learner')).json()) as {
      items: Record<string, unknown>[];
    };
    expect(learner.items[0]).toMatchObject({ Overrides: { [LEARNER]: 1 }, Penalties: { [LEARNER]: 5 } });
    const ta = (await (await send('GET', `/late-penalty-associations?courseId=${COURSE}`, 'ta')).json()) as {
      items: Record<string, unknown>[];
    };
    expect(ta.items[0]).toMatchObject({ Overrides: {}, Penalties: {} });
    const all = await send('GET', '/late-penalty-associations', 'admin');
    expect(((await all.json()) as { items: unknown[] }).items).toHaveLength(1);
    const refused = await send('GET', '/late-penalty-associations', 'teacher');
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({
      message: 'Listing every course needs the institution role LATE_PENALTY_ADMIN; send courseId.',
    });
    const stranger = await send('GET', `/late-penalty-associations?courseId=${OTHER_COURSE}`, 'learner');
    expect(stranger.status).toBe(403);
  });

  it('pages associations of a course', async () => {
    await send(
      'POST',
      '/late-penalty-associations',
      'teacher',
      [1, 2, 3].map((n) => assoc({ ContentItemId: `_10${n}_1` })),
    );
    const first = (await (
      await send('GET', `/late-penalty-associations?courseId=${COURSE}&limit=2`, 'teacher')
    ).json()) as { items: { ContentItemId: string }[]; nextKey: string };
    expect(first.items.map((i) => i.ContentItemId)).toEqual(['_101_1', '_102_1']);
    const second = (await (
      await send(
        'GET',
        `/late-penalty-associations?courseId=${COURSE}&limit=2&nextKey=${encodeURIComponent(first.nextKey)}`,
        'teacher',
      )
    ).json()) as { items: { ContentItemId: string }[]; nextKey: null };
    expect(second).toEqual({ items: [expect.objectContaining({ ContentItemId: '_103_1' })], nextKey: null });
  });

  it('DELETE one association removes its overrides and penalties; DELETE course removes all of the course', async () => {
    await send('POST', '/late-penalty-associations', 'teacher', [
      assoc({ Overrides: { [LEARNER]: 1 }, Penalties: { [LEARNER]: 2 } }),
      assoc({ ContentItemId: '_200_1' }),
    ]);
    expect(
      (await send('DELETE', '/late-penalty-associations', 'learner', { CourseId: COURSE, ContentItemId: '_100_1' }))
        .status,
    ).toBe(403);
    expect(
      await json(
        await send('DELETE', '/late-penalty-associations', 'teacher', { CourseId: COURSE, ContentItemId: '_100_1' }),
      ),
    ).toEqual(expect.objectContaining({ deleted: 1, overrides: 1, penalties: 1 }));
    const left = await db.query(
      'select course_id from late_penalty_overrides union all select course_id from late_penalty_snapshots',
    );
    expect(left).toEqual([]);
    expect((await send('DELETE', '/late-penalty-associations/course', 'ta', { CourseId: COURSE })).status).toBe(403);
    expect(
      await json(await send('DELETE', '/late-penalty-associations/course', 'teacher', { CourseId: COURSE })),
    ).toEqual(expect.objectContaining({ deleted: 1, overrides: 0, penalties: 0 }));
    const missing = await send('DELETE', '/late-penalty-associations', 'teacher', { CourseId: COURSE });
    expect(await missing.json()).toEqual({ message: 'Invalid request body: ContentItemId: is required' });
  });

  it('overrides: save and clear per student, instructor only, non-negative', async () => {
    await send('POST', '/late-penalty-associations', 'teacher', [assoc()]);
    const body = { CourseId: COURSE, ContentItemId: '_100_1', UserId: LEARNER, Points: 2.345 };
    expect(await json(await send('POST', '/late-penalty-overrides', 'teacher', body))).toEqual({
      ...body,
      Points: 2.35,
    });
    expect((await send('POST', '/late-penalty-overrides', 'learner', body)).status).toBe(403);
    const negative = await send('POST', '/late-penalty-overrides', 'teacher', { ...body, Points: -1 });
    expect(await negative.json()).toEqual({ message: 'Invalid request body: Points: Points must be at least 0' });
    const list = async () =>
      (
        (await (await send('GET', `/late-penalty-associations?courseId=${COURSE}`, 'teacher')).json()) as {
          items: { Overrides: object }[];
        }
      ).items[0]?.Overrides;
    expect(await list()).toEqual({ [LEARNER]: 2.35 });
    expect((await send('DELETE', '/late-penalty-overrides', 'learner', body)).status).toBe(403);
    expect(await json(await send('DELETE', '/late-penalty-overrides', 'teacher', body))).toEqual({
      ...body,
      Points: null,
    });
    expect(await list()).toEqual({});
  });

  const snapshots = {
    CourseId: COURSE,
    CourseName: 'Biology 101',
    CourseCode: 'BIO101',
    TermId: '_2_1',
    TermName: 'Spring 2026',
    Items: [
      {
        ContentItemId: '_100_1',
        UserId: LEARNER,
        Points: 5,
        RuleCode: R1.Code,
        RuleLabel: R1.Label,
        AssignmentTitle: 'Essay',
        FirstName: 'Ava',
        LastName: 'Thompson',
      },
      {
        ContentItemId: '_100_1',
        UserId: LEARNER2,
        Points: 2,
        Overridden: true,
        RuleCode: R1.Code,
        RuleLabel: R1.Label,
        AssignmentTitle: 'Essay',
        FirstName: 'Liam',
        LastName: 'Patel',
      },
    ],
  };

  it("snapshots sent without the term's name get Learn's name for it from the course cache", async () => {
    const body = { ...snapshots, TermId: DEMO.terms.current, TermName: '' };
    expect(await json(await send('POST', '/late-penalty-snapshots', 'teacher', body))).toEqual({ saved: 2 });
    const admin = (await (await send('GET', '/late-penalty-penalties', 'admin')).json()) as {
      items: { termId: string; termName: string }[];
    };
    expect(admin.items.map((r) => r.termId)).toEqual([DEMO.terms.current, DEMO.terms.current]);
    expect(admin.items[0]!.termName).toMatch(/^(Spring|Summer|Fall|Winter) \d{4}$/);
  });

  it('snapshots: instructor saves; the admin sees all courses; the instructor the course; a student only their own', async () => {
    expect((await send('POST', '/late-penalty-snapshots', 'learner', snapshots)).status).toBe(403);
    expect(await json(await send('POST', '/late-penalty-snapshots', 'teacher', snapshots))).toEqual({ saved: 2 });
    const admin = (await (await send('GET', '/late-penalty-penalties', 'admin')).json()) as {
      items: Record<string, unknown>[];
    };
    expect(admin.items).toEqual([
      {
        courseId: COURSE,
        courseCode: 'BIO101',
        courseName: 'Biology 101',
        termId: '_2_1',
        termName: 'Spring 2026',
        userId: LEARNER,
        firstName: 'Ava',
        lastName: 'Thompson',
        contentItemId: '_100_1',
        assignmentTitle: 'Essay',
        ruleCode: R1.Code,
        ruleLabel: R1.Label,
        points: 5,
        overridden: false,
      },
      expect.objectContaining({ userId: LEARNER2, points: 2, overridden: true }),
    ]);
    const teacher = (await (await send('GET', `/late-penalty-penalties?courseId=${COURSE}`, 'teacher')).json()) as {
      items: unknown[];
    };
    expect(teacher.items).toHaveLength(2);
    const learner = (await (await send('GET', `/late-penalty-penalties?courseId=${COURSE}`, 'learner')).json()) as {
      items: { userId: string }[];
    };
    expect(learner.items.map((i) => i.userId)).toEqual([LEARNER]);
    const noCourse = await send('GET', '/late-penalty-penalties', 'learner');
    expect(noCourse.status).toBe(403);
    const penalties = (
      (await (await send('GET', `/late-penalty-associations?courseId=${COURSE}`, 'teacher')).json()) as {
        items: { Status: string; Rule: string }[];
      }
    ).items;
    // Snapshots without an association are not a saved association: the item is listed under the course's
    // default rule (Status 'Default', no rule of its own), so its stored penalties can still be shown.
    expect(penalties.map((p) => [p.Status, p.Rule])).toEqual([['Default', '']]);
  });

  it('re-saving snapshots is idempotent (one row per student and item)', async () => {
    await send('POST', '/late-penalty-snapshots', 'teacher', snapshots);
    await send('POST', '/late-penalty-snapshots', 'teacher', snapshots);
    const rows = await db.query('select * from late_penalty_snapshots');
    expect(rows).toHaveLength(2);
  });
});

describe('concurrent saves', () => {
  beforeEach(seedRules);

  it('keep every override, association and rule saved at the same time', async () => {
    const users = Array.from({ length: 20 }, (_, i) => `_${500 + i}_1`);
    await Promise.all([
      ...users.map((u, i) => send('POST', '/late-penalty-associations', 'teacher', [assoc({ Overrides: { [u]: i } })])),
      ...users.map((u, i) =>
        send('POST', '/late-penalty-overrides', 'teacher', {
          CourseId: COURSE,
          ContentItemId: '_300_1',
          UserId: u,
          Points: i,
        }),
      ),
      ...users.map((_, i) =>
        send('POST', '/late-penalty-rules', 'admin', [
          { Code: `c-${i}`, Label: `${i + 1} points penalty each day late`, Status: 'Active' },
        ]),
      ),
    ]).then((all) => all.forEach((r) => expect(r.status).toBe(200)));
    const a = (
      (await (await send('GET', `/late-penalty-associations?courseId=${COURSE}`, 'teacher')).json()) as {
        items: { Overrides: Record<string, number> }[];
      }
    ).items;
    expect(Object.keys(a[0]!.Overrides).sort()).toEqual([...users].sort());
    const overrides = await db.query('select user_id from late_penalty_overrides where content_item_id = $1', [
      '_300_1',
    ]);
    expect(overrides).toHaveLength(20);
    const rules = await db.query('select code from late_penalty_rules');
    expect(rules).toHaveLength(22);
  });
});
