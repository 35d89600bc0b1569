import { KiB } from '@tools/server-core/http/body-limit.ts';
import type { ServerModule } from '@tools/server-core/module.ts';
import { athleticsConfig } from './athletics-config.ts';
import { seedAthleticsDemo } from './demo-seed.ts';
import m009 from './migrations/009_athletics.ts';
import { athleticsRoutes } from './routes.ts';
import * as a from '../contracts.ts';

/**
 * Every route of this module that takes a body, by `METHOD path`, sized to its largest legitimate body (issue 21
 * §3; the rules and the check of each against its contract: @tools/server-core's `http/body-limit.ts`).
 */
const bodyLimits = {
  // Athletics: a CSV of at most 900,000 characters: contract bound 2.6 MB.
  'PUT /sportsAndStudents': 2816 * KiB,
};

/** Every route, and who may call it (apps/server's authorization matrix reads this). */
const access = {
  'GET /sportsAndStudents': 'identified',
  'PUT /sportsAndStudents': 'identified',
} as const;

/** Routes whose body limit is their contract's largest body (apps/server's body-limits test checks it). */
const bodyContracts = {
  'PUT /sportsAndStudents': a.CsvUpload,
};

/** SportsAndStudents' server part: athletic details loaded by an administrator's CSV. */
const athleticsModule: ServerModule = {
  name: 'athletics',
  migrations: { '009_athletics': m009 },
  bodyLimits,
  access,
  bodyContracts,
  configure: ({ env }, problems) => {
    const config = athleticsConfig(env, problems);
    return {
      name: 'athletics',
      routes: (deps) => athleticsRoutes({ ...deps, config }),
      // The sandbox's demo athletes, once, when the server runs against the sandbox alone.
      start: async ({ db, config: core, log, now }) => {
        if (await seedAthleticsDemo(db, core, now())) log.info('demo athletic details seeded for the sandbox');
      },
    };
  },
};
export default athleticsModule;
