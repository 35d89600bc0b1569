import { mkdir } from 'node:fs/promises';
import { lockDataDir } from './data-dir-lock.ts';
import { applyMigrations, type Migration } from './migrate.ts';
import { openPglite } from './pglite.ts';
import { openPostgres } from './postgres.ts';
import type { Db } from './types.ts';

export type { Db } from './types.ts';

/**
 * DATABASE_URL -> PostgreSQL server; otherwise PGlite in DATA_DIR, after taking the folder's lock (one
 * process per folder; a second one is refused with DataDirLockedError). Migrations applied before use.
 */
export async function openDatabase(options: {
  databaseUrl: string | null;
  dataDir: string;
  migrationDefaultPlatform?: string | null;
  /** The schema to bring the database to (`readMigrationFiles`). */
  migrations: readonly Migration[];
}): Promise<Db> {
  let db: Db;
  if (options.databaseUrl) {
    db = await openPostgres(options.databaseUrl);
  } else {
    await mkdir(options.dataDir, { recursive: true });
    const lock = await lockDataDir(options.dataDir);
    try {
      const pglite = await openPglite(`${options.dataDir.replace(/\/+$/, '')}/pglite`);
      db = { ...pglite, close: () => pglite.close().finally(() => lock.release()) };
    } catch (error) {
      await lock.release();
      throw error;
    }
  }
  await applyMigrations(db, {
    migrations: options.migrations,
    defaultPlatform: options.migrationDefaultPlatform ?? null,
  });
  return db;
}
