import type { ServerModule } from '@tools/server-core/module.ts';
import { eventsRoutes } from './routes.ts';

/** The course events tool's server part (the event log itself is the core's: every tool writes to it). */
const eventsModule: ServerModule = {
  name: 'events',
  migrations: {},
  configure: () => ({ name: 'events', routes: (deps) => eventsRoutes(deps) }),
};
export default eventsModule;
