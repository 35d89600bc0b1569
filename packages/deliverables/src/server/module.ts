import type { ServerModule } from '@tools/server-core/module.ts';
import { adoConfig } from './ado-config.ts';
import m007 from './migrations/007_deliverables.ts';
import { deliverablesRoles } from './roles-config.ts';
import { deliverablesRoutes } from './routes.ts';
import { saveUrlConfig } from './save-url-config.ts';

/** The deliverables tracker's server part: tracker rows, work-item sync, snapshots saved elsewhere. */
const deliverablesModule: ServerModule = {
  name: 'deliverables',
  migrations: { '007_deliverables': m007 },
  configure: ({ env, sandbox }, problems) => {
    const ado = adoConfig(env, sandbox, problems);
    const save = saveUrlConfig(env, sandbox, problems);
    const roles = deliverablesRoles(env, problems);
    return { name: 'deliverables', routes: (deps) => deliverablesRoutes({ ...deps, ado, save, roles }) };
  },
};
export default deliverablesModule;
