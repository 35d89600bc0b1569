import { KiB, MiB } from '@tools/server-core/http/body-limit.ts';
import type { ServerModule } from '@tools/server-core/module.ts';
import m002 from './migrations/002_late_penalty.ts';
import m003 from './migrations/003_tenant_platform.ts';
import m012 from './migrations/012_snapshot_revision.ts';
import m017 from './migrations/017_late_penalty_trust.ts';
import { latePenaltyRoutes } from './routes.ts';
import * as lp from '../contracts.ts';

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

/** Every route, and who may call it (apps/server's authorization matrix reads this). */
const access = {
  'GET /late-penalty-rules': 'identified',
  'POST /late-penalty-rules': 'identified',
  'POST /late-penalty-rules/bulk': 'identified',
  'GET /late-penalty-rules/usage': 'identified',
  'DELETE /late-penalty-rules/all': 'identified',
  'DELETE /late-penalty-rules': 'identified',
  'GET /late-penalty-associations': 'identified',
  'POST /late-penalty-associations': 'identified',
  'POST /late-penalty-associations/restore': 'identified',
  'GET /late-penalty-course-default': 'identified',
  'PUT /late-penalty-course-default': 'identified',
  'DELETE /late-penalty-associations/course': 'identified',
  'DELETE /late-penalty-associations': 'identified',
  'POST /late-penalty-overrides': 'identified',
  'DELETE /late-penalty-overrides': 'identified',
  'POST /late-penalty-snapshots': 'identified',
  'GET /late-penalty-penalties': 'identified',
} as const;

/** Routes whose body limit is their contract's largest body (apps/server's body-limits test checks it). */
const bodyContracts = {
  'POST /late-penalty-rules': lp.RulesPostBody,
  'POST /late-penalty-rules/bulk': lp.RulesBulkBody,
  'DELETE /late-penalty-rules': lp.RuleDeleteBody,
  'DELETE /late-penalty-associations': lp.AssociationDeleteBody,
  'DELETE /late-penalty-associations/course': lp.CourseAssociationsDeleteBody,
  'POST /late-penalty-overrides': lp.OverrideBody,
  'DELETE /late-penalty-overrides': lp.OverrideDeleteBody,
  'POST /late-penalty-snapshots': lp.SnapshotsBody,
  'POST /late-penalty-associations/restore': lp.RestoreBody,
  'PUT /late-penalty-course-default': lp.CourseDefaultBody,
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
  access,
  bodyContracts,
  configure: () => ({ name: 'late-penalty', routes: (deps) => latePenaltyRoutes(deps) }),
};
export default latePenaltyModule;
