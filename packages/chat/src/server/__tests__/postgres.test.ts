import { ANSWER_TEXTS } from '@tools/chat/domain';
import { DEMO } from '@tools/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresUrl, throwawayDatabase } from '@tools/server-core/test/postgres-database.ts';
import { sandboxApp } from '@tools/server-core/test/sandbox-app.ts';
import { openPostgres } from '@tools/server-core/db/postgres.ts';
import type { Db } from '@tools/server-core/db/types.ts';
import { ask, chatDb, SITE, type Answer } from './chat-db.ts';

/** The same answers on PostgreSQL, and the rate limit under real concurrent transactions. */
describe.skipIf(!postgresUrl)('course assistant on PostgreSQL', () => {
  const database = throwawayDatabase('tools_chat');
  let db: Db;
  beforeAll(async () => {
    db = await chatDb(await openPostgres(await database.create(), 8));
  });
  afterAll(async () => {
    await db?.close();
    await database.drop();
  });

  it('answers with the same citations as on PGlite, and never leaks the hidden item', async () => {
    const app = sandboxApp(db);
    const late = (await (
      await app.call('student', 'POST', '/chat', ask('What is the penalty for late submissions?'))
    ).json()) as Answer;
    expect(late.answer).toContain('loses 10% of the available marks for each day');
    expect(late.citations[0]?.title).toBe('Syllabus');
    const staff = (await (
      await app.call('instructor', 'POST', '/chat', ask('Is there a bonus question about tardigrades on the midterm?'))
    ).json()) as Answer;
    expect(staff.citations[0]?.title).toBe('Instructor notes (hidden)');
    const student = (await (
      await app.call('student', 'POST', '/chat', ask('Is there a bonus question about tardigrades on the midterm?'))
    ).json()) as Answer;
    expect(student).toEqual({ answer: ANSWER_TEXTS.notCovered, citations: [] });
  });

  it('stores vectors as real[] with their model and answers with the hybrid search as on PGlite', async () => {
    await db.exec('truncate chat_passages, chat_courses, chat_visibility');
    const app = sandboxApp(db, [SITE], {
      CHAT_EMBEDDINGS_BASE_URL: `${SITE}/openai/v1`,
      CHAT_EMBEDDINGS_MODEL: 'sandbox-embed',
    });
    const reply = (await (
      await app.call(
        'student',
        'POST',
        '/chat',
        ask('Which book do we use for this course?', DEMO.courses.chem201.uuid),
      )
    ).json()) as Answer;
    expect(reply.answer).toContain('Clayden');
    expect(reply.citations[0]?.title).toBe('Course Outline');
    const [row] = await db.query<{ n: number; models: string[]; dims: number[] }>(
      `select count(*)::int as n, array_agg(distinct embedding_model) as models,
         array_agg(distinct array_length(embedding, 1)) as dims
       from chat_passages where flag_kind is null`,
    );
    expect(row?.n).toBeGreaterThan(0);
    expect(row?.models).toEqual(['sandbox-embed']);
    expect(row?.dims).toEqual([256]);
  });

  it('lets exactly the limit through when questions race on several connections', async () => {
    await db.exec('truncate chat_rate_limits');
    // Held one second into the current hour: the twelve questions fall in one clock-aligned window.
    const at = new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000 + 1_000);
    const app = sandboxApp(db, [SITE], { CHAT_RATE_LIMIT: '5', CHAT_RATE_WINDOW_SECONDS: '3600' }, { now: () => at });
    const statuses = await Promise.all(
      Array.from({ length: 12 }, () =>
        Promise.resolve(app.call('student2', 'POST', '/chat', ask('late'))).then((r) => r.status),
      ),
    );
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(7);
  });
});
