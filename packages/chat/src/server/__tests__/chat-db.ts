import { DEMO } from '@tools/sandbox';
import { migrate } from '@tools/server-core/migrations/index.ts';
import { testModules } from '@tools/server-core/test/modules.ts';
import { openPglite } from '@tools/server-core/db/pglite.ts';
import type { Db } from '@tools/server-core/db/types.ts';

/** A migrated database (in-memory PGlite unless one is given) with the chat tables (migrations 006, 013). */
export async function chatDb(db?: Db): Promise<Db> {
  const target = db ?? (await openPglite(null));
  await migrate(target, { modules: testModules() });
  return target;
}

export async function emptyChatTables(db: Db) {
  await db.exec('truncate chat_passages, chat_courses, chat_visibility, chat_rate_limits, chat_audit');
}

export const BIO = DEMO.courses.bio101;
export const SITE = 'https://learn.test';
export const ask = (prompt: string, courseUuid: string = BIO.uuid) => ({
  platformUrl: SITE,
  prompt,
  role: 'Student',
  courseUuid,
});

export interface Answer {
  answer: string;
  citations: { href: string; title: string }[];
}
