import { migrate, readMigrations } from '../../db/migrate.ts';
import outboxMigration from '../../db/migrations/010_outbox.ts';
import { openPglite } from '../../db/pglite.ts';
import type { Db } from '../../db/types.ts';

/**
 * A migrated in-memory PGlite with the outbox. Until migrations 008 and 009 are on this branch,
 * 010 cannot be listed in migrations/index.ts (gaps are refused), so it is applied after the others.
 */
export async function remindersDb(given?: Db): Promise<Db> {
  const db = given ?? (await openPglite(null));
  const migrations = readMigrations();
  if (!migrations.some((m) => m.name === 'outbox'))
    migrations.push({ version: 10, name: 'outbox', sql: outboxMigration });
  await migrate(db, { migrations });
  return db;
}
