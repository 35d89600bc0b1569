import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Db } from './types.ts';

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));
/** Arbitrary constant shared by every instance: the advisory lock that serialises migrations. */
const MIGRATION_LOCK = 4_242_001;

/** Reads `NNN_name.sql` files in version order; refuses gaps and duplicates. */
export async function readMigrations(dir = MIGRATIONS_DIR): Promise<Migration[]> {
  const files = (await readdir(dir)).filter((f) => f.endsWith('.sql')).sort();
  const migrations: Migration[] = [];
  for (const file of files) {
    const match = /^(\d+)_([a-z0-9_-]+)\.sql$/.exec(file);
    if (!match) throw new Error(`Migration file name must look like 001_name.sql: ${file}`);
    migrations.push({ version: Number(match[1]), name: match[2] ?? '', sql: await readFile(`${dir}/${file}`, 'utf8') });
  }
  migrations.forEach((m, i) => {
    if (m.version !== i + 1)
      throw new Error(`Migrations must be numbered 1, 2, 3… without gaps; found ${m.version} at position ${i + 1}`);
  });
  return migrations;
}

/**
 * Applies pending migrations in one transaction holding a transaction-scoped advisory lock,
 * so two instances starting at once apply each migration exactly once. Returns the versions applied.
 */
export async function migrate(db: Db, migrations?: Migration[]): Promise<number[]> {
  const all = migrations ?? (await readMigrations());
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.exec(`create table if not exists schema_migrations (
      version integer primary key,
      name text not null,
      applied_at timestamptz not null default now()
    )`);
    const rows = await tx.query<{ version: number }>('select version from schema_migrations');
    const applied = new Set(rows.map((r) => Number(r.version)));
    const done: number[] = [];
    for (const m of all) {
      if (applied.has(m.version)) continue;
      await tx.exec(m.sql);
      await tx.query('insert into schema_migrations (version, name) values ($1, $2)', [m.version, m.name]);
      done.push(m.version);
    }
    return done;
  });
}
