import type { ServerModule } from '@tools/server-core/module.ts';
import m004 from './migrations/004_grade_hurdle.ts';
import m014 from './migrations/014_writeback_pending.ts';
import { gradeHurdleRoutes } from './routes.ts';

/** Grade Hurdle's server part: a course's rules, statuses and write-back records. */
const gradeHurdleModule: ServerModule = {
  name: 'grade-hurdle',
  migrations: { '004_grade_hurdle': m004, '014_writeback_pending': m014 },
  configure: () => ({ name: 'grade-hurdle', routes: (deps) => gradeHurdleRoutes(deps) }),
};
export default gradeHurdleModule;
