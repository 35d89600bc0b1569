import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import type { reminders } from '@tools/backend-api/contracts';
import { remindersApi } from '@tools/backend-api';
import { useBackend } from '@tools/backend-api/react';
import { runBulk, type BulkReport } from '@tools/bulk';
import { format, useMessages, type ToolScreenProps } from '@tools/launch';
import { calendarItemsQueryOptions, calendarWindow, useLearnClient, userCoursesQueryOptions } from '@tools/learn-api';
import { dateTimeColumn, InlineAlert, StatusView, Table } from '@tools/ui';
import { DUE_WINDOW_DAYS, reminderRows, type ReminderRow } from '../domain/reminder-rows.ts';
import { messages } from '../messages.ts';
import { RecipientResults } from './recipient-results.tsx';

export type ReminderKind = 'message' | 'notification';

/**
 * Message Center (e-mail) and Notification Center (SMS): assignments due in the next 7 days in
 * the courses the user teaches, and one button that asks the server to remind every available
 * student of each of them. The server finds the recipients with Learn and sends through its
 * outbox, so a second click sends nothing twice; the answer is shown per recipient.
 */
export function ReminderCenter({ kind, launch }: { kind: ReminderKind } & ToolScreenProps<'token' | 'uuid'>) {
  return <Center kind={kind} uuid={launch.uuid} locale={launch.locale.replace('_', '-')} />;
}

type Report = BulkReport<ReminderRow, reminders.ReminderResponse>;

function Center({ kind, uuid, locale }: { kind: ReminderKind; uuid: string; locale: string }) {
  const m = useMessages(messages);
  const learn = useLearnClient();
  const backend = useBackend(remindersApi);
  const [window] = useState(() => calendarWindow(Date.now(), DUE_WINDOW_DAYS));
  const courses = useQuery(userCoursesQueryOptions(learn, uuid));
  const items = useQuery(calendarItemsQueryOptions(learn, { userRef: uuid, ...window, type: 'GradebookColumn' }));
  const rows = useMemo(
    () => (courses.data && items.data ? reminderRows(courses.data, items.data) : []),
    [courses.data, items.data],
  );
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const [report, setReport] = useState<Report | null>(null);

  const columns = useMemo<ColumnDef<ReminderRow>[]>(
    () => [
      { accessorKey: 'courseId', header: m.colCourseId },
      { accessorKey: 'courseName', header: m.colCourseName },
      { accessorKey: 'assignment', header: m.colAssignment },
      dateTimeColumn<ReminderRow>({ id: 'due', header: m.colDueDate, locale, value: (r) => r.due }),
    ],
    [m, locale],
  );

  const send = async () => {
    setNotice(null);
    if (rows.length === 0) {
      setNotice({ ok: false, text: m.nothingToSend });
      return;
    }
    setBusy(true);
    try {
      const call = kind === 'message' ? backend.sendMessage : backend.sendNotification;
      const result = await runBulk({
        items: rows,
        key: (r) => `${r.courseRef}/${r.columnId}`,
        run: (r) => call({ courseId: r.courseRef, columnId: r.columnId }),
        concurrency: 2,
      });
      setReport(result);
      const failed =
        result.counts.failed > 0 ||
        result.results.some((r) => r.status === 'ok' && r.value.results.some((x) => x.status === 'failed'));
      const text =
        kind === 'message'
          ? failed
            ? m.messageFailed
            : m.messageSent
          : failed
            ? m.notificationFailed
            : m.notificationSent;
      setNotice({ ok: !failed, text });
    } finally {
      setBusy(false);
    }
  };

  if (courses.isPending || items.isPending) return <StatusView status="loading" loadingText={m.loading} />;
  if (courses.isError) return <StatusView status="error" error={courses.error.message} />;
  if (items.isError) return <StatusView status="error" error={items.error.message} />;
  const label = kind === 'message' ? m.sendMessage : m.sendNotification;
  return (
    <>
      {rows.length === 0 ? (
        <StatusView status="empty" emptyText={m.empty} />
      ) : (
        <Table
          label={kind === 'message' ? m.messageTitle : m.notificationTitle}
          columns={columns}
          data={rows}
          getRowId={(r) => `${r.courseRef}/${r.columnId}`}
        />
      )}
      <p>
        <button type="button" onClick={() => void send()} disabled={busy} aria-busy={busy}>
          {busy ? m.sending : label}
        </button>
      </p>
      <InlineAlert tone={notice?.ok === false ? 'error' : 'success'} live={notice?.ok === false ? 'alert' : 'status'}>
        {notice?.text}
      </InlineAlert>
      {report && (
        <RecipientResults
          report={report}
          locale={locale}
          failedText={(row, reason) =>
            format(m.assignmentFailed, { assignment: row.assignment, courseId: row.courseId, reason })
          }
        />
      )}
    </>
  );
}
