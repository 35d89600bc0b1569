import { KiB } from '@tools/server-core/http/body-limit.ts';
import type { ServerModule } from '@tools/server-core/module.ts';
import { startDispatcher } from './dispatcher.ts';
import m010 from './migrations/010_outbox.ts';
import { remindersConfig, type RemindersConfig } from './reminders-config.ts';
import { remindersRoutes } from './routes.ts';
import { webSenders, type Senders } from './senders.ts';
import * as r from '../contracts.ts';

export interface RemindersModuleOptions {
  /**
   * How reminders are sent (main.ts: SMTP and the SMS API, `configuredSenders`). Default: SMS only, e-mail
   * answers that SMTP is not configured (the module stays Web-API only for Storybook and screen tests).
   */
  senders?: (config: RemindersConfig, fetch: typeof globalThis.fetch) => Partial<Senders>;
}

/**
 * Every route of this module that takes a body, by `METHOD path`, sized to its largest legitimate body (issue 21
 * §3; the rules and the check of each against its contract: @tools/server-core's `http/body-limit.ts`).
 */
const bodyLimits = {
  // Reminders: a course id and a column id: contract bound 0.6 kB.
  'POST /sendMessage': 4 * KiB,
  'POST /sendNotification': 4 * KiB,
  'POST /sendMessage/preview': 4 * KiB,
  'POST /sendNotification/preview': 4 * KiB,
};

/** Every route, and who may call it (apps/server's authorization matrix reads this). */
const access = {
  'POST /sendMessage': 'identified',
  'POST /sendMessage/preview': 'identified',
  'POST /sendNotification/preview': 'identified',
  'POST /sendNotification': 'identified',
} as const;

/** Routes whose body limit is their contract's largest body (apps/server's body-limits test checks it). */
const bodyContracts = {
  'POST /sendMessage': r.ReminderBody,
  'POST /sendNotification': r.ReminderBody,
  'POST /sendMessage/preview': r.ReminderBody,
  'POST /sendNotification/preview': r.ReminderBody,
};

/** Reminders' server part: the outbox of e-mail and SMS reminders, sent at once and retried by the dispatcher. */
export function remindersModule(options: RemindersModuleOptions = {}): ServerModule {
  return {
    name: 'reminders',
    migrations: { '010_outbox': m010 },
    bodyLimits,
    access,
    bodyContracts,
    configure: ({ env, sandbox }, problems) => {
      const config = remindersConfig(env, sandbox, problems);
      const senders = (fetch: typeof globalThis.fetch): Senders => ({
        ...webSenders(config, fetch),
        ...options.senders?.(config, fetch),
      });
      return {
        name: 'reminders',
        routes: (deps) => remindersRoutes({ ...deps, config, senders: senders(deps.fetch) }),
        // Sends that a stopped instance left behind, and retries that have come due.
        start: ({ db, log, fetch, now }) => {
          startDispatcher(db, {
            senders: senders(fetch),
            now,
            retryHorizonMs: config.retryHorizonHours * 3_600_000,
            log,
          });
        },
      };
    },
  };
}
export default remindersModule();
