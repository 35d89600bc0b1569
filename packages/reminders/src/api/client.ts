import * as r from '../contracts.ts';
import type { BackendCall } from '@tools/backend-api';

/** A class of a few hundred students is sent within the request (4 at a time); later retries run in the background. */
export const REMINDERS_TIMEOUT_MS = 120_000;

/** Reminders (issue 14): the server finds the recipients with Learn and sends through its outbox. */
export function remindersApi(call: BackendCall) {
  return {
    /** E-mail to every available student of the course (POST /sendMessage). */
    sendMessage: (body: r.ReminderBody) =>
      call('post', 'sendMessage', r.ReminderResponse, {
        json: body,
        timeoutMs: REMINDERS_TIMEOUT_MS,
      }) as Promise<r.ReminderResponse>,
    /** SMS to every available student of the course (POST /sendNotification). */
    sendNotification: (body: r.ReminderBody) =>
      call('post', 'sendNotification', r.ReminderResponse, {
        json: body,
        timeoutMs: REMINDERS_TIMEOUT_MS,
      }) as Promise<r.ReminderResponse>,
    /** What sendMessage / sendNotification would do; stores and sends nothing. */
    preview: (kind: 'email' | 'sms', body: r.ReminderBody) =>
      call('post', kind === 'email' ? 'sendMessage/preview' : 'sendNotification/preview', r.ReminderPreview, {
        json: body,
        timeoutMs: REMINDERS_TIMEOUT_MS,
      }) as Promise<r.ReminderPreview>,
  };
}
export type RemindersApi = ReturnType<typeof remindersApi>;
