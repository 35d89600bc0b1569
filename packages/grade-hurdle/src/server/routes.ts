import { INSTITUTION_ROLES } from '@tools/backend-api/contracts';
import * as gh from '../contracts.ts';
import { Hono } from 'hono';
import { serviceContext, type DomainDeps } from '@tools/server-core/context.ts';
import type { AppEnv } from '@tools/server-core/http/env.ts';
import { jsonBody, queryParams } from '@tools/server-core/http/validate.ts';
import { requireFreshInstitutionRole } from '@tools/server-core/identity/roles.ts';
import * as service from './service.ts';

/** Grade Hurdle endpoints (spec 002 §7). Who may call what is said in service.ts. */
export function gradeHurdleRoutes(deps: DomainDeps) {
  const { identify } = deps;
  const ctx = (c: Parameters<typeof serviceContext>[0]) => serviceContext(c, deps);
  const admin = requireFreshInstitutionRole(deps.learn, INSTITUTION_ROLES.gradeHurdleAdmin);
  return new Hono<AppEnv>()
    .get('/grade-hurdle-associations', identify, queryParams(gh.AssociationsQuery), async (c) =>
      c.json(await service.listAssociations(ctx(c), c.req.valid('query'))),
    )
    .patch('/grade-hurdle-associations', identify, jsonBody(gh.AssociationPatch), async (c) =>
      c.json(await service.patchAssociation(ctx(c), c.req.valid('json'))),
    )
    .put('/grade-hurdle-associations', identify, admin, jsonBody(gh.AssociationPut), async (c) =>
      c.json(await service.putAssociation(ctx(c), c.req.valid('json'))),
    )
    .post('/grade-hurdle-associations', identify, admin, jsonBody(gh.AssociationsPost), async (c) =>
      c.json(await service.postAssociations(ctx(c), c.req.valid('json'))),
    )
    .delete('/grade-hurdle-associations', identify, admin, jsonBody(gh.AssociationDelete), async (c) =>
      c.json(await service.deleteAssociation(ctx(c), c.req.valid('json'))),
    )
    .get('/grade-hurdle-writebacks', identify, queryParams(gh.WritebacksQuery), async (c) =>
      c.json(await service.listWritebacks(ctx(c), c.req.valid('query'))),
    )
    .post('/grade-hurdle-writebacks', identify, jsonBody(gh.WritebacksPost), async (c) =>
      c.json(await service.recordWritebacks(ctx(c), c.req.valid('json'))),
    )
    .post('/grade-hurdle-writebacks/undone', identify, jsonBody(gh.WritebacksUndone), async (c) =>
      c.json(await service.markUndone(ctx(c), c.req.valid('json'))),
    )
    .get('/grade-hurdle-runs', identify, queryParams(gh.RunsQuery), async (c) =>
      c.json(await service.listRuns(ctx(c), c.req.valid('query'))),
    );
}
