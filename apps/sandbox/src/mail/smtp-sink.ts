// Node only (started by main.ts): a local SMTP server that keeps what it receives in the mailbox.
import { simpleParser, type AddressObject } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { Mailbox } from './mailbox.ts';

const addresses = (value: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(value) ? value : value ? [value] : []).map((a) => a.text).join(', ');

/** Accepts any mail on `port` (no TLS, no auth: local development only) and files it in `mailbox`. */
export function startSmtpSink(mailbox: Mailbox, port: number, host = '127.0.0.1'): Promise<SMTPServer> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    size: 5 * 1024 * 1024,
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          mailbox.add({
            at: (mail.date ?? new Date()).toISOString(),
            from: addresses(mail.from),
            to: addresses(mail.to),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
          });
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
