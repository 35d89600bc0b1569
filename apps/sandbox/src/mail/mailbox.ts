import type { Hono } from 'hono';
import { escapeHtml, page } from '../html.ts';

/** One e-mail the local SMTP sink received. */
export interface SinkMail {
  at: string;
  from: string;
  to: string;
  subject: string;
  text: string;
}

const LIMIT = 500;

/** What the local SMTP sink received (newest last, at most 500), shown at /sandbox/mail. */
export class Mailbox {
  readonly mails: SinkMail[] = [];
  add(mail: SinkMail): void {
    this.mails.push(mail);
    if (this.mails.length > LIMIT) this.mails.shift();
  }
}

/**
 * The mail viewer: `GET /sandbox/mail` (a page, newest first; text parts only, escaped, so no
 * mail's HTML runs here), `GET /sandbox/mail.json`, `DELETE /sandbox/mail.json` to empty it.
 */
export function registerMailViewer(app: Hono, mailbox: Mailbox): void {
  app.get('/sandbox/mail.json', (c) => c.json({ mails: mailbox.mails }));
  app.delete('/sandbox/mail.json', (c) => {
    mailbox.mails.length = 0;
    return c.body(null, 204);
  });
  app.get('/sandbox/mail', (c) => {
    const items = [...mailbox.mails]
      .reverse()
      .map(
        (m) => `<article class="tool">
  <h2>${escapeHtml(m.subject || '(no subject)')}</h2>
  <p>To: ${escapeHtml(m.to)}<br>From: ${escapeHtml(m.from)}<br>Received: <time datetime="${escapeHtml(m.at)}">${escapeHtml(m.at)}</time></p>
  <pre style="white-space: pre-wrap">${escapeHtml(m.text)}</pre>
</article>`,
      )
      .join('\n');
    const body = `<main>
<h1>Sandbox mail</h1>
<p>E-mail the server sent to the local SMTP sink (${mailbox.mails.length}). Nothing leaves this machine.</p>
${items || '<p>No mail yet.</p>'}
</main>`;
    return c.html(page('Sandbox mail', body));
  });
}
