import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sandboxApp } from '@tools/server-core/test/sandbox-app.ts';
import type { Db } from '@tools/server-core/db/types.ts';
import { ask, chatDb, emptyChatTables, SITE } from './chat-db.ts';

/** Prompts are stored only when an administrator turns the audit log on, and only for its retention. */
let db: Db;
beforeAll(async () => {
  db = await chatDb();
});
beforeEach(async () => {
  await emptyChatTables(db);
});

describe('audit log', () => {
  it('stores no prompt by default', async () => {
    const app = sandboxApp(db);
    expect((await app.call('student', 'POST', '/chat', ask('What is the penalty for late submissions?'))).status).toBe(
      200,
    );
    expect(await db.query('select * from chat_audit')).toEqual([]);
  });

  it('keeps question, answer and citations for the retention period when turned on, then deletes them', async () => {
    const app = sandboxApp(db, [SITE], { CHAT_AUDIT_LOG_DAYS: '30' });
    await db.query(
      `insert into chat_audit (platform, course_id, user_id, asked_at, prompt, answer, citations)
       values ($1, '_1_1', '_2_1', now() - interval '31 days', 'old question', 'old answer', '[]')`,
      [SITE],
    );
    expect((await app.call('student', 'POST', '/chat', ask('What is the penalty for late submissions?'))).status).toBe(
      200,
    );
    const rows = await db.query<{ prompt: string; user_id: string; citations: { title: string }[] }>(
      'select prompt, user_id, citations from chat_audit',
    );
    expect(rows.map((r) => r.prompt)).toEqual(['What is the penalty for late submissions?']);
    expect(rows[0]?.citations[0]?.title).toBe('Syllabus');
  });
});
