import {
  applyMigrations,
  readMigrationFiles,
  type MigrateOptions,
  type Migration,
} from '@tools/server-core/db/migrate.ts';
import type { Db } from '@tools/server-core/db/types.ts';
import m001 from './001_lti.ts';
import m002 from '@tools/late-penalty/server/migrations/002_late_penalty.ts';
import m003 from '@tools/late-penalty/server/migrations/003_tenant_platform.ts';
import m004 from '@tools/grade-hurdle/server/migrations/004_grade_hurdle.ts';
import m005 from './005_launch_codes.ts';
import m006 from '@tools/chat/server/migrations/006_chat.ts';
import m007 from '@tools/deliverables/server/migrations/007_deliverables.ts';
import m008 from '@tools/enrollment/server/migrations/008_enrollment.ts';
import m009 from '@tools/athletics/server/migrations/009_athletics.ts';
import m010 from '@tools/reminders/server/migrations/010_outbox.ts';
import m011 from '@tools/server-core/migrations/011_events.ts';
import m012 from '@tools/late-penalty/server/migrations/012_snapshot_revision.ts';
import m013 from './013_bulk_run_leases.ts';
import m014 from '@tools/grade-hurdle/server/migrations/014_writeback_pending.ts';
import m015 from '@tools/server-core/migrations/015_event_scope.ts';
import m016 from '@tools/chat/server/migrations/016_chat_passages.ts';
import m017 from '@tools/late-penalty/server/migrations/017_late_penalty_trust.ts';
import m018 from '@tools/server-core/migrations/018_learn_budget.ts';
import m019 from './019_lti_registrations.ts';
import m020 from '@tools/chat/server/migrations/020_chat_embedding_model.ts';

/**
 * Every migration of this server in order, each file kept by what owns its tables (a feature's
 * `src/server/migrations/`, the core's `migrations/`, LTI's here). A new one is `NNN_name.ts` (default
 * export: the SQL, importing nothing) listed here; `readMigrations` refuses gaps, so two branches
 * taking the same number fail loudly.
 */
export const MIGRATION_FILES: Record<string, string> = {
  '001_lti': m001,
  '002_late_penalty': m002,
  '003_tenant_platform': m003,
  '004_grade_hurdle': m004,
  '005_launch_codes': m005,
  '006_chat': m006,
  '007_deliverables': m007,
  '008_enrollment': m008,
  '009_athletics': m009,
  '010_outbox': m010,
  '011_events': m011,
  '012_snapshot_revision': m012,
  '013_bulk_run_leases': m013,
  '014_writeback_pending': m014,
  '015_event_scope': m015,
  '016_chat_passages': m016,
  '017_late_penalty_trust': m017,
  '018_learn_budget': m018,
  '019_lti_registrations': m019,
  '020_chat_embedding_model': m020,
};

/** The migrations of `files` (this server's schema unless given) in order; refuses gaps and duplicates. */
export function readMigrations(files: Record<string, string> = MIGRATION_FILES): Migration[] {
  return readMigrationFiles(files);
}

/** Brings `db` to this server's schema (or to `options.migrations`); returns the versions applied. */
export function migrate(
  db: Db,
  options: Omit<MigrateOptions, 'migrations'> & Partial<Pick<MigrateOptions, 'migrations'>> = {},
): Promise<number[]> {
  return applyMigrations(db, { ...options, migrations: options.migrations ?? readMigrations() });
}
