import { hasInstitutionRole } from '@tools/backend-api/contracts';
import * as e from '../contracts.ts';
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { serviceContext, type DomainDeps } from '@tools/server-core/context.ts';
import { HttpError } from '@tools/server-core/http/errors.ts';
import type { AppEnv } from '@tools/server-core/http/env.ts';
import { queryParams } from '@tools/server-core/http/validate.ts';
import { assertFreshInstitutionRole, requireFreshSystemAdmin } from '@tools/server-core/identity/roles.ts';
import { enrollmentMessages as m } from './messages.ts';
import * as service from './service.ts';

/** Quick Enroll endpoints (spec 000 §7). Who may call what is said in service.ts. */
export function enrollmentRoutes(deps: DomainDeps & service.EnrollmentDeps) {
  const { identify } = deps;
  const ctx = (c: Parameters<typeof serviceContext>[0]) => serviceContext(c, deps);
  const role = deps.config.institutionRole;
  // Spec 000 §6: anyone without the role gets 'Permission Denied', now from the server.
  const idUser = createMiddleware<AppEnv>(async (c, next) => {
    if (!hasInstitutionRole((await c.var.caller.roles()).institutionRoleIds, role))
      throw new HttpError(403, m.permissionDenied);
    await next();
  });
  const freshIdUser = createMiddleware<AppEnv>(async (c, next) => {
    await assertFreshInstitutionRole(deps.learn, c.var.caller, role).catch((error: unknown) => {
      throw error instanceof HttpError && error.status === 403 ? new HttpError(403, m.permissionDenied) : error;
    });
    await next();
  });
  // The log says who enrolled whom in every course: a privileged read, so the role is Learn's answer
  // now, not the identity proven minutes ago (a role revoked in Learn stops reading at once).
  const systemAdmin = requireFreshSystemAdmin(deps.learn, m.adminsOnly);
  return new Hono<AppEnv>()
    .get('/courses', identify, idUser, queryParams(e.CoursesQuery), async (c) =>
      c.json(await service.search(ctx(c), deps, c.req.valid('query'))),
    )
    .put('/memberships', identify, freshIdUser, queryParams(e.MembershipQuery), async (c) =>
      c.json(await service.setMembership(ctx(c), deps, c.req.valid('query'))),
    )
    .get('/enrollment-log', identify, systemAdmin, queryParams(e.EnrollmentLogQuery), async (c) =>
      c.json(await service.listRecord(ctx(c), c.req.valid('query'))),
    );
}
