import { KiB, MiB } from '@tools/server-core/http/body-limit.ts';
import type { ServerModule } from '@tools/server-core/module.ts';
import { adoConfig } from './ado-config.ts';
import m007 from './migrations/007_deliverables.ts';
import { deliverablesRoles } from './roles-config.ts';
import { deliverablesRoutes } from './routes.ts';
import { saveUrlConfig } from './save-url-config.ts';

/**
 * Every route of this module that takes a body, by `METHOD path`, sized to its largest legitimate body (issue 21
 * §3; the rules and the check of each against its contract: @tools/server-core's `http/body-limit.ts`).
 */
const bodyLimits = {
  // Deliverables. One row: the spec's 39 columns, Notes at its 10,000-character maximum and the
  // other cells at 100 characters (43 kB; the contract would take 200 columns of 10,000 characters,
  // which no screen sends).
  'PATCH /deliverables': 256 * KiB,
  'PUT /deliverables': 256 * KiB,
  'DELETE /deliverables': 256 * KiB,
  // The rows on the tracker's screen for the save URL: a row of the demo portfolio is ~470 bytes as
  // JSON cells, so 4 MB holds ~8,900 of them (it was 16 MB: four at once took 330 MB of memory).
  'POST /deliverables/snapshot': 4 * MiB,
};

/** Every route, and who may call it (apps/server's authorization matrix reads this). */
const access = {
  'POST /deliverables/snapshot': 'identified',
  'GET /deliverables/workitems/:id': 'identified',
  'GET /deliverables': 'identified',
  'PATCH /deliverables': 'identified',
  'PUT /deliverables': 'identified',
  'DELETE /deliverables': 'identified',
} as const;

/** The deliverables tracker's server part: tracker rows, work-item sync, snapshots saved elsewhere. */
const deliverablesModule: ServerModule = {
  name: 'deliverables',
  migrations: { '007_deliverables': m007 },
  bodyLimits,
  access,
  configure: ({ env, sandbox }, problems) => {
    const ado = adoConfig(env, sandbox, problems);
    const save = saveUrlConfig(env, sandbox, problems);
    const roles = deliverablesRoles(env, problems);
    return { name: 'deliverables', routes: (deps) => deliverablesRoutes({ ...deps, ado, save, roles }) };
  },
};
export default deliverablesModule;
