import type { Context, Hono } from 'hono';
import { setCookie } from 'hono/cookie';
import { LEARN_SESSION_COOKIE } from '../state/learn-sessions.ts';
import { escapeHtml, page } from '../html.ts';
import type { SandboxState } from '../state/state.ts';
import { DEEP_LINKING_ROUTES } from './claims.ts';
import type { LtiPlatform } from './platform.ts';

const fail = (c: Context, message: string, status: 400 | 403 = 400) =>
  c.html(
    page('LTI launch failed', `<main><h1>LTI launch failed</h1><p role="alert">${escapeHtml(message)}</p></main>`),
    status,
  );

/** Auto-submitting form POST (OIDC form_post response mode), with a button when scripts are off. */
export function formPostPage(title: string, action: string, fields: Record<string, string>): string {
  const inputs = Object.entries(fields)
    .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
    .join('');
  return page(
    title,
    `<main><h1>${escapeHtml(title)}</h1><form id="lti-form" method="post" action="${escapeHtml(action)}">${inputs}<button type="submit">Continue</button></form>
<script>document.getElementById('lti-form').submit();</script></main>`,
  );
}

async function params(c: Context): Promise<URLSearchParams> {
  const p = new URL(c.req.url).searchParams;
  if (c.req.method === 'POST') for (const [k, v] of new URLSearchParams(await c.req.text())) p.set(k, v);
  return p;
}

function startLinkLaunch(c: Context, state: SandboxState, lti: LtiPlatform, linkId: string) {
  const persona = c.req.query('persona');
  if (!persona) return fail(c, 'persona is required.');
  const user = state.persona(persona);
  if (!user) return fail(c, `Unknown persona '${persona}'.`);
  const link = lti.resourceLinks.get(linkId);
  const course = link?.courseId ? state.store.courseById(link.courseId) : undefined;
  if (!link || !course) return fail(c, `Unknown resource link '${linkId}'.`);
  return c.redirect(lti.loginInitiationUrl(user, course, link, 'resource'), 302);
}

export function registerLaunchRoutes(app: Hono, state: SandboxState, lti: LtiPlatform): void {
  app.get('/lti/jwks', async (c) => c.json(await lti.jwks()));

  // The launcher's LTI entry: pick the placement (or, with `link`, a deep-linked resource link as a
  // student or instructor opens it from the course), then hand over to the tool's OIDC login initiation.
  app.get('/lti/launch/start', (c) => {
    const linkId = c.req.query('link');
    if (linkId) return startLinkLaunch(c, state, lti, linkId);
    const route = c.req.query('route');
    const persona = c.req.query('persona');
    if (!route || !persona) return fail(c, 'route and persona are required.');
    const user = state.persona(persona);
    if (!user) return fail(c, `Unknown persona '${persona}'.`);
    const courseId = c.req.query('course');
    const course = courseId ? state.store.courseById(courseId) : undefined;
    if (courseId && !course) return fail(c, `Unknown course '${courseId}'.`);
    const kind = DEEP_LINKING_ROUTES.has(route) || c.req.query('message') === 'deeplink' ? 'deeplink' : 'resource';
    // The browser is now signed in to Learn as this persona (Learn's own pages and file links open for it).
    setCookie(c, LEARN_SESSION_COOKIE, state.learnSessions.start(user.id), {
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
    });
    const link = lti.placement(course, route, c.req.query('title') ?? route, c.req.query('role') || undefined);
    // `client` (and `deployment`) launch a tool registered with Dynamic Registration instead of the configured one.
    const clientId = c.req.query('client');
    if (!clientId) return c.redirect(lti.loginInitiationUrl(user, course, link, kind), 302);
    const client = lti.client(clientId);
    if (!client) return fail(c, `Unknown client '${clientId}'.`);
    const deploymentId = c.req.query('deployment') ?? client.deploymentIds[0]!;
    if (!client.deploymentIds.includes(deploymentId))
      return fail(c, `Client '${clientId}' has no deployment '${deploymentId}'.`);
    return c.redirect(lti.loginInitiationUrl(user, course, link, kind, { clientId, deploymentId }), 302);
  });

  // A course page that frames the tool the way Learn does (iframe on the platform origin), so the whole
  // flow can be tried where it really runs: CSP frame-ancestors/form-action, no third-party cookies.
  app.get('/lti/launch/frame', (c) => {
    const route = c.req.query('route');
    const persona = c.req.query('persona');
    if (!route || !persona) return fail(c, 'route and persona are required.');
    const course = c.req.query('course') ? state.store.courseById(c.req.query('course')!) : undefined;
    const start = `/lti/launch/start?${new URL(c.req.url).searchParams}`;
    const heading = course ? `${course.name}: ${route}` : route;
    return c.html(
      page(
        heading,
        `<header><h1>${escapeHtml(heading)}</h1><p>Learn sandbox course frame: the tool below runs in an iframe, as in Learn.</p></header>
<main><iframe title="${escapeHtml(`${route} (LTI tool)`)}" src="${escapeHtml(start)}" style="width:100%;min-height:75vh;border:1px solid #c4c7c5"></iframe></main>`,
      ),
    );
  });

  // OIDC authentication request (LTI 1.3 core §5.1.1.2): answers with a signed id_token via form POST.
  app.on(['GET', 'POST'], '/lti/authorize', async (c) => {
    const p = await params(c);
    if (p.get('response_type') !== 'id_token') return fail(c, "response_type must be 'id_token'.");
    if (!(p.get('scope') ?? '').split(' ').includes('openid')) return fail(c, "scope must include 'openid'.");
    if (p.get('response_mode') !== 'form_post') return fail(c, "response_mode must be 'form_post'.");
    if (p.get('prompt') !== null && p.get('prompt') !== 'none') return fail(c, "prompt must be 'none'.");
    const client = lti.client(p.get('client_id') ?? '');
    if (!client) return fail(c, `Unknown client_id '${p.get('client_id') ?? ''}'.`);
    const redirectUri = p.get('redirect_uri') ?? '';
    if (!client.redirectUris.includes(redirectUri))
      return fail(c, `redirect_uri must be the registered launch URL ${client.redirectUris[0] ?? ''}.`);
    const nonce = p.get('nonce');
    if (!nonce) return fail(c, 'nonce is required.');
    const hint = lti.takeHint(p.get('lti_message_hint') ?? '');
    if (!hint) return fail(c, 'lti_message_hint is unknown, expired or already used. Start the launch again.');
    if (p.get('login_hint') !== hint.userId) return fail(c, 'login_hint does not match the launch.', 403);
    if ((hint.clientId ?? lti.reg.clientId) !== client.clientId)
      return fail(c, 'client_id is not the client the launch was started for.', 403);
    const idToken = await lti.sign(lti.idTokenClaims(hint, nonce), client.clientId);
    return c.html(
      formPostPage('Launching tool', redirectUri, {
        id_token: idToken,
        ...(p.get('state') !== null ? { state: p.get('state')! } : {}),
      }),
    );
  });
}
