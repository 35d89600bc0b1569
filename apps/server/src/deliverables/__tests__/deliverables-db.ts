import { migrate } from '../../db/migrate.ts';
import { openPglite } from '../../db/pglite.ts';
import type { Db } from '../../db/types.ts';

/** A migrated in-memory PGlite (migration 007 holds the deliverables table). */
export async function deliverablesDb(): Promise<Db> {
  const db = await openPglite(null);
  await migrate(db);
  return db;
}
