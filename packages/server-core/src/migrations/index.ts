import { applyMigrations, readMigrationFiles, type MigrateOptions, type Migration } from '../db/migrate.ts';
import type { Db } from '../db/types.ts';
import type { ServerModule } from '../module.ts';
import m001 from './001_lti.ts';
import m005 from './005_launch_codes.ts';
import m011 from './011_events.ts';
import m013 from './013_bulk_run_leases.ts';
import m015 from './015_event_scope.ts';
import m018 from './018_learn_budget.ts';
import m019 from './019_lti_registrations.ts';
import m021 from './021_learn_calls.ts';

/**
 * The core's tables: LTI (001, 005, 019), the course-event log (011, 015), bulk-run leases (013), Learn
 * sessions, trust and the course cache (018), Learn calls counted (021). A tool's tables come with its server
 * module.
 */
export const CORE_MIGRATIONS: Readonly<Record<string, string>> = {
  '001_lti': m001,
  '005_launch_codes': m005,
  '011_events': m011,
  '013_bulk_run_leases': m013,
  '015_event_scope': m015,
  '018_learn_budget': m018,
  '019_lti_registrations': m019,
  '021_learn_calls': m021,
};

/**
 * The migrations of a server of the core and `modules`, in order. `complete`: refuse gaps too (the
 * production list, apps/server, where every number belongs to someone); a server of some modules has gaps.
 */
export function migrationsOf(
  modules: readonly Pick<ServerModule, 'migrations'>[],
  { complete = false } = {},
): Migration[] {
  const files: Record<string, string> = {};
  for (const owner of [CORE_MIGRATIONS, ...modules.map((m) => m.migrations)])
    for (const [name, sql] of Object.entries(owner)) {
      if (name in files) throw new Error(`Migration ${name} is listed twice`);
      files[name] = sql;
    }
  return readMigrationFiles(files, { complete });
}

/** Brings `db` to the schema of the core and `modules` (or to `options.migrations`); returns the versions applied. */
export function migrate(
  db: Db,
  options: Omit<MigrateOptions, 'migrations'> & {
    migrations?: readonly Migration[];
    modules?: readonly ServerModule[];
  } = {},
): Promise<number[]> {
  const { modules = [], migrations = migrationsOf(modules), ...rest } = options;
  return applyMigrations(db, { ...rest, migrations });
}
