import { bulkRuns as br } from '@tools/backend-api/contracts';
import { Hono } from 'hono';
import { serviceContext, type DomainDeps } from '../context.ts';
import type { AppEnv } from '../http/env.ts';
import { jsonBody } from '../http/validate.ts';
import * as service from './service.ts';

export interface BulkRunsDeps extends DomainDeps {
  fetch: typeof globalThis.fetch;
}

/** Bulk-run leases (issue 22 §1); who may hold one is said in service.ts. */
export function bulkRunsRoutes(deps: BulkRunsDeps) {
  const { identify } = deps;
  const ctx = (c: Parameters<typeof serviceContext>[0]): service.BulkRunsContext => ({
    ...serviceContext(c, deps),
    fetch: deps.fetch,
  });
  return new Hono<AppEnv>()
    .post('/bulk-runs/leases', identify, jsonBody(br.AcquireBody), async (c) =>
      c.json(await service.acquire(ctx(c), c.req.valid('json'))),
    )
    .post('/bulk-runs/leases/renew', identify, jsonBody(br.LeaseRef), async (c) =>
      c.json(await service.renew(ctx(c), c.req.valid('json'))),
    )
    .delete('/bulk-runs/leases', identify, jsonBody(br.LeaseRef), async (c) =>
      c.json(await service.release(ctx(c), c.req.valid('json'))),
    );
}
