import {
  applyMigrations,
  readMigrationFiles,
  type MigrateOptions,
  type Migration,
} from '@tools/server-core/db/migrate.ts';
import type { Db } from '@tools/server-core/db/types.ts';
import { migrationsOf } from '@tools/server-core/migrations/index.ts';
import { toolModules } from '../modules.ts';

/**
 * The product's schema: the core's migrations and every module's, in order. Each file is kept by what owns
 * its tables (the core's `migrations/`, a feature's `src/server/migrations/`); a new one is `NNN_name.ts`
 * (default export: the SQL, importing nothing) with the next number, listed in its owner's module. Gaps and
 * duplicates are refused here, so two branches taking the same number fail loudly. `files`: other files
 * read by the same rules (tests).
 */
export function readMigrations(files?: Record<string, string>): Migration[] {
  return files ? readMigrationFiles(files) : migrationsOf(toolModules(), { complete: true });
}

/** Brings `db` to the product's schema (or to `options.migrations`); returns the versions applied. */
export function migrate(
  db: Db,
  options: Omit<MigrateOptions, 'migrations'> & Partial<Pick<MigrateOptions, 'migrations'>> = {},
): Promise<number[]> {
  return applyMigrations(db, { ...options, migrations: options.migrations ?? readMigrations() });
}
