import { KiB, MiB } from '@tools/server-core/http/body-limit.ts';
import type { ServerModule } from '@tools/server-core/module.ts';
import m004 from './migrations/004_grade_hurdle.ts';
import m014 from './migrations/014_writeback_pending.ts';
import { gradeHurdleRoutes } from './routes.ts';
import * as gh from '../contracts.ts';

/**
 * Every route of this module that takes a body, by `METHOD path`, sized to its largest legitimate body (issue 21
 * §3; the rules and the check of each against its contract: @tools/server-core's `http/body-limit.ts`).
 */
const bodyLimits = {
  // Grade Hurdle. One course's rules (10 sub-rules, 7 mapping rows) and the performance score ids of
  // its students: a 20,000-student course at ~30 bytes per `"userId":"gradeId"` pair is 0.6 MB.
  'PATCH /grade-hurdle-associations': 1 * MiB,
  'PUT /grade-hurdle-associations': 4 * KiB,
  // 1,000 courses of a status each: contract bound 0.4 MB.
  'POST /grade-hurdle-associations': 384 * KiB,
  'DELETE /grade-hurdle-associations': 4 * KiB,
  // A run's write-backs in requests of at most 1,000 students: contract bound 3.4 MB; undone: 0.3 MB.
  'POST /grade-hurdle-writebacks': 3584 * KiB,
  'POST /grade-hurdle-writebacks/undone': 320 * KiB,
};

/** Every route, and who may call it (apps/server's authorization matrix reads this). */
const access = {
  'GET /grade-hurdle-associations': 'identified',
  'PATCH /grade-hurdle-associations': 'identified',
  'PUT /grade-hurdle-associations': 'identified',
  'POST /grade-hurdle-associations': 'identified',
  'DELETE /grade-hurdle-associations': 'identified',
  'GET /grade-hurdle-writebacks': 'identified',
  'POST /grade-hurdle-writebacks': 'identified',
  'POST /grade-hurdle-writebacks/undone': 'identified',
  'GET /grade-hurdle-runs': 'identified',
} as const;

/** Routes whose body limit is their contract's largest body (apps/server's body-limits test checks it). */
const bodyContracts = {
  'PUT /grade-hurdle-associations': gh.AssociationPut,
  'POST /grade-hurdle-associations': gh.AssociationsPost,
  'DELETE /grade-hurdle-associations': gh.AssociationDelete,
  'POST /grade-hurdle-writebacks': gh.WritebacksPost,
  'POST /grade-hurdle-writebacks/undone': gh.WritebacksUndone,
};

/** Grade Hurdle's server part: a course's rules, statuses and write-back records. */
const gradeHurdleModule: ServerModule = {
  name: 'grade-hurdle',
  migrations: { '004_grade_hurdle': m004, '014_writeback_pending': m014 },
  bodyLimits,
  access,
  bodyContracts,
  configure: () => ({ name: 'grade-hurdle', routes: (deps) => gradeHurdleRoutes(deps) }),
};
export default gradeHurdleModule;
