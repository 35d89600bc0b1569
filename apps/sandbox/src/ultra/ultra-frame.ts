import type { Hono } from 'hono';
import { escapeHtml, page } from '../html.ts';
import { launchCourses, type LaunchRequest } from '../launcher/launch-links.ts';
import type { SandboxState } from '../state/state.ts';

/** The personas the launcher offers an Ultra frame for. */
export const ULTRA_FRAME_PERSONAS = ['student', 'instructor'] as const;

/** Why a token is not one this Learn issued to the frame's user, or null when it is. */
export function tokenProblem(state: SandboxState, token: string, userId: string): string | null {
  const grant = state.tokens.lookup(token);
  if (!grant) return 'the token is unknown or has expired';
  if (grant.userId !== userId) return 'the token belongs to another user';
  return null;
}

const STYLE = `<style>
  .ultra { display: grid; grid-template-columns: 14rem 1fr auto; gap: 1rem; align-items: start; }
  .ultra nav ul { list-style: none; padding: 0; }
  .ultra nav button { width: 100%; text-align: left; margin: .15rem 0; }
  .ultra-portal { width: 100%; min-height: 24rem; border: 1px solid #c4c7c5; }
  #ultra-panels aside { width: 24rem; border-left: 3px solid #0b57d0; padding-left: .75rem; }
</style>`;

/**
 * "Ultra frame": the sandbox plays Ultra's side of the extension framework. The UEF loader
 * (route UEFBase) is launched as the persona in a hidden iframe, as Ultra does for an Ultra
 * extension placement; /ultra/uef-host.js (main.ts bundles uef-host-page.ts) answers its
 * handshake, checks its token here, shows the base navigation entry it registers and the
 * portals it renders.
 */
export function registerUltraFrame(
  app: Hono,
  state: SandboxState,
  buildLink: (req: LaunchRequest) => string,
  hostScript?: string,
): void {
  const fail = (message: string) =>
    page('Ultra frame', `<main><h1>Ultra frame</h1><p role="alert">${escapeHtml(message)}</p></main>`);

  app.get('/ultra/frame', (c) => {
    const persona = c.req.query('persona') ?? '';
    const user = state.persona(persona);
    if (!user) return c.html(fail(`Unknown persona '${persona}'.`), 400);
    const config = JSON.stringify({
      integrationOrigin: new URL(state.shellUrl).origin,
      authorizeUrl: `/ultra/frame/authorize?persona=${encodeURIComponent(persona)}`,
    }).replace(/</g, '\\u003c');
    const courses = launchCourses(state, user)
      .map(
        (course) =>
          `<li><button type="button" data-course-id="${escapeHtml(course.id)}">${escapeHtml(course.name)}</button></li>`,
      )
      .join('');
    const name = `${user.name.given} ${user.name.family}`;
    return c.html(
      page(
        `Ultra frame · ${name}`,
        `${STYLE}<header><h1>Ultra frame</h1><p>Learn sandbox playing Ultra for ${escapeHtml(name)} (${escapeHtml(persona)}). The Course Tools extension runs in a hidden frame.</p>
<p>Integration: <strong id="ultra-authorized">Not authorized</strong>. Subscriptions: <span id="ultra-subscriptions">none</span>.</p></header>
<div class="ultra">
<nav aria-label="Base navigation"><h2>Base navigation</h2><ul id="ultra-basenav"></ul>
<h2>Courses</h2><ul id="ultra-courses"><li><button type="button" data-course-id="">All courses</button></li>${courses}</ul></nav>
<main id="ultra-main"><p>Pick a course or a base navigation entry.</p></main>
<div id="ultra-panels"></div>
</div>
<section aria-labelledby="ultra-log-title"><h2 id="ultra-log-title">Integration log</h2><ol id="ultra-log" aria-live="polite"></ol></section>
<iframe id="ultra-integration" hidden title="Course Tools integration (hidden)" src="${escapeHtml(buildLink({ route: 'UEFBase', persona }))}"></iframe>
<script type="application/json" id="ultra-config">${config}</script>
<script src="/ultra/uef-host.js"></script>`,
      ),
    );
  });

  // Ultra checks the integration's token with Learn: live, and issued to this user.
  app.post('/ultra/frame/authorize', async (c) => {
    const user = state.persona(c.req.query('persona') ?? '');
    if (!user) return c.json({ problem: 'unknown persona' }, 400);
    const body = (await c.req.json().catch(() => null)) as { token?: unknown } | null;
    const token = typeof body?.token === 'string' ? body.token : '';
    return c.json({ problem: token ? tokenProblem(state, token, user.id) : 'no token' });
  });

  app.get('/ultra/uef-host.js', (c) =>
    hostScript
      ? c.body(hostScript, 200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-cache' })
      : c.text("The Ultra frame's script is built by the sandbox's Node entry (npm start / src/main.ts).", 503),
  );
}
