import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Db } from '../db/types.ts';

/** Our migration number (range 0100-0199 is late penalties). */
export const LATE_PENALTY_MIGRATION = { version: 100, name: 'late_penalty', file: new URL('./migrations/0100_late_penalty.sql', import.meta.url) };
/** Same advisory lock as db/migrate.ts, so this never interleaves with the main migrations. */
const MIGRATION_LOCK = 4_242_001;

/**
 * Applies migration 0100 once, like db/migrate.ts does (transaction + advisory lock + a row in
 * schema_migrations). It lives here because db/migrate.ts still refuses numbering gaps; once it
 * accepts ranges, move the file to db/migrations/ and this becomes a no-op (the version is
 * recorded either way, and the SQL is idempotent).
 */
export async function applyLatePenaltySchema(db: Db): Promise<boolean> {
  const sql = await readFile(fileURLToPath(LATE_PENALTY_MIGRATION.file), 'utf8');
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.exec(`create table if not exists schema_migrations (
      version integer primary key, name text not null, applied_at timestamptz not null default now())`);
    const done = await tx.query('select 1 from schema_migrations where version = $1', [LATE_PENALTY_MIGRATION.version]);
    if (done.length) return false;
    await tx.exec(sql);
    await tx.query('insert into schema_migrations (version, name) values ($1, $2)', [LATE_PENALTY_MIGRATION.version, LATE_PENALTY_MIGRATION.name]);
    return true;
  });
}

/** One attempt per process and database; a failure is retried on the next request. */
export function schemaGate(db: Db): () => Promise<void> {
  let ready: Promise<unknown> | null = null;
  return async () => {
    ready ??= applyLatePenaltySchema(db).catch((error: unknown) => {
      ready = null;
      throw error;
    });
    await ready;
  };
}
