import type { ServerModule } from '@tools/server-core/module.ts';
import { athleticsConfig } from './athletics-config.ts';
import { seedAthleticsDemo } from './demo-seed.ts';
import m009 from './migrations/009_athletics.ts';
import { athleticsRoutes } from './routes.ts';

/** SportsAndStudents' server part: athletic details loaded by an administrator's CSV. */
const athleticsModule: ServerModule = {
  name: 'athletics',
  migrations: { '009_athletics': m009 },
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
