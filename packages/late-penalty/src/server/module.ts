import { KiB, MiB } from '@tools/server-core/http/body-limit.ts';
import type { ServerModule } from '@tools/server-core/module.ts';
import m002 from './migrations/002_late_penalty.ts';
import m003 from './migrations/003_tenant_platform.ts';
import m012 from './migrations/012_snapshot_revision.ts';
import m017 from './migrations/017_late_penalty_trust.ts';
import { latePenaltyRoutes } from './routes.ts';

/**
 * Every route of this module that takes a body, by `METHOD path`, sized to its largest legitimate body (issue 21
 * §3; the rules and the check of each against its contract: @tools/server-core's `http/body-limit.ts`).
 */
const bodyLimits = {
  // Late penalties. A rule catalogue of 1,000 rules: contract bound 1.1 MB (bulk: plus 1,000 renames
  // and 1,000 deletes, 1.7 MB).
  'POST /late-penalty-rules': 1280 * KiB,
  'POST /late-penalty-rules/bulk': 2 * MiB,
  'DELETE /late-penalty-rules': 4 * KiB,
  'DELETE /late-penalty-rules/all': 4 * KiB,
  // Up to 1,000 of a course's assignments with their rule (the screen sends empty Overrides and
  // Penalties maps; those are written through the override routes): 1.1 MB at most.
  'POST /late-penalty-associations': 2 * MiB,
  'DELETE /late-penalty-associations': 4 * KiB,
  'DELETE /late-penalty-associations/course': 4 * KiB,
  'POST /late-penalty-overrides': 4 * KiB,
  'DELETE /late-penalty-overrides': 4 * KiB,
  // The screen sends a course's snapshots in requests of at most MAX_SNAPSHOT_ITEMS (2,000) items:
  // a typical one is ~0.8 MB; contract bound 11.8 MB (every text at its maximum, the submission time
  // and the 500-character explanation a student is shown included).
  'POST /late-penalty-snapshots': 12 * MiB,
  // Undo of a deletion (a course id and a restore id) and a course's default rule: contract bound 0.6 kB.
  'POST /late-penalty-associations/restore': 4 * KiB,
  'PUT /late-penalty-course-default': 4 * KiB,
};

/** Late penalties' server part: rules, associations, overrides, snapshots (apps/server composes it). */
const latePenaltyModule: ServerModule = {
  name: 'late-penalty',
  migrations: {
    '002_late_penalty': m002,
    '003_tenant_platform': m003,
    '012_snapshot_revision': m012,
    '017_late_penalty_trust': m017,
  },
  bodyLimits,
  configure: () => ({ name: 'late-penalty', routes: (deps) => latePenaltyRoutes(deps) }),
};
export default latePenaltyModule;
