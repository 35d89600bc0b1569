import { defineMessages } from '@tools/launch';

/** Spec 000 §2, §5, §8 word for word; the rest (titles of results, statuses) is ours. */
export const messages = defineMessages({
  spec: {
    messageTitle: 'Message Center',
    notificationTitle: 'Notification Center',
    colCourseId: 'Course ID',
    colCourseName: 'Course Name',
    colAssignment: 'Assignment Name',
    colDueDate: 'Due Date',
    sendMessage: 'Send Message',
    sendNotification: 'Send Notification',
    empty: 'No assignments with due dates in the next week.',
    nothingToSend: 'No assignments to send.',
    messageSent: 'Message sent successfully.',
    messageFailed: 'Failed to send message. Please try again.',
    notificationSent: 'Notification sent successfully.',
    notificationFailed: 'Failed to send notification. Please try again.',
    loading: 'Loading...',
    missingParams: 'Missing access token or UUID. Please log in.',
  },
  ours: {
    sending: 'Sending...',
    resultsTitle: 'Recipients',
    statusSent: 'Sent',
    statusQueued: 'Queued',
    statusFailed: 'Failed: {reason}',
    /** Failed, with the next try the server's outbox has scheduled (it retries for hours, issue 22 §2). */
    statusRetry: 'Failed: {reason} (will retry at {time})',
    /** Under each assignment's table: what the outbox holds for it now. */
    recipientSummary:
      'Sent: {sent}. Waiting to be sent: {queued}. Failed, will retry: {retrying}. Failed for good: {failed}. Skipped: {skipped}.',
    /** When some failed for good: sending again queues them once more (the server re-queues failed rows). */
    sendAgainHint: 'Send again to try the {count} failed one(s) once more; those already sent are not sent twice.',
    statusSkipped: 'Skipped: {reason}',
    colStudent: 'Student',
    colStatus: 'Status',
    assignmentFailed: '{assignment} ({courseId}): {reason}',
  },
});
