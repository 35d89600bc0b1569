import { KiB, MiB } from '@tools/server-core/http/body-limit.ts';
import type { ServerModule } from '@tools/server-core/module.ts';
import { eventsRoutes } from './routes.ts';
import { events as e } from '@tools/backend-api/contracts';

/**
 * Every route of this module that takes a body, by `METHOD path`, sized to its largest legitimate body (issue 21
 * §3; the rules and the check of each against its contract: @tools/server-core's `http/body-limit.ts`).
 */
const bodyLimits = {
  // Events: 500 events of at most 50 data values; a real event (a penalty, an enrolment) is ~0.5 kB,
  // so 500 of them are 0.25 MB; handled: 500 ids of 200 characters, contract bound 0.3 MB.
  'POST /sendEvents': 1 * MiB,
  'POST /handleEvents': 320 * KiB,
};

/** Every route, and who may call it (apps/server's authorization matrix reads this). */
const access = {
  'GET /generateEvents': 'identified',
  'POST /sendEvents': 'identified',
  'GET /retrieveEvents': 'identified',
  'POST /handleEvents': 'identified',
} as const;

/** Routes whose body limit is their contract's largest body (apps/server's body-limits test checks it). */
const bodyContracts = {
  'POST /handleEvents': e.HandleEventsBody,
};

/** The course events tool's server part (the event log itself is the core's: every tool writes to it). */
const eventsModule: ServerModule = {
  name: 'events',
  migrations: {},
  bodyLimits,
  access,
  bodyContracts,
  configure: () => ({ name: 'events', routes: (deps) => eventsRoutes(deps) }),
};
export default eventsModule;
