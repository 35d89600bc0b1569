import { useState } from 'react';
import type * as reminders from '../contracts.ts';
import { remindersApi } from '../api/client.ts';
import { useBackend } from '@tools/backend-api/react';
import { runBulk, type BulkReport } from '@tools/bulk';
import type { ReminderRow } from '../domain/reminder-rows.ts';

export type ReminderKind = 'message' | 'notification';
export type SendReport = BulkReport<ReminderRow, reminders.ReminderResponse>;
export type PreviewReport = BulkReport<ReminderRow, reminders.ReminderPreview>;

const keyOf = (r: ReminderRow) => `${r.courseRef}/${r.columnId}`;

/**
 * The two steps of a reminder: a preview of the chosen assignments (counts, who was reminded
 * already and when, the text; nothing sent), then the send, both per assignment (2 at a time).
 */
export function useReminderSend(kind: ReminderKind) {
  const backend = useBackend(remindersApi);
  const [busy, setBusy] = useState<'preview' | 'send' | null>(null);
  const channel = kind === 'message' ? 'email' : 'sms';

  const preview = async (rows: readonly ReminderRow[]): Promise<PreviewReport> => {
    setBusy('preview');
    try {
      return await runBulk({
        items: [...rows],
        key: keyOf,
        run: (r) => backend.preview(channel, { courseId: r.courseRef, columnId: r.columnId }),
        concurrency: 2,
      });
    } finally {
      setBusy(null);
    }
  };

  const send = async (rows: readonly ReminderRow[]): Promise<SendReport> => {
    setBusy('send');
    const call = kind === 'message' ? backend.sendMessage : backend.sendNotification;
    try {
      return await runBulk({
        items: [...rows],
        key: keyOf,
        run: (r) => call({ courseId: r.courseRef, columnId: r.columnId }),
        concurrency: 2,
      });
    } finally {
      setBusy(null);
    }
  };

  return { busy, preview, send, keyOf };
}
