import { createTransport } from 'nodemailer';
import type { RemindersConfig } from './reminders-config.ts';

/** One message to one recipient; `messageId` is stable per outbox row, so receivers can de-duplicate. */
export interface OutgoingMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
}

/** An outside service that delivers a message, or throws an Error whose message is the reason. */
export interface Sender {
  send(message: OutgoingMessage): Promise<void>;
}

export interface Senders {
  email: Sender;
  sms: Sender;
}

/** E-mail through SMTP (nodemailer): host, port, TLS and credentials from config. */
export function smtpSender(config: RemindersConfig['smtp']): Sender {
  const transport = createTransport({
    host: config.host,
    port: config.port,
    secure: config.secure,
    ...(config.user ? { auth: { user: config.user, pass: config.password ?? '' } } : {}),
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    async send(m) {
      await transport.sendMail({
        from: config.from,
        to: m.to,
        subject: m.subject,
        text: m.text,
        html: m.html,
        messageId: m.messageId,
      });
    },
  };
}

/**
 * SMS through a Twilio-compatible Messages API (Twilio itself, or the sandbox's fake):
 * form-encoded `To`, `From`, `Body`, Basic auth with the account SID and auth token.
 */
export function twilioSender(config: RemindersConfig['sms'], fetchFn: typeof globalThis.fetch): Sender {
  const endpoint = `${config.apiUrl}/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}/Messages.json`;
  const auth = `Basic ${Buffer.from(`${config.accountSid}:${config.authToken}`).toString('base64')}`;
  return {
    async send(m) {
      const res = await fetchFn(endpoint, {
        method: 'POST',
        headers: { Authorization: auth, 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ To: m.to, From: config.from, Body: m.text }).toString(),
        signal: AbortSignal.timeout(15_000),
      });
      if (res.ok) return;
      let reason = `SMS provider answered ${res.status}`;
      try {
        const body = (await res.json()) as { message?: unknown };
        if (typeof body.message === 'string') reason = `${reason}: ${body.message.slice(0, 200)}`;
      } catch {
        // Not JSON: the status says enough.
      }
      throw new Error(reason);
    },
  };
}

export function configuredSenders(config: RemindersConfig, fetchFn: typeof globalThis.fetch): Senders {
  return { email: smtpSender(config.smtp), sms: twilioSender(config.sms, fetchFn) };
}
