import * as v from 'valibot';
import { learnId, text } from '@tools/backend-api/contracts';

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
  /** When the reminder was first asked for this student. */
  queuedAt: v.optional(v.string(), ''),
  /** True when an earlier request queued it (this one sent nothing new to this student). */
  repeat: v.optional(v.boolean(), false),
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

/**
 * What Send would do for one assignment, nothing stored or sent (POST /sendMessage/preview,
 * /sendNotification/preview): the screen shows it in the confirmation.
 */
export const ReminderPreview = v.object({
  kind: v.picklist(['email', 'sms']),
  courseId: v.string(),
  columnId: v.string(),
  assignment: v.string(),
  dueAt: v.string(),
  /** Available students of the course. */
  students: v.number(),
  /** New reminders Send would queue now. */
  toSend: v.number(),
  /** Students not reminded yet who have no address (they would be skipped). */
  withoutAddress: v.number(),
  /** Students already reminded for this due date, and when the last one was sent. */
  alreadySent: v.number(),
  alreadyPending: v.number(),
  lastSentAt: v.nullable(v.string()),
  /** The text one student would get (the others differ only in the greeting). */
  sample: v.nullable(v.object({ subject: v.string(), text: v.string() })),
});
export type ReminderPreview = v.InferOutput<typeof ReminderPreview>;
