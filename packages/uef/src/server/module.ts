import { Hono } from 'hono';
import type { AppEnv } from '@tools/server-core/http/env.ts';
import type { ServerModule } from '@tools/server-core/module.ts';
import { UEF_SCRIPT_PATH, uefRoutes, type UefScript } from './routes.ts';

export interface UefModuleOptions {
  /** uef_base.js for the UEF loader (main.ts builds it with `buildUefScript`, which reads files); not served when absent. */
  script?: UefScript;
}

/** The UEF integration's server part: the loader script Learn's Ultra Extension Framework fetches. */
export function uefModule(options: UefModuleOptions = {}): ServerModule {
  return {
    name: 'uef',
    migrations: {},
    // Public code, no secrets: Learn's Ultra Extension Framework fetches it without a token. Only with a script.
    access: options.script
      ? { [`GET ${UEF_SCRIPT_PATH}`]: 'public', 'GET /uef/:file{uef_base\\.[0-9a-f]+\\.js}': 'public' }
      : {},
    configure: () => ({
      name: 'uef',
      routes: () => (options.script ? uefRoutes(options.script) : new Hono<AppEnv>()),
    }),
  };
}
export default uefModule();
