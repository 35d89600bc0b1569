import * as a from '../contracts.ts';
import { Hono } from 'hono';
import { serviceContext, type DomainDeps } from '@tools/server-core/context.ts';
import type { AppEnv } from '@tools/server-core/http/env.ts';
import { jsonBody } from '@tools/server-core/http/validate.ts';
import { requireFreshInstitutionRole } from '@tools/server-core/identity/roles.ts';
import type { AthleticsConfig } from './athletics-config.ts';
import * as service from './service.ts';

/** SportsAndStudents endpoints (spec 000 §7, with authorization: see service.ts). */
export function athleticsRoutes(deps: DomainDeps & { config: AthleticsConfig }) {
  const { identify } = deps;
  const ctx = (c: Parameters<typeof serviceContext>[0]) => serviceContext(c, deps);
  const role = deps.config.institutionRole;
  return (
    new Hono<AppEnv>()
      // Athletes' personal data: a privileged read asks Learn for the role now (identity/trust.ts).
      .get('/sportsAndStudents', identify, requireFreshInstitutionRole(deps.learn, role), async (c) =>
        c.json(await service.read(ctx(c))),
      )
      .put(
        '/sportsAndStudents',
        identify,
        requireFreshInstitutionRole(deps.learn, role),
        jsonBody(a.CsvUpload),
        async (c) => c.json(await service.load(ctx(c), c.req.valid('json'))),
      )
  );
}
