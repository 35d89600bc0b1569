import { Hono, type Context } from 'hono';
import { DeepLinkBody, DeepLinkQuery, GradeBody, LaunchCodeExchangeBody } from '@tools/backend-api/contracts';
import { HttpError } from '../http/errors.ts';
import type { AppEnv } from '../http/env.ts';
import { jsonBody, queryParams } from '../http/validate.ts';
import type { MiddlewareHandler } from 'hono';
import type { LtiServices } from './context.ts';
import { createDeepLinkResponse } from './deep-link.ts';
import {
  framingOrigins,
  REGISTRATION_CLOSE_SCRIPT,
  registerPlatform,
  RegistrationError,
  registrationDonePage,
  registrationFailedPage,
} from './dynamic-registration.ts';
import { postGrade } from './grades.ts';
import { completeLaunch } from './launch.ts';
import { startLogin } from './login.ts';
import { LtiError, ltiErrorPage } from './lti-error.ts';
import { ltiMessages } from './messages.ts';
import { finishOAuth } from './oauth-callback.ts';
import { registeredFramers, unverifiedIssuer } from './error-framers.ts';

/** Query (GET) or form body (POST) as plain strings. */
async function params(c: Context<AppEnv>): Promise<Record<string, string>> {
  const out: Record<string, string> = { ...c.req.query() };
  if (c.req.method === 'POST') {
    const form = await c.req.parseBody().catch(() => ({}));
    for (const [key, value] of Object.entries(form)) if (typeof value === 'string') out[key] = value;
  }
  return out;
}

/**
 * LTI steps run in the Learn frame: failures become an HTML page with the reason, and a log line. The
 * page may be framed by the platform the step names when it is a registered one (`framers`): a
 * dynamically registered platform is not in every page's CSP, and without it the browser shows a
 * refused frame instead of the reason.
 */
async function ltiStep(
  c: Context<AppEnv>,
  step: string,
  run: () => Promise<string>,
  framers: () => Promise<string[]> = async () => [],
) {
  try {
    return c.redirect(await run(), 302);
  } catch (error) {
    if (!(error instanceof LtiError)) throw error;
    c.var.log.warn('lti step rejected', { step, reason: error.reason, detail: error.message });
    c.header('Cache-Control', 'no-store');
    const origins = await framers().catch(() => []);
    if (origins.length) c.set('cspExtraOrigins', origins);
    return c.html(ltiErrorPage(error, c.var.requestId), error.status);
  }
}

export function ltiRoutes(s: LtiServices, identify: MiddlewareHandler<AppEnv>) {
  return (
    new Hono<AppEnv>()
      // Who may call: anyone (the platform's browser redirect); validated against registrations.
      .on(['GET', 'POST'], '/login', async (c) => {
        const p = await params(c);
        return ltiStep(
          c,
          'login',
          () => startLogin(s, p),
          () => registeredFramers(s, p.iss, p.client_id),
        );
      })
      // Who may call: the platform (form_post of the id_token), or its GET with an error.
      .on(['GET', 'POST'], '/launch', async (c) => {
        const p = await params(c);
        return ltiStep(
          c,
          'launch',
          () => completeLaunch(s, p),
          () => registeredFramers(s, unverifiedIssuer(p.id_token), undefined),
        );
      })
      // Who may call: Learn's OAuth redirect, bound to a launch by the single-use state.
      .get('/oauth/callback', async (c) => ltiStep(c, 'oauth', async () => finishOAuth(s, c.req.query())))
      // Who may call: a platform administrator's browser (the platform's registration window, LTI Dynamic
      // Registration); only issuers in LTI_REGISTRATION_ISSUERS are read, and the platform's registration
      // endpoint checks the registration token.
      .get('/register', async (c) => {
        const query = c.req.query();
        c.header('Cache-Control', 'no-store');
        // Framed by the registering platform (its issuer is the configuration's origin, checked before use).
        c.set('cspExtraOrigins', framingOrigins(s, query));
        try {
          return c.html(registrationDonePage(await registerPlatform(s, query)));
        } catch (error) {
          if (!(error instanceof RegistrationError)) throw error;
          c.var.log.warn('lti registration refused', { reason: error.message });
          return c.html(registrationFailedPage(error.message, c.var.requestId), error.status);
        }
      })
      .get('/register/close.js', (c) => {
        c.header('Cache-Control', 'public, max-age=300');
        return c.body(REGISTRATION_CLOSE_SCRIPT, 200, { 'Content-Type': 'text/javascript; charset=utf-8' });
      })
      // Who may call: anyone (public keys).
      .get('/jwks', async (c) => {
        c.header('Cache-Control', 'public, max-age=300');
        return c.json(await s.toolKeys.jwks());
      })
      // Who may call: the holder of a launch code (single-use, two minutes).
      .post('/session', jsonBody(LaunchCodeExchangeBody), async (c) => {
        const session = await s.launchCodes.redeem(c.req.valid('json').code);
        if (!session) throw new HttpError(401, ltiMessages.launchCodeRefused);
        c.header('Cache-Control', 'no-store');
        return c.json(session);
      })
      // Who may call: the user of the deep-linking launch referenced by `state`.
      .post('/deep-link', identify, queryParams(DeepLinkQuery), jsonBody(DeepLinkBody), async (c) =>
        c.json(await createDeepLinkResponse(s, c.var.caller, c.req.valid('query').state, c.req.valid('json'))),
      )
      // Who may call: members of the launch's course whose role is not Student (checked with Learn).
      .post('/grades', identify, jsonBody(GradeBody), async (c) =>
        c.json(await postGrade(s, c.var.caller, c.req.valid('json'))),
      )
  );
}
