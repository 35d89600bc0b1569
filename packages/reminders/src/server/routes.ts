import * as r from '../contracts.ts';
import { Hono } from 'hono';
import { serviceContext, type DomainDeps } from '@tools/server-core/context.ts';
import type { AppEnv } from '@tools/server-core/http/env.ts';
import { jsonBody } from '@tools/server-core/http/validate.ts';
import type { RemindersConfig } from './reminders-config.ts';
import type { Senders } from './senders.ts';
import * as service from './service.ts';

export interface RemindersDeps extends DomainDeps {
  config: RemindersConfig;
  senders: Senders;
  fetch: typeof globalThis.fetch;
}

/** POST /sendMessage (e-mail) and POST /sendNotification (SMS); who may call is said in service.ts. */
export function remindersRoutes(deps: RemindersDeps) {
  const ctx = (c: Parameters<typeof serviceContext>[0]): service.RemindersContext => ({
    ...serviceContext(c, deps),
    fetch: deps.fetch,
    timeZone: deps.config.timeZone,
    smsCountryCode: deps.config.sms.countryCode,
    dispatch: { senders: deps.senders, now: deps.now, retryHorizonMs: deps.config.retryHorizonHours * 3_600_000 },
  });
  return (
    new Hono<AppEnv>()
      .post('/sendMessage', deps.identify, jsonBody(r.ReminderBody), async (c) =>
        c.json(await service.send(ctx(c), 'email', c.req.valid('json'))),
      )
      .post('/sendNotification', deps.identify, jsonBody(r.ReminderBody), async (c) =>
        c.json(await service.send(ctx(c), 'sms', c.req.valid('json'))),
      )
      // What Send would do (recipients, already sent, the text), storing and sending nothing.
      .post('/sendMessage/preview', deps.identify, jsonBody(r.ReminderBody), async (c) =>
        c.json(await service.preview(ctx(c), 'email', c.req.valid('json'))),
      )
      .post('/sendNotification/preview', deps.identify, jsonBody(r.ReminderBody), async (c) =>
        c.json(await service.preview(ctx(c), 'sms', c.req.valid('json'))),
      )
  );
}
