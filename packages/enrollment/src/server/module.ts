import type { ServerModule } from '@tools/server-core/module.ts';
import { AppTokens } from './app-token.ts';
import { enrollmentConfig } from './enrollment-config.ts';
import m008 from './migrations/008_enrollment.ts';
import { enrollmentRoutes } from './routes.ts';

/** Quick Enroll's server part: course search and enrolment with the application's Learn credentials. */
const enrollmentModule: ServerModule = {
  name: 'enrollment',
  migrations: { '008_enrollment': m008 },
  configure: ({ env }, problems) => {
    const config = enrollmentConfig(env, problems);
    return {
      name: 'enrollment',
      routes: (deps) =>
        enrollmentRoutes({
          ...deps,
          config,
          platforms: deps.config.platforms,
          appTokens: new AppTokens(deps.fetch, () => deps.now().getTime()),
        }),
    };
  },
};
export default enrollmentModule;
