import { mkdir } from 'node:fs/promises';
import { migrate } from './migrate.ts';
import { openPglite } from './pglite.ts';
import { openPostgres } from './postgres.ts';
import type { Db } from './types.ts';

export type { Db } from './types.ts';

/** DATABASE_URL -> PostgreSQL server; otherwise PGlite in DATA_DIR. Migrations applied before use. */
export async function openDatabase(options: {
  databaseUrl: string | null;
  dataDir: string;
  migrationDefaultPlatform?: string | null;
}): Promise<Db> {
  let db: Db;
  if (options.databaseUrl) {
    db = await openPostgres(options.databaseUrl);
  } else {
    await mkdir(options.dataDir, { recursive: true });
    db = await openPglite(`${options.dataDir.replace(/\/+$/, '')}/pglite`);
  }
  await migrate(db, { defaultPlatform: options.migrationDefaultPlatform ?? null });
  return db;
}
