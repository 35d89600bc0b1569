import type { ServerModule } from '@tools/server-core/module.ts';
import m002 from './migrations/002_late_penalty.ts';
import m003 from './migrations/003_tenant_platform.ts';
import m012 from './migrations/012_snapshot_revision.ts';
import m017 from './migrations/017_late_penalty_trust.ts';
import { latePenaltyRoutes } from './routes.ts';

/** Late penalties' server part: rules, associations, overrides, snapshots (apps/server composes it). */
const latePenaltyModule: ServerModule = {
  name: 'late-penalty',
  migrations: {
    '002_late_penalty': m002,
    '003_tenant_platform': m003,
    '012_snapshot_revision': m012,
    '017_late_penalty_trust': m017,
  },
  configure: () => ({ name: 'late-penalty', routes: (deps) => latePenaltyRoutes(deps) }),
};
export default latePenaltyModule;
