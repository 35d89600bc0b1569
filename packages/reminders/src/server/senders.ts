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

/**
 * SMS through a Twilio-compatible Messages API (Twilio itself, or the sandbox's fake):
 * form-encoded `To`, `From`, `Body`, Basic auth with the account SID and auth token.
 */
export function twilioSender(config: RemindersConfig['sms'], fetchFn: typeof globalThis.fetch): Sender {
  const endpoint = `${config.apiUrl}/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}/Messages.json`;
  const auth = `Basic ${btoa(`${config.accountSid}:${config.authToken}`)}`;
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

/**
 * Without SMTP (the embedded server of screen tests and Storybook, which must not open sockets):
 * e-mail fails with this reason, SMS goes to the configured API.
 */
export const NO_SMTP = 'E-mail is not configured in this server.';
export function webSenders(config: RemindersConfig, fetchFn: typeof globalThis.fetch): Senders {
  return {
    email: { send: () => Promise.reject(new Error(NO_SMTP)) },
    sms: twilioSender(config.sms, fetchFn),
  };
}
