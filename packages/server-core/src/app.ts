import { Hono } from 'hono';
import { bulkRunsRoutes } from './bulk-runs/routes.ts';
import { CourseCache } from './course-cache/course-cache.ts';
import { courseCacheRoutes } from './course-cache/routes.ts';
import { tenantDb } from './db/tenant.ts';
import type { Config } from './config.ts';
import type { DomainDeps } from './context.ts';
import type { Db } from './db/types.ts';
import { healthRoutes } from './health.ts';
import type { LearnCallCounter } from './learn-calls/learn-call-counter.ts';
import { learnCallsRoutes } from './learn-calls/routes.ts';
import { bodyLimits, routeBodyLimits } from './http/body-limit.ts';
import { apiCors } from './http/cors.ts';
import type { AppEnv } from './http/env.ts';
import { notFound, onError } from './http/errors.ts';
import { requestLog } from './http/request-log.ts';
import { securityHeaders } from './http/security-headers.ts';
import type { shellRoutes } from './http/static-shell.ts';
import type { LearnIdentityPort } from './identity/caller.ts';
import { createIdentify } from './identity/identify.ts';
import { trustedLearn } from './identity/trusted-learn.ts';
import type { Logger } from './log.ts';
import { AgsTokens } from './lti/ags-token.ts';
import { registeredPlatformOrigins, type LtiServices } from './lti/context.ts';
import { deepLinkFormOrigins } from './lti/deep-link.ts';
import { LaunchCodes } from './lti/launch-codes.ts';
import { LearnSessions } from './lti/learn-sessions.ts';
import { PlatformKeys } from './lti/platform-keys.ts';
import { ltiRoutes } from './lti/routes.ts';
import { ToolKeys } from './lti/tool-keys.ts';
import { routeOwners } from './route-table.ts';
import { routePath } from 'hono/route';

export interface AppDeps {
  config: Config;
  /** Migrated database (see openDatabase). */
  db: Db;
  log: Logger;
  /** Learn's answers about the caller (/users/me, course membership). */
  learn: LearnIdentityPort;
  /** Outgoing HTTP to platforms (JWKS, OAuth, AGS). Tests inject a test platform here. */
  fetch?: typeof globalThis.fetch;
  now?: () => Date;
  toolKeys?: ToolKeys;
  /**
   * Serves the built shell when `config.shellDist` is set (main.ts passes `shellRoutes`). Passed
   * in, not imported, because it reads files: the app itself stays Web-API only, so the
   * embedded server (screen tests, Storybook) bundles without Node's file system.
   */
  shellRoutes?: typeof shellRoutes;
  /**
   * Counts the server's Learn calls per site, day and tool (issue 26 §5). Node only (it needs AsyncLocalStorage):
   * main.ts passes it; the embedded server runs without.
   */
  learnCalls?: LearnCallCounter;
}

/** The whole server as one Hono app, so tests run it with `app.request()`. */
export function createApp(deps: AppDeps) {
  const now = deps.now ?? (() => new Date());
  const nowMs = () => now().getTime();
  const fetchFn = deps.learnCalls?.wrap(deps.fetch ?? globalThis.fetch) ?? deps.fetch ?? globalThis.fetch;
  const toolKeys = deps.toolKeys ?? new ToolKeys(deps.db, deps.config.keyRotationDays, now);
  // Course data kept for every user of a course; a launch by course uuid finds the primary id there.
  const courses = new CourseCache({ config: deps.config.courseCache, fetch: fetchFn, now });
  // Learn's answers about callers, reusing what launches and recent answers proved (identity/trust.ts).
  const learn = trustedLearn(
    deps.learn,
    deps.db,
    now,
    (platformUrl, token, courseRef) =>
      courses.courseId(tenantDb(deps.db, platformUrl), { platformUrl, token }, courseRef).catch(() => null),
    (platformUrl, courseRef) => courses.keptCourseId(tenantDb(deps.db, platformUrl), courseRef),
  );
  const services: LtiServices = {
    config: deps.config,
    db: deps.db,
    log: deps.log,
    fetch: fetchFn,
    now,
    toolKeys,
    platformKeys: new PlatformKeys(fetchFn, nowMs),
    launchCodes: new LaunchCodes(deps.db, deps.config.launchCodeKeys, now),
    learnSessions: new LearnSessions(deps.db, deps.config.launchCodeKeys, now),
    agsTokens: new AgsTokens(toolKeys, fetchFn, now),
    learn,
    courses,
  };
  const identityDeps = {
    learn,
    userOf: learn.userOf,
    allowedPlatformOrigins: deps.config.allowedPlatformOrigins,
    // Learn refused the token: no launch may hand it out again, and nothing proven about it counts.
    onRefused: async (platformUrl: string, token: string) => {
      await services.learnSessions.forgetToken(platformUrl, token);
      await learn.forgetToken(platformUrl, token);
    },
  };
  const identify = createIdentify(identityDeps);
  const domain: DomainDeps = { db: deps.db, learn, identify, now };

  const app = new Hono<AppEnv>().use(requestLog(deps.log));
  if (deps.learnCalls) {
    // The tool a request's Learn calls count under: the owner of the route that answered it.
    const owners = routeOwners(deps.config.modules);
    app.use(deps.learnCalls.middleware((c) => owners.get(`${c.req.method} ${routePath(c)}`) ?? 'core'));
  }
  app
    .use(
      securityHeaders({
        learnOrigins: deps.config.allowedPlatformOrigins,
        platformOrigins: registeredPlatformOrigins(deps.config),
      }),
    )
    .use(apiCors(deps.config.allowedShellOrigins))
    // Before every route and parser (LTI form posts included): each route's own limit (the core's and each
    // module's), 64 KB for a route not listed.
    .use(bodyLimits(routeBodyLimits(deps.config.modules)))
    .route('/', healthRoutes(deps.db))
    .route('/lti', ltiRoutes(services, identify))
    // What every tool shares: bulk-run leases and the course cache.
    .route('/', bulkRunsRoutes({ ...domain, fetch: fetchFn }))
    .route('/', courseCacheRoutes({ ...domain, courses }))
    .route('/', learnCallsRoutes(domain));
  // The tools' server parts (module.ts): routes -> service (Learn checks, rules) -> store (SQL scoped to
  // the caller's site).
  const moduleDeps = { ...domain, config: deps.config, fetch: fetchFn, courses, log: deps.log };
  for (const module of deps.config.modules) app.route('/', module.routes(moduleDeps));
  if (deps.config.shellDist && deps.shellRoutes) {
    const allow = {
      allowedPlatformOrigins: deps.config.allowedPlatformOrigins,
      allowedBackendOrigins: [new URL(deps.config.publicUrl).origin],
    };
    app.route(
      '/',
      deps.shellRoutes(deps.config.shellDist, allow, (query) => deepLinkFormOrigins(services, query)),
    );
  }
  app.onError(onError);
  app.notFound(notFound);
  return app;
}
