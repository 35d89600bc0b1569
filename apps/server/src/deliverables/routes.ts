import { deliverables as d } from '@tools/backend-api/contracts';
import { Hono } from 'hono';
import { serviceContext, type DomainDeps } from '../core/context.ts';
import type { AppEnv } from '../http/env.ts';
import { jsonBody, queryParams } from '../http/validate.ts';
import type { AdoConfig } from './ado-config.ts';
import type { SaveUrlConfig } from './save-url-config.ts';
import { adoClient } from './ado-client.ts';
import * as service from './service.ts';

/** Deliverables endpoints (spec 001 §7). Who may call them is said in service.ts. */
export function deliverablesRoutes(
  deps: DomainDeps & { ado: AdoConfig | null; save: SaveUrlConfig | null; fetch: typeof fetch },
) {
  const { identify } = deps;
  const workItems = deps.ado ? adoClient(deps.ado, deps.fetch, () => deps.now().getTime()) : null;
  const ctx = (c: Parameters<typeof serviceContext>[0]) => serviceContext(c, deps);
  return new Hono<AppEnv>()
    .post('/deliverables/snapshot', identify, jsonBody(d.Snapshot), async (c) =>
      c.json(await service.forwardSnapshot(deps.save, deps.fetch, c.req.valid('json'))),
    )
    .get('/deliverables/workitems/:id', identify, queryParams(d.WorkItemQuery), async (c) =>
      c.json(await service.workItem(ctx(c), workItems, c.req.param('id'), c.req.valid('query'))),
    )
    .get('/deliverables', identify, queryParams(d.DeliverablesQuery), async (c) =>
      c.json(await service.list(ctx(c), c.req.valid('query'))),
    )
    .patch('/deliverables', identify, jsonBody(d.DeliverableBody), async (c) =>
      c.json(await service.update(ctx(c), c.req.valid('json'))),
    )
    .put('/deliverables', identify, jsonBody(d.DeliverableBody), async (c) =>
      c.json(await service.create(ctx(c), c.req.valid('json'))),
    )
    .delete('/deliverables', identify, jsonBody(d.DeliverableBody), async (c) =>
      c.json(await service.remove(ctx(c), c.req.valid('json'))),
    );
}
