// Node only (nodemailer opens sockets): main.ts passes it to createApp, which stays Web-API only.
import { createTransport } from 'nodemailer';
import type { RemindersConfig } from './reminders-config.ts';
import { twilioSender, type Sender, type Senders } from './senders.ts';

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

/** What a Node server sends with: SMTP e-mail and the configured SMS API. */
export function configuredSenders(config: RemindersConfig, fetchFn: typeof globalThis.fetch): Senders {
  return { email: smtpSender(config.smtp), sms: twilioSender(config.sms, fetchFn) };
}
