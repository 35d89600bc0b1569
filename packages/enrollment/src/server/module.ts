import { KiB } from '@tools/server-core/http/body-limit.ts';
import type { ServerModule } from '@tools/server-core/module.ts';
import { AppTokens } from './app-token.ts';
import { enrollmentConfig } from './enrollment-config.ts';
import m008 from './migrations/008_enrollment.ts';
import { enrollmentRoutes } from './routes.ts';

/**
 * Every route of this module that takes a body, by `METHOD path`, sized to its largest legitimate body (issue 21
 * §3; the rules and the check of each against its contract: @tools/server-core's `http/body-limit.ts`).
 */
const bodyLimits = {
  // Quick Enroll's PUT has its parameters in the query: no body.
  'PUT /memberships': 4 * KiB,
};

/** Every route, and who may call it (apps/server's authorization matrix reads this). */
const access = {
  'GET /courses': 'identified',
  'PUT /memberships': 'identified',
  'GET /enrollment-log': 'identified',
} as const;

/** Quick Enroll's server part: course search and enrolment with the application's Learn credentials. */
const enrollmentModule: ServerModule = {
  name: 'enrollment',
  migrations: { '008_enrollment': m008 },
  bodyLimits,
  access,
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
