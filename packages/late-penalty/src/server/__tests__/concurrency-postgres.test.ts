import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresUrl, throwawayDatabase } from '@tools/server-core/test/postgres-database.ts';
import { createHarness } from '@tools/server-core/test/harness.ts';
import { migrate } from '@tools/server-core/migrations/index.ts';
import { testModules } from '@tools/server-core/test/modules.ts';
import { openPostgres } from '@tools/server-core/db/postgres.ts';
import type { Db } from '@tools/server-core/db/types.ts';
import { as, COURSE, latePenaltyLearn } from './personas.ts';

/** Real concurrent transactions (a pool of 8 connections), which PGlite cannot give. */
describe.skipIf(!postgresUrl)('late penalties on PostgreSQL: concurrent saves', () => {
  const database = throwawayDatabase('tools_lp');
  let db: Db;
  beforeAll(async () => {
    db = await openPostgres(await database.create(), 8);
    await migrate(db, { modules: testModules() });
  });
  afterAll(async () => {
    await db?.close();
    await database.drop();
  });

  it('keeps every student override and every rule when 60 saves race', async () => {
    const { app } = await createHarness({ db, ...latePenaltyLearn });
    const post = (path: string, persona: 'admin' | 'teacher', body: unknown) =>
      app.request(path, { method: 'POST', ...as(persona, body) });
    expect(
      (
        await post('/late-penalty-rules', 'admin', [
          { Code: 'r', Label: '1 point penalty each day late', Status: 'Active' },
        ])
      ).status,
    ).toBe(200);
    const users = Array.from({ length: 20 }, (_, i) => `_${700 + i}_1`);
    const responses = await Promise.all([
      // The same association, each save carrying a different student's override (merge, not replace).
      ...users.map((u, i) =>
        post('/late-penalty-associations', 'teacher', [
          { CourseId: COURSE, ContentItemId: '_1_1', Rule: 'r', Overrides: { [u]: i } },
        ]),
      ),
      ...users.map((u, i) =>
        post('/late-penalty-overrides', 'teacher', { CourseId: COURSE, ContentItemId: '_2_1', UserId: u, Points: i }),
      ),
      ...users.map((_, i) =>
        post('/late-penalty-rules', 'admin', [
          { Code: `c-${i}`, Label: `${i + 1} points penalty each day late`, Status: 'Active' },
        ]),
      ),
    ]);
    expect(responses.map((r) => r.status)).toEqual(responses.map(() => 200));
    const first = await db.query<{ n: string }>(
      "select count(*) as n from late_penalty_overrides where content_item_id = '_1_1'",
    );
    const second = await db.query<{ n: string }>(
      "select count(*) as n from late_penalty_overrides where content_item_id = '_2_1'",
    );
    const rules = await db.query<{ n: string }>('select count(*) as n from late_penalty_rules');
    expect([Number(first[0]?.n), Number(second[0]?.n), Number(rules[0]?.n)]).toEqual([20, 20, 21]);
  });

  it('racing saves of the same penalty publish one late-penalty.applied event per change', async () => {
    const { app } = await createHarness({ db, ...latePenaltyLearn });
    const save = (points: number) =>
      app.request('/late-penalty-snapshots', {
        method: 'POST',
        ...as('teacher', { CourseId: COURSE, Items: [{ ContentItemId: '_3_1', UserId: '_900_1', Points: points }] }),
      });
    const race = async (points: number) => {
      const responses = await Promise.all(Array.from({ length: 8 }, () => save(points)));
      expect(responses.map((r) => r.status)).toEqual(responses.map(() => 200));
    };
    await race(3);
    await race(3);
    await race(4);
    const events = await db.query<{ id: string }>(
      "select id from events where type = 'late-penalty.applied' and course_id = $1 order by seq",
      [COURSE],
    );
    expect(events.map((e) => e.id)).toEqual([1, 2].map((r) => `late-penalty.applied:${COURSE}:_3_1:_900_1:${r}`));
  });
});
