import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { registerDevRoutes } from './dev/dev-routes.ts';
import { learnMiddleware, platformServiceFaults } from './dev/learn-middleware.ts';
import { escapeHtml, page } from './html.ts';
import { LearnError } from './learn/errors.ts';
import { registerOAuth } from './learn/oauth.ts';
import { learnRouter } from './learn/router.ts';
import { registerAttachmentFiles, registerAttachments } from './learn/routes/attachments.ts';
import { registerCalendar } from './learn/routes/calendar.ts';
import { registerCatalog } from './learn/routes/catalog.ts';
import { registerContents } from './learn/routes/contents.ts';
import { registerCourses } from './learn/routes/courses.ts';
import { registerDataSources } from './learn/routes/data-sources.ts';
import { registerGradebook } from './learn/routes/gradebook.ts';
import { registerInstitution } from './learn/routes/institution.ts';
import { registerRubrics } from './learn/routes/rubrics.ts';
import { registerUsers } from './learn/routes/users.ts';
import { buildDirectLaunchUrl, buildLtiLaunchUrl, type LaunchRequest } from './launcher/launch-links.ts';
import { launcherPage } from './launcher/launcher-page.ts';
import { LINE_ITEM_ROUTES } from './lti/claims.ts';
import { registerFakeModel } from './openai/routes.ts';
import { registerFakeAdo } from './ado/routes.ts';
import { registerSaveReceiver } from './ado/save-receiver.ts';
import { registerFakeSms } from './sms/routes.ts';
import { registerLti } from './lti/index.ts';
import type { LtiPlatform } from './lti/platform.ts';
import type { SandboxOptions } from './options.ts';
import { SandboxState } from './state/state.ts';
import { registerUltraPages } from './ultra/item-pages.ts';
import { registerUltraFrame } from './ultra/ultra-frame.ts';

export interface Sandbox {
  app: Hono;
  state: SandboxState;
  /** The LTI 1.3 platform side (registration, keys, resource links). */
  lti: LtiPlatform;
}

/**
 * The fake Blackboard Learn. Platform neutral (Web APIs only) so it also runs in the browser
 * behind MSW: `http.all('*', ({ request }) => app.fetch(request))`.
 */
export function createSandbox(options: SandboxOptions = {}): Sandbox {
  const state = new SandboxState(options);
  const app = new Hono();

  // Browser tools call Learn directly: any origin, bearer header, Retry-After and the allowance readable.
  const corsMiddleware = cors({
    origin: '*',
    allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowHeaders: ['Authorization', 'Content-Type', 'Accept'],
    exposeHeaders: ['Retry-After', 'X-Rate-Limit-Limit', 'X-Rate-Limit-Remaining', 'X-Rate-Limit-Reset'],
    maxAge: 600,
  });
  app.use('/learn/*', corsMiddleware);
  app.use('/sandbox/*', corsMiddleware);
  app.use('/bbcswebdav/*', corsMiddleware);
  app.use('/learn/*', learnMiddleware(state));
  app.use('/lti/token', platformServiceFaults(state));
  app.use('/lti/ags/*', platformServiceFaults(state));
  // The fake OpenAI-compatible endpoint takes the same faults (a hung or failing model or embeddings).
  app.use('/openai/*', platformServiceFaults(state));

  registerOAuth(app, state);
  const learn = learnRouter(app, state);
  registerUsers(learn);
  registerCourses(learn);
  registerGradebook(learn);
  registerContents(learn);
  registerAttachments(learn);
  registerAttachmentFiles(app, state);
  registerCalendar(learn);
  registerInstitution(learn);
  registerDataSources(learn);
  registerCatalog(learn);
  registerRubrics(learn);
  registerDevRoutes(app, state);
  const lti = registerLti(app, state, options.lti);
  registerFakeModel(app, state);
  registerFakeSms(app, state);
  registerUltraPages(app, state);
  registerFakeAdo(app);
  registerSaveReceiver(app);

  // The one switch between launch modes: direct token links (fallback) or the real LTI 1.3 flow.
  const mode = options.launchMode ?? 'direct';
  const buildLink = (req: LaunchRequest) => {
    if (mode === 'lti') return buildLtiLaunchUrl(state, req);
    // Direct links still name the placement's AGS line item, so the grade sender has a lineItemUrl.
    const course = req.courseId ? state.store.courseById(req.courseId) : undefined;
    const link = course && LINE_ITEM_ROUTES.has(req.route) ? lti.placement(course, req.route, req.route) : undefined;
    return buildDirectLaunchUrl(
      state,
      req,
      link?.columnId && course ? { lineItemUrl: lti.lineItemUrl(course.id, link.columnId) } : {},
    );
  };
  registerUltraFrame(app, state, buildLink, options.ultraHostScript);
  const launcher = async () => {
    let tools;
    try {
      if (!options.loadTools) throw new Error('No tool list source is configured (loadTools).');
      tools = await options.loadTools();
    } catch (err) {
      tools = err instanceof Error ? err : new Error(String(err));
    }
    return launcherPage(state, tools, buildLink, mode === 'lti' ? 'LTI 1.3' : 'direct token launch');
  };
  app.get('/', async (c) => c.html(await launcher()));
  app.get('/launcher', async (c) => c.html(await launcher()));
  app.get('/launch', (c) => {
    const route = c.req.query('route');
    const persona = c.req.query('persona');
    const course = c.req.query('course') || undefined;
    const role = c.req.query('role') || undefined;
    if (!route || !persona)
      return c.html(
        page('Launch failed', '<main><h1>Launch failed</h1><p role="alert">route and persona are required.</p></main>'),
        400,
      );
    try {
      return c.redirect(
        buildLink({ route, persona, ...(course ? { courseId: course } : {}), ...(role ? { role } : {}) }),
        302,
      );
    } catch (err) {
      return c.html(
        page(
          'Launch failed',
          `<main><h1>Launch failed</h1><p role="alert">${escapeHtml((err as Error).message)}</p></main>`,
        ),
        400,
      );
    }
  });

  app.notFound((c) => {
    if (c.req.path.startsWith('/learn/'))
      return c.json(
        new LearnError(404, 'Not Found', {
          developerMessage: `No sandbox endpoint for ${c.req.method} ${c.req.path}`,
        }).body(),
        404,
      );
    return c.text('Not Found', 404);
  });
  app.onError((err, c) => {
    console.error('[sandbox] unhandled error', err);
    return c.json({ status: 500, message: 'Internal sandbox error', developerMessage: err.message }, 500);
  });
  return { app, state, lti };
}
