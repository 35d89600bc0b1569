import { migrate } from '@tools/server-core/migrations/index.ts';
import { testModules } from '@tools/server-core/test/modules.ts';
import { openPglite } from '@tools/server-core/db/pglite.ts';
import type { Db } from '@tools/server-core/db/types.ts';

/** A migrated in-memory PGlite (migration 007 holds the deliverables table). */
export async function deliverablesDb(): Promise<Db> {
  const db = await openPglite(null);
  await migrate(db, { modules: testModules() });
  return db;
}
