import { migrate, readMigrations } from '../../db/migrate.ts';
import deliverablesMigration from '../../db/migrations/007_deliverables.ts';
import { openPglite } from '../../db/pglite.ts';
import type { Db } from '../../db/types.ts';

/**
 * A migrated in-memory PGlite with the deliverables table. Until migrations 005 and 006 are on
 * this branch, 007 cannot be listed in migrations/index.ts (gaps are refused), so it is applied
 * after the others here.
 */
export async function deliverablesDb(): Promise<Db> {
  const db = await openPglite(null);
  const migrations = readMigrations();
  if (!migrations.some((m) => m.name === 'deliverables')) {
    migrations.push({ version: 7, name: 'deliverables', sql: deliverablesMigration });
  }
  await migrate(db, { migrations });
  return db;
}
