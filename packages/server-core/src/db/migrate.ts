import type { Db } from './types.ts';

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

/** Arbitrary constant shared by every instance: the advisory lock that serialises migrations. */
const MIGRATION_LOCK = 4_242_001;

/**
 * The migrations of `files` (name `NNN_name` -> SQL) in version order; refuses duplicates, and gaps unless
 * `complete` is false (a test server of the core and some modules has only their files: 001, 005, 011, …).
 */
export function readMigrationFiles(files: Record<string, string>, { complete = true } = {}): Migration[] {
  const migrations: Migration[] = [];
  for (const [file, sql] of Object.entries(files).sort(([a], [b]) => a.localeCompare(b))) {
    const match = /^(\d+)_([a-z0-9_-]+)$/.exec(file);
    if (!match) throw new Error(`Migration names must look like 001_name: ${file}`);
    migrations.push({ version: Number(match[1]), name: match[2] ?? '', sql });
  }
  migrations.forEach((m, i) => {
    const previous = migrations[i - 1];
    if (previous?.version === m.version)
      throw new Error(`Migration ${m.version} is taken twice: ${previous.name} and ${m.name}`);
    if (complete && m.version !== i + 1)
      throw new Error(`Migrations must be numbered 1, 2, 3… without gaps; found ${m.version} at position ${i + 1}`);
  });
  return migrations;
}

/**
 * Applies pending migrations in one transaction holding a transaction-scoped advisory lock,
 * so two instances starting at once apply each migration exactly once. Returns the versions applied.
 */
export interface MigrateOptions {
  /** The schema's migrations in order (`readMigrationFiles`); the server composes every feature's. */
  migrations: readonly Migration[];
  /**
   * The Learn origin rows written before the platform column existed belong to (migration 003
   * reads it as `course_tools.default_platform`). Null when it is not known.
   */
  defaultPlatform?: string | null;
}

export async function applyMigrations(db: Db, options: MigrateOptions): Promise<number[]> {
  const all = options.migrations;
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.query("select set_config('course_tools.default_platform', $1, true)", [options.defaultPlatform ?? '']);
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
