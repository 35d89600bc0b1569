import * as v from 'valibot';
import { learnId, text } from './common.ts';

/**
 * Reminders (issue 14, MessageCenterTool / NotificationCenterTool). The page names a course and
 * an assignment (gradebook column); the server reads the due date, the course and the
 * recipients from Learn as the verified caller, writes the message and sends it through the
 * outbox. Answer: one result per recipient.
 */
export const ReminderBody = v.object({
  courseId: learnId('courseId'),
  columnId: learnId('columnId'),
});
export type ReminderBody = v.InferOutput<typeof ReminderBody>;

export const RECIPIENT_STATUSES = ['queued', 'sent', 'failed', 'skipped'] as const;

export const RecipientResult = v.object({
  userId: text('userId', 100),
  name: text('name', 300, { allowEmpty: true }),
  /** queued: waiting to be sent; sent; failed (with `reason`; `retryAt` when it will be tried again); skipped (no address). */
  status: v.picklist(RECIPIENT_STATUSES),
  reason: v.nullable(v.string()),
  retryAt: v.nullable(v.string()),
  sentAt: v.nullable(v.string()),
});
export type RecipientResult = v.InferOutput<typeof RecipientResult>;

export const ReminderResponse = v.object({
  kind: v.picklist(['email', 'sms']),
  courseId: v.string(),
  columnId: v.string(),
  assignment: v.string(),
  dueAt: v.string(),
  results: v.array(RecipientResult),
});
export type ReminderResponse = v.InferOutput<typeof ReminderResponse>;
