import { INSTITUTION_ROLES } from '@tools/backend-api/contracts';
import * as lp from '../contracts.ts';
import { Hono } from 'hono';
import { serviceContext } from '@tools/server-core/context.ts';
import type { AppEnv } from '@tools/server-core/http/env.ts';
import { jsonBody, queryParams } from '@tools/server-core/http/validate.ts';
import { requireFreshInstitutionRole } from '@tools/server-core/identity/roles.ts';
import type { ModuleDeps } from '@tools/server-core/module.ts';
import * as service from './service.ts';

/**
 * Late-penalty endpoints (spec 002 §7). Thin: validate with the shared contract, call the
 * service (which checks the caller with Learn), answer. Who may call is said in service.ts;
 * rules writes also pass a fresh LATE_PENALTY_ADMIN check here.
 */
export function latePenaltyRoutes(deps: ModuleDeps) {
  const { identify } = deps;
  const ctx = (c: Parameters<typeof serviceContext>[0]) => serviceContext(c, deps);
  const admin = requireFreshInstitutionRole(deps.learn, INSTITUTION_ROLES.latePenaltyAdmin);
  return new Hono<AppEnv>()
    .get('/late-penalty-rules', identify, queryParams(lp.PageQuery), async (c) =>
      c.json(await service.listRules(ctx(c), c.req.valid('query'))),
    )
    .post('/late-penalty-rules', identify, admin, jsonBody(lp.RulesPostBody), async (c) =>
      c.json(await service.saveRules(ctx(c), c.req.valid('json'))),
    )
    .post('/late-penalty-rules/bulk', identify, admin, jsonBody(lp.RulesBulkBody), async (c) =>
      c.json(await service.bulkSaveRules(ctx(c), c.req.valid('json'))),
    )
    .get('/late-penalty-rules/usage', identify, admin, async (c) => c.json(await service.ruleUsage(ctx(c))))
    .delete('/late-penalty-rules/all', identify, admin, async (c) => c.json(await service.deleteAllRules(ctx(c))))
    .delete('/late-penalty-rules', identify, admin, jsonBody(lp.RuleDeleteBody), async (c) =>
      c.json(await service.deleteRule(ctx(c), c.req.valid('json').Code)),
    )
    .get('/late-penalty-associations', identify, queryParams(lp.AssociationsQuery), async (c) =>
      c.json(await service.listAssociations(ctx(c), c.req.valid('query'))),
    )
    .post('/late-penalty-associations', identify, jsonBody(lp.AssociationsPostBody), async (c) =>
      c.json(await service.saveAssociations(ctx(c), c.req.valid('json'))),
    )
    .delete('/late-penalty-associations/course', identify, jsonBody(lp.CourseAssociationsDeleteBody), async (c) =>
      c.json(await service.deleteCourseAssociations(ctx(c), c.req.valid('json'))),
    )
    .post('/late-penalty-associations/restore', identify, jsonBody(lp.RestoreBody), async (c) =>
      c.json(await service.restoreAssociations(ctx(c), c.req.valid('json'))),
    )
    .get('/late-penalty-course-default', identify, queryParams(lp.CourseDefaultQuery), async (c) =>
      c.json(await service.getCourseDefault(ctx(c), c.req.valid('query'))),
    )
    .put('/late-penalty-course-default', identify, jsonBody(lp.CourseDefaultBody), async (c) =>
      c.json(await service.setCourseDefault(ctx(c), c.req.valid('json'))),
    )
    .delete('/late-penalty-associations', identify, jsonBody(lp.AssociationDeleteBody), async (c) =>
      c.json(await service.deleteAssociation(ctx(c), c.req.valid('json'))),
    )
    .post('/late-penalty-overrides', identify, jsonBody(lp.OverrideBody), async (c) =>
      c.json(await service.saveOverride(ctx(c), c.req.valid('json'))),
    )
    .delete('/late-penalty-overrides', identify, jsonBody(lp.OverrideDeleteBody), async (c) =>
      c.json(await service.deleteOverride(ctx(c), c.req.valid('json'))),
    )
    .post('/late-penalty-snapshots', identify, jsonBody(lp.SnapshotsBody), async (c) =>
      c.json(await service.saveSnapshots(ctx(c), c.req.valid('json'), deps.courses)),
    )
    .get('/late-penalty-penalties', identify, queryParams(lp.PenaltyViewQuery), async (c) =>
      c.json(await service.listPenalties(ctx(c), c.req.valid('query'))),
    );
}
