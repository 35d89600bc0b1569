import { describe, expect, it } from 'vitest';
import { createSandbox } from '../../app.ts';
import { FAKE_SMS_ACCOUNT, FAKE_SMS_TOKEN } from '../routes.ts';

const url = `/sandbox/sms/2010-04-01/Accounts/${FAKE_SMS_ACCOUNT}/Messages.json`;
const auth = (token = FAKE_SMS_TOKEN) => `Basic ${btoa(`${FAKE_SMS_ACCOUNT}:${token}`)}`;
const post = (sandbox: ReturnType<typeof createSandbox>, form: Record<string, string>, token?: string) =>
  sandbox.app.request(url, {
    method: 'POST',
    headers: { Authorization: auth(token), 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
  });
const messages = async (sandbox: ReturnType<typeof createSandbox>) =>
  ((await (await sandbox.app.request('/sandbox/sms/messages')).json()) as { messages: { to: string; body: string }[] })
    .messages;

describe('the fake Twilio-compatible Messages API', () => {
  it('records an accepted message and answers like Twilio (201, sid, queued)', async () => {
    const sandbox = createSandbox();
    const res = await post(sandbox, { To: '5550101234', From: '+15550000000', Body: 'Reminder' });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ to: '5550101234', body: 'Reminder', status: 'queued' });
    expect(await messages(sandbox)).toMatchObject([{ to: '5550101234', body: 'Reminder' }]);
    await sandbox.app.request('/sandbox/sms/messages', { method: 'DELETE' });
    expect(await messages(sandbox)).toEqual([]);
  });

  it('refuses wrong credentials (401) and a To that is not a phone number (400), recording nothing', async () => {
    const sandbox = createSandbox();
    const refused = await post(sandbox, { To: '5550101234', From: '+1', Body: 'x' }, 'wrong');
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({ code: 20003, message: 'Authenticate', status: 401 });
    const bad = await post(sandbox, { To: 'not-a-phone', From: '+1', Body: 'x' });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toBe(
      "The 'To' number not-a-phone is not a valid phone number.",
    );
    expect(await messages(sandbox)).toEqual([]);
  });
});
