import { DEMO } from '@tools/sandbox';
import { migrate, readMigrations } from '../../db/migrate.ts';
import chatMigration from '../../db/migrations/006_chat.ts';
import { openPglite } from '../../db/pglite.ts';
import type { Db } from '../../db/types.ts';

/**
 * A migrated in-memory PGlite with the chat tables. Until migration 005 is on this branch, 006
 * cannot be listed in migrations/index.ts (gaps are refused), so it is applied after the rest here.
 */
export async function chatDb(db?: Db): Promise<Db> {
  const target = db ?? (await openPglite(null));
  const migrations = readMigrations();
  if (!migrations.some((m) => m.name === 'chat')) migrations.push({ version: 6, name: 'chat', sql: chatMigration });
  await migrate(target, { migrations });
  return target;
}

export async function emptyChatTables(db: Db) {
  await db.exec('truncate chat_chunks, chat_courses, chat_visibility, chat_rate_limits, chat_audit');
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
