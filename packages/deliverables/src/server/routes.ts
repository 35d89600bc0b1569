import * as d from '../contracts.ts';
import { Hono } from 'hono';
import { serviceContext, type DomainDeps } from '@tools/server-core/context.ts';
import type { AppEnv } from '@tools/server-core/http/env.ts';
import { createMiddleware } from 'hono/factory';
import { HttpError } from '@tools/server-core/http/errors.ts';
import { jsonBody, queryParams } from '@tools/server-core/http/validate.ts';
import { freshUser, holdsAnyRole } from '@tools/server-core/identity/roles.ts';
import { format } from '@tools/server-core/messages.ts';
import { deliverablesMessages as m } from './messages.ts';
import type { AdoConfig } from './ado-config.ts';
import type { SaveUrlConfig } from './save-url-config.ts';
import { adoClient } from './ado-client.ts';
import * as service from './service.ts';

/** Deliverables endpoints (spec 001 §7). Reads: any user Learn identifies; writes and work items: `deps.roles` (roles-config.ts). */
export function deliverablesRoutes(
  deps: DomainDeps & {
    ado: AdoConfig | null;
    save: SaveUrlConfig | null;
    roles: readonly string[];
    fetch: typeof fetch;
  },
) {
  const { identify } = deps;
  /**
   * Writes (rows, the snapshot to the save URL) ask Learn again for the caller's roles, so a role
   * removed in Learn stops them at once; work-item reads use the roles of the identity check
   * (cached up to 60 s), since the sync reads one work item per row.
   */
  const editor = (fresh: boolean) =>
    createMiddleware<AppEnv>(async (c, next) => {
      const user = fresh ? await freshUser(deps.learn, c.var.caller) : await c.var.caller.roles();
      if (!holdsAnyRole(user, deps.roles)) {
        throw new HttpError(403, format(m.needsRole, { roles: deps.roles.join(', ') }));
      }
      await next();
    });
  const write = editor(true);
  const workItemReader = editor(false);
  const workItems = deps.ado ? adoClient(deps.ado, deps.fetch, () => deps.now().getTime()) : null;
  const ctx = (c: Parameters<typeof serviceContext>[0]) => serviceContext(c, deps);
  return new Hono<AppEnv>()
    .post('/deliverables/snapshot', identify, write, jsonBody(d.Snapshot), async (c) =>
      c.json(await service.forwardSnapshot(deps.save, deps.fetch, c.req.valid('json'))),
    )
    .get('/deliverables/workitems/:id', identify, workItemReader, queryParams(d.WorkItemQuery), async (c) =>
      c.json(await service.workItem(ctx(c), workItems, c.req.param('id'), c.req.valid('query'))),
    )
    .get('/deliverables', identify, queryParams(d.DeliverablesQuery), async (c) =>
      c.json(await service.list(ctx(c), c.req.valid('query'))),
    )
    .patch('/deliverables', identify, write, jsonBody(d.DeliverableBody), async (c) =>
      c.json(await service.update(ctx(c), c.req.valid('json'))),
    )
    .put('/deliverables', identify, write, jsonBody(d.DeliverableBody), async (c) =>
      c.json(await service.create(ctx(c), c.req.valid('json'))),
    )
    .delete('/deliverables', identify, write, jsonBody(d.DeliverableBody), async (c) =>
      c.json(await service.remove(ctx(c), c.req.valid('json'))),
    );
}
