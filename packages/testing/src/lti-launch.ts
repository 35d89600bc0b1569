import { emptyLaunch, type LaunchContext, type Locale } from '@tools/launch';
import { backendServer, forgetLaunchRequests } from './backend-server.ts';
import { sandbox } from './learn-server.ts';
import { BACKEND_URL, LEARN_URL } from './origins.ts';

export interface LtiLaunchOptions {
  /** The placement's route value, e.g. 'LTIAssignment' or 'DeepLinkTool'. */
  route: string;
  /** Course primary id (`_123_1`) of the placement; absent for an institution-level tool. */
  courseId?: string;
  /** Force a deep-linking request (DeepLinkTool's placement is one anyway). */
  deepLinking?: boolean;
  /** The placement's custom parameter `role` (e.g. the deliverables tracker's 'BA'). */
  role?: string;
}

const MAX_STEPS = 12;

const unescapeHtml = (value: string) =>
  value.replace(
    /&(amp|lt|gt|quot|#39);/g,
    (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[e]!,
  );

/** The auto-submitting form of an OIDC form_post page (the sandbox's `formPostPage`). */
function formPost(html: string): { action: string; fields: URLSearchParams } | null {
  const action = /<form[^>]*\saction="([^"]*)"/.exec(html)?.[1];
  if (action === undefined) return null;
  const fields = new URLSearchParams();
  for (const [, name, value] of html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)) {
    fields.set(unescapeHtml(name!), unescapeHtml(value!));
  }
  return { action: unescapeHtml(action), fields };
}

/** What the browser would reach: the sandbox at LEARN_URL, our real server at BACKEND_URL. */
async function dispatch(request: Request): Promise<Response> {
  const origin = new URL(request.url).origin;
  if (origin === LEARN_URL) return sandbox().app.fetch(request);
  if (origin === BACKEND_URL) return (await backendServer()).fetch(request);
  throw new Error(`ltiLaunch: the launch left the test's origins (${request.url})`);
}

function decodeState(raw: string): Record<string, unknown> {
  const binary = atob(raw.replace(/-/g, '+').replace(/_/g, '/'));
  return JSON.parse(new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)))) as Record<
    string,
    unknown
  >;
}

const text = (value: unknown) => (typeof value === 'string' ? value : null);

/**
 * A real LTI 1.3 launch of our server by the sandbox's LTI platform, as the browser performs it:
 * the sandbox's launch start, OIDC login, the signed id_token form post, Learn's 3-legged OAuth,
 * the server's redirect to the shell, and the launch-code exchange. Returns the launch the
 * shell would build from it, so a screen test exercises the server's stored launch (line item,
 * deep-linking request) instead of a hand-made one. Learn requests made by the launch are not
 * counted as the screen's (the sandbox's request log starts empty afterwards).
 */
export async function ltiLaunch(persona: string, options: LtiLaunchOptions): Promise<LaunchContext> {
  const start = new URL(`${LEARN_URL}/lti/launch/start`);
  start.searchParams.set('route', options.route);
  start.searchParams.set('persona', persona);
  if (options.courseId) start.searchParams.set('course', options.courseId);
  if (options.deepLinking) start.searchParams.set('message', 'deeplink');
  if (options.role) start.searchParams.set('role', options.role);
  let request = new Request(start);
  for (let step = 0; step < MAX_STEPS; step += 1) {
    const url = new URL(request.url);
    if (url.origin === BACKEND_URL && url.searchParams.has('launch_code')) return shellLaunch(url);
    const response = await dispatch(request);
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      request = new Request(new URL(location, url));
      continue;
    }
    const html = await response.text();
    const form = response.ok ? formPost(html) : null;
    if (!form) {
      const reason = /role="alert">([^<]*)</.exec(html)?.[1] ?? html.slice(0, 200);
      throw new Error(`ltiLaunch: ${request.method} ${url.pathname} answered ${response.status}: ${reason}`);
    }
    request = new Request(form.action, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: form.fields,
    });
  }
  throw new Error(`ltiLaunch: no launch after ${MAX_STEPS} steps`);
}

/** The shell's part: read the redirect, trade the launch code for the token (POST /lti/session). */
async function shellLaunch(url: URL): Promise<LaunchContext> {
  const server = await backendServer();
  const session = await server.fetch(
    new Request(`${BACKEND_URL}/lti/session`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ code: url.searchParams.get('launch_code') }),
    }),
  );
  if (!session.ok) throw new Error(`ltiLaunch: POST /lti/session answered ${session.status}`);
  const { token } = (await session.json()) as { token: string };
  const rawState = url.searchParams.get('state') ?? '';
  const state = decodeState(rawState);
  forgetLaunchRequests();
  return {
    ...emptyLaunch,
    token,
    uuid: url.searchParams.get('uuid'),
    courseUuid: url.searchParams.get('courseUuid'),
    locale: (text(state.locale) ?? 'en_US') as Locale,
    platformUrl: text(state.platformUrl),
    backendUrl: text(state.backendUrl),
    lineItemUrl: text(state.lineItemUrl),
    role: text(state.role),
    rawState,
  };
}
