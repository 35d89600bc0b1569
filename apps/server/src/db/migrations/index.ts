import m001 from './001_lti.ts';
import m002 from './002_late_penalty.ts';
import m003 from './003_tenant_platform.ts';
import m004 from './004_grade_hurdle.ts';
import m005 from './005_launch_codes.ts';
import m006 from './006_chat.ts';
import m007 from './007_deliverables.ts';
import m008 from './008_enrollment.ts';
import m009 from './009_athletics.ts';
import m010 from './010_outbox.ts';
import m011 from './011_events.ts';
import m012 from './012_snapshot_revision.ts';
import m013 from './013_learn_budget.ts';

/**
 * Every migration in order. A new one is `NNN_name.ts` (default export: the SQL) added here;
 * `readMigrations` refuses gaps, so two branches taking the same number fail loudly.
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
  '013_learn_budget': m013,
};
