import { format } from '../messages.ts';
import { LTI_REASONS, ltiMessages as m } from './messages.ts';

export type LtiReason = keyof typeof LTI_REASONS;

export class LtiError extends Error {
  override name = 'LtiError';
  constructor(
    readonly reason: LtiReason,
    readonly detail?: string,
    readonly status: 400 | 401 | 403 | 502 = 400,
  ) {
    super(detail ? `${LTI_REASONS[reason]}: ${detail}` : LTI_REASONS[reason]);
  }
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch);

/** The page a refused launch shows inside the Learn frame. */
export function ltiErrorPage(error: LtiError, requestId: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${m.errorPageTitle}</title>
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;line-height:1.5;color:#1a1a1a}
main{border-left:4px solid #b00020;padding-left:1rem}code{background:#f2f2f2;padding:0 .25rem}</style></head>
<body><main role="alert" aria-labelledby="title">
<h1 id="title">${m.errorPageHeading}</h1>
<p>${escapeHtml(format(m.errorPageReason, { reason: error.message }))}</p>
<p>${escapeHtml(m.errorPageAdvice).replace('{reference}', `<code>${escapeHtml(error.reason)}</code> / <code>${escapeHtml(requestId)}</code>`)}</p>
</main></body></html>`;
}
