import type { Hono } from 'hono';
import { escapeHtml, page } from '../html.ts';
import type { SandboxState } from '../state/state.ts';

/** An element of the seed that a browser does not show (no nesting of the same tag inside it in the seed). */
const HIDDEN_ELEMENT = /<(\w+)\b[^>]*?(?:\shidden\b|display:\s*none|visibility:\s*hidden)[^>]*>[\s\S]*?<\/\1>/gi;

/**
 * Visible text of a seeded body: scripts, styles, comments and hidden elements dropped (as a
 * browser shows the page), tags dropped, the few entities the seed uses decoded, then escaped again.
 */
function bodyText(html: string): string[] {
  return html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, '')
    .replace(HIDDEN_ELEMENT, '')
    .replace(/<\/(p|h\d|li|tr|div)>|<br\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

/**
 * Stand-ins for Learn's own Ultra pages that tools link to (`externalAccessUrl` of a course, the
 * outline address of a content item, e.g. the course assistant's citations), so a link opened
 * from a tool lands on the course and item it names instead of a 404. Not Learn's UI: no sign-in,
 * no availability rules; a page says which course and item the link meant.
 */
export function registerUltraPages(app: Hono, state: SandboxState): void {
  const notFound = (what: string) =>
    page(
      'Not found',
      `<main><h1>Not found</h1><p role="alert">${escapeHtml(what)} does not exist in the sandbox.</p></main>`,
    );

  app.get('/ultra/courses/:courseId/outline', (c) => {
    const course = state.store.courseById(c.req.param('courseId'));
    if (!course) return c.html(notFound(`Course ${c.req.param('courseId')}`), 404);
    const items = state.store
      .contentsOfCourse(course.id)
      .filter((item) => !item.parentId)
      .map((item) => `<li>${escapeHtml(item.title)}</li>`)
      .join('');
    return c.html(
      page(
        course.name,
        `<main><p>Learn sandbox · course outline</p><h1>${escapeHtml(course.name)}</h1><ul>${items}</ul></main>`,
      ),
    );
  });

  app.get('/ultra/courses/:courseId/outline/edit/document/:contentId', (c) => {
    const course = state.store.courseById(c.req.param('courseId'));
    const item = state.store.contentById(c.req.param('contentId'));
    if (!course || !item || item.courseId !== course.id)
      return c.html(notFound(`Item ${c.req.param('contentId')} of course ${c.req.param('courseId')}`), 404);
    const text = bodyText(item.body ?? '')
      .map((line) => `<p>${escapeHtml(line)}</p>`)
      .join('');
    return c.html(
      page(
        `${item.title} · ${course.name}`,
        `<main><p>Learn sandbox · <a href="/ultra/courses/${escapeHtml(course.id)}/outline">${escapeHtml(course.name)}</a></p>` +
          `<h1>${escapeHtml(item.title)}</h1>${text}</main>`,
      ),
    );
  });
}
