import type { Hono } from 'hono';
import type { SandboxState } from '../state/state.ts';

/** Credentials the fake accepts (the server's defaults when SMS_* are not configured). */
export const FAKE_SMS_ACCOUNT = 'sandbox-account';
export const FAKE_SMS_TOKEN = 'sandbox-token';
const LOG_LIMIT = 500;

export interface FakeSms {
  sid: string;
  at: string;
  to: string;
  from: string;
  body: string;
}

const PHONE = /^\+?[0-9][0-9 ().-]{5,20}$/;

/**
 * A Twilio-compatible Messages API (`POST /sandbox/sms/2010-04-01/Accounts/{sid}/Messages.json`,
 * form-encoded To/From/Body, Basic auth) that records what it received instead of texting
 * anyone: `GET|DELETE /sandbox/sms/messages`. Errors use Twilio's shape (`{code, message, status}`):
 * a wrong account or token is a 401, a `To` that is not a phone number a 400 (Twilio's 21211).
 */
export function registerFakeSms(app: Hono, state: SandboxState): void {
  const log: FakeSms[] = [];
  let next = 1;
  app.post('/sandbox/sms/2010-04-01/Accounts/:account/Messages.json', async (c) => {
    const account = c.req.param('account');
    const expected = `Basic ${btoa(`${FAKE_SMS_ACCOUNT}:${FAKE_SMS_TOKEN}`)}`;
    if (account !== FAKE_SMS_ACCOUNT || c.req.header('Authorization') !== expected) {
      return c.json({ code: 20003, message: 'Authenticate', status: 401 }, 401);
    }
    const form = new URLSearchParams(await c.req.text());
    const to = form.get('To') ?? '';
    const from = form.get('From') ?? '';
    const body = form.get('Body') ?? '';
    if (!PHONE.test(to)) {
      return c.json({ code: 21211, message: `The 'To' number ${to} is not a valid phone number.`, status: 400 }, 400);
    }
    if (!body) return c.json({ code: 21602, message: 'Message body is required.', status: 400 }, 400);
    const sms: FakeSms = {
      sid: `SM${String(next++).padStart(32, '0')}`,
      at: new Date(state.clock()).toISOString(),
      to,
      from,
      body,
    };
    log.push(sms);
    if (log.length > LOG_LIMIT) log.shift();
    return c.json({ sid: sms.sid, account_sid: account, to, from, body, status: 'queued' }, 201);
  });
  app.get('/sandbox/sms/messages', (c) => c.json({ messages: log }));
  app.delete('/sandbox/sms/messages', (c) => {
    log.length = 0;
    return c.body(null, 204);
  });
}
