import { events as e } from '@tools/backend-api/contracts';
import { Hono } from 'hono';
import { serviceContext, type DomainDeps } from '@tools/server-core/context.ts';
import type { AppEnv } from '@tools/server-core/http/env.ts';
import { jsonBody } from '@tools/server-core/http/validate.ts';
import * as service from './service.ts';

/** EventPublicationTool (spec 000 §7); who may call is said in service.ts. */
export function eventsRoutes(deps: DomainDeps & { fetch: typeof globalThis.fetch }) {
  const ctx = (c: Parameters<typeof serviceContext>[0]) => serviceContext(c, deps);
  return new Hono<AppEnv>()
    .get('/generateEvents', deps.identify, async (c) =>
      c.json(await service.generate({ ...ctx(c), fetch: deps.fetch })),
    )
    .post('/sendEvents', deps.identify, jsonBody(e.EventsBody), async (c) =>
      c.json(await service.publish(ctx(c), c.req.valid('json'))),
    )
    .get('/retrieveEvents', deps.identify, async (c) => c.json(await service.retrieve(ctx(c))))
    .post('/handleEvents', deps.identify, jsonBody(e.HandleEventsBody), async (c) =>
      c.json(await service.handle(ctx(c), c.req.valid('json'))),
    );
}
