import type * as reminders from '../contracts.ts';
import { format, useMessages } from '@tools/launch';
import { InlineAlert } from '@tools/ui';
import type { ReminderRow } from '../domain/reminder-rows.ts';
import { messages } from '../messages.ts';
import type { PreviewReport } from './use-reminder-send.ts';

export interface Formatters {
  time: (iso: string) => string;
  students: (n: number) => string;
}

/** What the confirmation shows: per assignment what will be sent, what was sent before, and the text. */
export function PreviewBody({
  report,
  kind,
  fmt,
}: {
  report: PreviewReport;
  kind: 'message' | 'notification';
  fmt: Formatters;
}) {
  const m = useMessages(messages);
  const ok = report.results.flatMap((r) => (r.status === 'ok' ? [{ row: r.item, p: r.value }] : []));
  const sample = ok.find((x) => x.p.toSend > 0 && x.p.sample)?.p.sample ?? ok.find((x) => x.p.sample)?.p.sample;
  return (
    <>
      <ul>
        {report.results.map((r) =>
          r.status === 'ok' ? (
            <li key={r.key}>{previewLine(r.item, r.value, kind, fmt, m)}</li>
          ) : r.status === 'failed' ? (
            <li key={r.key}>
              <InlineAlert as="span" live="off">
                {format(m.assignmentFailed, {
                  assignment: r.item.assignment,
                  courseId: r.item.courseId,
                  reason: r.error,
                })}
              </InlineAlert>
            </li>
          ) : null,
        )}
      </ul>
      {sample ? (
        <section aria-labelledby="reminder-preview-heading" className="reminder-preview">
          <h3 id="reminder-preview-heading">{m.previewHeading}</h3>
          {kind === 'message' ? <p>{format(m.previewSubject, { subject: sample.subject })}</p> : null}
          <pre className="reminder-preview__text">{sample.text}</pre>
        </section>
      ) : null}
    </>
  );
}

function previewLine(
  row: ReminderRow,
  p: reminders.ReminderPreview,
  kind: 'message' | 'notification',
  fmt: Formatters,
  m: (typeof messages)['en_US'],
) {
  const parts = [
    format(m.previewLine, {
      assignment: row.assignment,
      courseId: row.courseId,
      due: fmt.time(p.dueAt),
      count: p.toSend,
    }),
  ];
  if (p.alreadySent > 0)
    parts.push(
      format(m.previewAlready, {
        students: fmt.students(p.alreadySent),
        time: p.lastSentAt ? format(m.atTime, { time: fmt.time(p.lastSentAt) }) : '',
      }),
    );
  if (p.withoutAddress > 0)
    parts.push(
      format(kind === 'message' ? m.previewNoEmail : m.previewNoPhone, { students: fmt.students(p.withoutAddress) }),
    );
  return parts.join('; ');
}
