import type { AddressInfo } from 'node:net';
import { Hono } from 'hono';
import { createTransport } from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Mailbox, registerMailViewer } from '../mailbox.ts';
import { startSmtpSink } from '../smtp-sink.ts';

const mailbox = new Mailbox();
const app = new Hono();
registerMailViewer(app, mailbox);
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
beforeAll(async () => {
  sink = await startSmtpSink(mailbox, 0);
});
afterAll(() => new Promise<void>((resolve) => sink.close(() => resolve())));

describe('local SMTP sink and mail viewer', () => {
  it('shows a mail sent over SMTP, escaped, newest first', async () => {
    const { port } = sink.server.address() as AddressInfo;
    const transport = createTransport({ host: '127.0.0.1', port, secure: false });
    await transport.sendMail({
      from: 'tools@example.edu',
      to: 'ava@example.edu',
      subject: 'Reminder <b>',
      text: 'Due soon <script>',
    });
    expect(mailbox.mails).toMatchObject([
      { to: 'ava@example.edu', subject: 'Reminder <b>', text: 'Due soon <script>\n' },
    ]);
    const html = await (await app.request('/sandbox/mail')).text();
    expect(html).toContain('Reminder &lt;b&gt;');
    expect(html).toContain('Due soon &lt;script&gt;');
    expect(html).not.toContain('<script>');
    expect((await app.request('/sandbox/mail.json', { method: 'DELETE' })).status).toBe(204);
    expect(await (await app.request('/sandbox/mail')).text()).toContain('No mail yet.');
  });
});
