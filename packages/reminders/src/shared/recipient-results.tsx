import type * as reminders from '../contracts.ts';
import { format, useMessages } from '@tools/launch';
import { InlineAlert } from '@tools/ui';
import type { ReminderRow } from '../domain/reminder-rows.ts';
import { messages } from '../messages.ts';
import type { Formatters } from './preview-body.tsx';
import type { SendReport } from './use-reminder-send.ts';

type Recipient = reminders.RecipientResult;

/** Sent / queued / failed and retried later / failed for good / skipped, for the summary line. */
function countStatuses(results: readonly Recipient[]) {
  const counts = { sent: 0, queued: 0, retrying: 0, failed: 0, skipped: 0 };
  for (const r of results) {
    if (r.status === 'failed') counts[r.retryAt ? 'retrying' : 'failed'] += 1;
    else counts[r.status] += 1;
  }
  return counts;
}

/** One list per assignment: every student and what happened to their reminder (this press or an earlier one). */
export function RecipientResults({
  report,
  fmt,
  failedText,
  locale,
}: {
  report: SendReport;
  fmt: Formatters;
  failedText: (row: ReminderRow, reason: string) => string;
  /** BCP 47 (en-US): retry times are written in it. */
  locale: string;
}) {
  const m = useMessages(messages);
  const time = (iso: string) => new Date(iso).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const status = (r: Recipient) => {
    const reason = r.reason ?? '';
    if (r.status === 'sent')
      return r.repeat && r.sentAt ? format(m.statusSentEarlier, { time: fmt.time(r.sentAt) }) : m.statusSent;
    if (r.status === 'queued') return m.statusQueued;
    if (r.status === 'skipped') return format(m.statusSkipped, { reason });
    return r.retryAt ? format(m.statusRetry, { reason, time: time(r.retryAt) }) : format(m.statusFailed, { reason });
  };
  return (
    <section aria-labelledby="reminder-results">
      <h2 id="reminder-results">{m.resultsTitle}</h2>
      {report.results.map((result) => {
        const row = result.item;
        const heading = `${row.assignment} (${row.courseId})`;
        if (result.status === 'failed') {
          return <InlineAlert key={result.key}>{failedText(row, result.error)}</InlineAlert>;
        }
        if (result.status !== 'ok') return null;
        const counts = countStatuses(result.value.results);
        return (
          <div key={result.key} className="ct-table-wrap" role="region" aria-label={heading} tabIndex={0}>
            <table className="ct-table">
              <caption>{heading}</caption>
              <thead>
                <tr>
                  <th scope="col">{m.colStudent}</th>
                  <th scope="col">{m.colStatus}</th>
                </tr>
              </thead>
              <tbody>
                {result.value.results.map((r) => (
                  <tr key={r.userId}>
                    <td>{r.name}</td>
                    <td>{status(r)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <p>{format(m.recipientSummary, counts)}</p>
            {counts.failed > 0 ? <p>{format(m.sendAgainHint, { count: counts.failed })}</p> : null}
          </div>
        );
      })}
    </section>
  );
}
