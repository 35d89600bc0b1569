import { backendServer } from '@tools/testing';
import eventsMigration from '@tools/server-core/migrations/011_events.ts';

/**
 * The events table in the embedded server's database. Until migrations 008 and 009 are on this
 * branch, 011 cannot be listed in the server's migrations/index.ts (gaps are refused), so screen
 * tests create it here (once) and empty it before each test; a no-op once 011 is listed.
 */
export async function emptyEvents(): Promise<void> {
  // `db` is there at run time; the testing package leaves it out of its type on purpose.
  const { db } = (await backendServer()) as unknown as {
    db: { query<R>(sql: string): Promise<R[]>; exec(sql: string): Promise<void> };
  };
  const [row] = await db.query<{ t: string | null }>("select to_regclass('events')::text as t");
  if (!row?.t) await db.exec(eventsMigration);
  await db.exec('truncate events');
}
