import { createContext, useContext, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { format, useMessages, type ToolScreenProps } from '@tools/launch';
import { calendarItemsQueryOptions, calendarWindow, useLearnClient, userCoursesQueryOptions } from '@tools/learn-api';
import { Button, Checkbox, dateTimeColumn, InlineAlert, StatusView, Table, useConfirmedAction } from '@tools/ui';
import { DUE_WINDOW_DAYS, reminderRows, type ReminderRow } from '../domain/reminder-rows.ts';
import { messages } from '../messages.ts';
import './reminders.css';
import { PreviewBody, type Formatters } from './preview-body.tsx';
import { RecipientResults } from './recipient-results.tsx';
import { useReminderSend, type ReminderKind, type SendReport } from './use-reminder-send.ts';

export type { ReminderKind } from './use-reminder-send.ts';

/**
 * Message Center (e-mail) and Notification Center (SMS): assignments due in the next 7 days in
 * the courses the user teaches. The user chooses assignments; Send asks the server what it would
 * do (students, who was reminded already and when, the text) and confirms with the count; the
 * server finds the recipients with Learn and sends through its outbox (a second press sends
 * nothing twice, and says so).
 */
export function ReminderCenter({ kind, launch }: { kind: ReminderKind } & ToolScreenProps<'token' | 'uuid'>) {
  return <Center kind={kind} uuid={launch.uuid} locale={launch.locale.replace('_', '-')} />;
}

interface Outcome {
  ok: boolean;
  lines: string[];
  seq: number;
}

function Center({ kind, uuid, locale }: { kind: ReminderKind; uuid: string; locale: string }) {
  const m = useMessages(messages);
  const learn = useLearnClient();
  const [window] = useState(() => calendarWindow(Date.now(), DUE_WINDOW_DAYS));
  const courses = useQuery(userCoursesQueryOptions(learn, uuid));
  const items = useQuery(calendarItemsQueryOptions(learn, { userRef: uuid, ...window, type: 'GradebookColumn' }));
  const rows = useMemo(
    () => (courses.data && items.data ? reminderRows(courses.data, items.data) : []),
    [courses.data, items.data],
  );
  const { busy, preview, send, keyOf } = useReminderSend(kind);
  const { ask, dialog } = useConfirmedAction();
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [report, setReport] = useState<SendReport | null>(null);

  const fmt: Formatters = useMemo(
    () => ({
      time: (iso) => new Date(iso).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' }),
      students: (n) => `${n} ${n === 1 ? m.studentOne : m.studentMany}`,
    }),
    [locale, m],
  );
  const say = (ok: boolean, lines: string[]) => setOutcome((prev) => ({ ok, lines, seq: (prev?.seq ?? 0) + 1 }));
  const toggle = (key: string, on: boolean) =>
    setChosen((prev) => {
      const next = new Set(prev);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });

  const columns = useMemo<ColumnDef<ReminderRow>[]>(
    () => [
      {
        id: 'choose',
        header: m.colChoose,
        enableSorting: false,
        enableGlobalFilter: false,
        cell: ({ row }) => <ChooseCell row={row.original} />,
      },
      { accessorKey: 'courseId', header: m.colCourseId },
      { accessorKey: 'courseName', header: m.colCourseName },
      { accessorKey: 'assignment', header: m.colAssignment },
      dateTimeColumn<ReminderRow>({ id: 'due', header: m.colDueDate, locale, value: (r) => r.due }),
    ],
    [m, locale],
  );

  const failedText = kind === 'message' ? m.messageFailed : m.notificationFailed;
  const sentText = kind === 'message' ? m.messageSent : m.notificationSent;

  const doSend = async (picked: ReminderRow[]) => {
    const result = await send(picked);
    setReport(result);
    const failed =
      result.counts.failed > 0 ||
      result.results.some((r) => r.status === 'ok' && r.value.results.some((x) => x.status === 'failed'));
    const repeats = result.results.flatMap((r) => {
      if (r.status !== 'ok') return [];
      const earlier = r.value.results.filter((x) => x.repeat && x.status === 'sent');
      if (earlier.length === 0) return [];
      const last = earlier
        .map((x) => x.sentAt ?? '')
        .sort()
        .at(-1);
      return [
        format(m.repeatNote, {
          assignment: r.item.assignment,
          courseId: r.item.courseId,
          students: fmt.students(earlier.length),
          time: last ? format(m.atTime, { time: fmt.time(last) }) : '',
        }),
      ];
    });
    say(!failed, [failed ? failedText : sentText, ...repeats]);
  };

  const onSend = async () => {
    if (rows.length === 0) {
      say(false, [m.nothingToSend]);
      return;
    }
    const picked = rows.filter((r) => chosen.has(keyOf(r)));
    if (picked.length === 0) {
      say(false, [m.chooseFirst]);
      return;
    }
    const previewed = await preview(picked);
    const ok = previewed.results.flatMap((r) => (r.status === 'ok' ? [{ row: r.item, p: r.value }] : []));
    const toSend = ok.reduce((n, x) => n + x.p.toSend, 0);
    const failures = previewed.results.flatMap((r) =>
      r.status === 'failed'
        ? [format(m.assignmentFailed, { assignment: r.item.assignment, courseId: r.item.courseId, reason: r.error })]
        : [],
    );
    if (toSend === 0) {
      // A repeat press: say what was already sent and when, send nothing.
      const already = ok
        .filter((x) => x.p.alreadySent > 0)
        .map((x) =>
          format(m.alreadySentAll, {
            students: fmt.students(x.p.alreadySent),
            time: x.p.lastSentAt ? format(m.atTime, { time: fmt.time(x.p.lastSentAt) }) : '',
            assignment: x.row.assignment,
            courseId: x.row.courseId,
          }),
        );
      say(
        failures.length === 0,
        failures.length ? [failedText, ...failures, ...already] : already.length ? already : [sentText],
      );
      return;
    }
    const word = (n: number) =>
      `${n} ${kind === 'message' ? (n === 1 ? m.emailOne : m.emailMany) : n === 1 ? m.smsOne : m.smsMany}`;
    const assignments = `${picked.length} ${picked.length === 1 ? m.assignmentOne : m.assignmentMany}`;
    ask({
      title: format(m.confirmTitle, { messages: word(toSend), assignments }),
      body: <PreviewBody report={previewed} kind={kind} fmt={fmt} />,
      confirmLabel: format(m.confirmButton, { messages: word(toSend) }),
      busyText: m.sending,
      tone: 'primary',
      onConfirm: () => doSend(ok.map((x) => x.row)),
    });
  };

  if (courses.isPending || items.isPending) return <StatusView status="loading" loadingText={m.loading} />;
  if (courses.isError) return <StatusView status="error" error={courses.error.message} />;
  if (items.isError) return <StatusView status="error" error={items.error.message} />;
  const label = kind === 'message' ? m.sendMessage : m.sendNotification;
  const allChosen = rows.length > 0 && rows.every((r) => chosen.has(keyOf(r)));
  return (
    <ChooseContext.Provider value={{ chosen, toggle, keyOf, label: m.chooseRow }}>
      {rows.length === 0 ? (
        <StatusView status="empty" emptyText={m.empty} />
      ) : (
        <>
          <div className="ct-toolbar">
            <Checkbox
              label={m.chooseAll}
              checked={allChosen}
              onChange={(_, on) => setChosen(on ? new Set(rows.map(keyOf)) : new Set())}
            />
            <span>{format(m.chosenCount, { chosen: chosen.size, total: rows.length })}</span>
          </div>
          <Table
            label={kind === 'message' ? m.messageTitle : m.notificationTitle}
            columns={columns}
            data={rows}
            getRowId={keyOf}
          />
        </>
      )}
      <p>
        <Button
          variant="primary"
          onClick={() => void onSend()}
          busy={busy !== null}
          busyText={busy === 'preview' ? m.preparing : m.sending}
        >
          {label}
        </Button>
      </p>
      <InlineAlert
        tone={outcome?.ok === false ? 'error' : 'success'}
        live={outcome?.ok === false ? 'alert' : 'status'}
        focusKey={outcome?.seq ?? null}
      >
        {outcome
          ? outcome.lines.map((line) => (
              <p key={line} className="ct-alert__line">
                {line}
              </p>
            ))
          : null}
      </InlineAlert>
      {report && (
        <RecipientResults
          report={report}
          locale={locale}
          fmt={fmt}
          failedText={(row, reason) =>
            format(m.assignmentFailed, { assignment: row.assignment, courseId: row.courseId, reason })
          }
        />
      )}
      {dialog}
    </ChooseContext.Provider>
  );
}

const ChooseContext = createContext<{
  chosen: ReadonlySet<string>;
  toggle: (key: string, on: boolean) => void;
  keyOf: (r: ReminderRow) => string;
  label: string;
} | null>(null);

/** A stable cell component (TanStack renders cell functions as components): the checkbox keeps focus. */
function ChooseCell({ row }: { row: ReminderRow }) {
  const ctx = useContext(ChooseContext);
  if (!ctx) throw new Error('ChooseCell needs ChooseContext');
  const key = ctx.keyOf(row);
  return (
    <Checkbox
      label={format(ctx.label, { assignment: row.assignment, courseId: row.courseId })}
      hideLabel
      checked={ctx.chosen.has(key)}
      onChange={(_, on) => ctx.toggle(key, on)}
    />
  );
}
