import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createHarness, sharedDb } from '@tools/server-core/test/harness.ts';
import type { Db } from '@tools/server-core/db/types.ts';
import { as, COURSE, latePenaltyLearn, type Persona, LEARNER } from './personas.ts';

let db: Db;
let app: Awaited<ReturnType<typeof createHarness>>['app'];
beforeAll(async () => {
  db = (await sharedDb()).db;
});
beforeEach(async () => {
  ({ app } = await createHarness({ db, ...latePenaltyLearn }));
  await app.request('/late-penalty-rules', as('admin'));
  await db.exec(
    'truncate late_penalty_rules, late_penalty_associations, late_penalty_overrides, late_penalty_snapshots',
  );
});

const send = (method: string, path: string, persona: Persona, body?: unknown) =>
  app.request(path, { method, ...as(persona, body) });
const RULE = { Code: 'ten', Label: '10% penalty each day late', Status: 'Active' };

describe('input limits (issue 9 §3)', () => {
  it('refuses an override of 1e308 (it used to be stored as null and break the course page)', async () => {
    await send('POST', '/late-penalty-rules', 'admin', [RULE]);
    await send('POST', '/late-penalty-associations', 'teacher', [
      { CourseId: COURSE, ContentItemId: '_1_1', Rule: 'ten' },
    ]);
    const res = await send('POST', '/late-penalty-overrides', 'teacher', {
      CourseId: COURSE,
      ContentItemId: '_1_1',
      UserId: LEARNER,
      Points: 1e308,
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: 'Invalid request body: Points: Points must be at most 100000' });
    const stored = await db.query('select points from late_penalty_overrides');
    expect(stored).toEqual([]);
  });

  it('refuses a 5,000,000-character label instead of storing and serving it', async () => {
    // The body limit refuses it before parsing (1.25 MB); a label that fits the body is checked by length.
    const huge = await send('POST', '/late-penalty-rules', 'admin', [{ ...RULE, Label: 'x'.repeat(5_000_000) }]);
    expect(huge.status).toBe(413);
    expect(await huge.json()).toEqual({ message: 'The request body is too large (at most 1.25 MB).' });
    const res = await send('POST', '/late-penalty-rules', 'admin', [{ ...RULE, Label: 'x'.repeat(500_000) }]);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      message: 'Invalid request body: 0.Label: Label is too long (at most 300 characters)',
    });
    expect(await db.query('select code from late_penalty_rules')).toEqual([]);
  });

  it.each([
    [
      'a NUL in a nextKey',
      '/late-penalty-rules?nextKey=%7B%22Code%22%3A%22a%00b%22%7D',
      'Invalid query: nextKey: nextKey must not contain control characters',
    ],
    [
      'a NUL in a course id',
      '/late-penalty-associations?courseId=_3%00_1',
      'Invalid query: courseId: courseId must not contain control characters',
    ],
    [
      'a key of the wrong shape',
      '/late-penalty-rules?nextKey=%5B1%5D',
      'Invalid query: nextKey must be the JSON key returned by the previous page.',
    ],
  ])('answers 400, never 500, for %s', async (_what, path, message) => {
    const res = await send('GET', path, 'admin');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message });
  });

  it('refuses control characters in map keys (user ids of overrides)', async () => {
    await send('POST', '/late-penalty-rules', 'admin', [RULE]);
    const res = await send('POST', '/late-penalty-associations', 'teacher', [
      { CourseId: COURSE, ContentItemId: '_1_1', Rule: 'ten', Overrides: { 'a\u0000b': 1 } },
    ]);
    expect(res.status).toBe(400);
    expect((await res.json()) as { message: string }).toMatchObject({
      message: expect.stringContaining('must not contain control characters'),
    });
  });
});

describe('rule versions (no lost updates between two admins)', () => {
  it('a save based on an old version gets 409 and keeps the other admin’s change', async () => {
    const created = (await (await send('POST', '/late-penalty-rules', 'admin', [RULE])).json()) as {
      items: { Version: number }[];
    };
    const loaded = created.items[0]!.Version;
    const first = await send('POST', '/late-penalty-rules', 'admin', [
      { ...RULE, Status: 'Inactive', Version: loaded },
    ]);
    expect(first.status).toBe(200);
    const second = await send('POST', '/late-penalty-rules', 'admin', [
      { ...RULE, Label: '20% penalty each day late', Version: loaded },
    ]);
    expect(second.status).toBe(409);
    expect(await second.json()).toEqual({
      message: 'Rule ten was changed by someone else since you loaded it. Reload to see their version.',
    });
    const rows = (await (await send('GET', '/late-penalty-rules', 'admin')).json()) as { items: unknown[] };
    expect(rows.items).toEqual([{ ...RULE, Status: 'Inactive', SortOrder: 1, Version: loaded + 1 }]);
  });

  it('a versioned save of a rule that was deleted meanwhile is a 404', async () => {
    await send('POST', '/late-penalty-rules', 'admin', [RULE]);
    await send('DELETE', '/late-penalty-rules', 'admin', { Code: 'ten' });
    const res = await send('POST', '/late-penalty-rules', 'admin', [{ ...RULE, Version: 1 }]);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'Rule ten does not exist.' });
  });

  it('bulk save checks a renamed rule against the row it was loaded from', async () => {
    await send('POST', '/late-penalty-rules', 'admin', [RULE]);
    await send('POST', '/late-penalty-rules', 'admin', [{ ...RULE, Status: 'Inactive' }]); // now version 2
    const res = await send('POST', '/late-penalty-rules/bulk', 'admin', {
      rules: [{ Code: 'twenty', Label: '20% penalty each day late', Status: 'Active', Version: 1 }],
      renames: [{ from: 'ten', to: 'twenty' }],
    });
    expect(res.status).toBe(409);
    const rows = (await (await send('GET', '/late-penalty-rules', 'admin')).json()) as { items: { Code: string }[] };
    expect(rows.items.map((r) => r.Code)).toEqual(['ten']);
  });
});
