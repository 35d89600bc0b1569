import { useId } from 'react';
import { format, useLaunch, useMessages } from '@tools/launch';
import { Button, InlineAlert } from '@tools/ui';
import { messages } from '../messages.ts';
import { notationsComplete } from './hurdle-notations.ts';
import { reasonOf } from './reasons.ts';
import type { SaveReport } from './save-associations.ts';
import { headline, outcomeLines } from './save-summary-text.ts';

interface Props {
  last: { report: SaveReport; labels: Record<string, string> } | null;
  /** A save that could not run at all (not a per-course failure). */
  error: unknown;
  retrying: string | null | undefined;
  onRetry: (coursePk1: string) => void;
}

/**
 * What the last save did, course by course, with a retry for grade notations that could not be
 * created. The headline sits in a live region that is always there, so it is announced.
 */
export function SaveSummary({ last, error, retrying, onRetry }: Props) {
  const m = useMessages(messages);
  const { locale } = useLaunch();
  const headingId = useId();
  const label = (pk1: string) => last?.labels[pk1] ?? pk1;
  const head = error
    ? { tone: 'error' as const, lines: [m.failedSaveAssociations, reasonOf(error)].filter(Boolean) }
    : last
      ? headline(last.report, m, label, locale)
      : null;
  return (
    <>
      <InlineAlert tone={head?.tone ?? 'info'} live="status">
        {head?.lines.map((line) => (
          <p key={line}>{line}</p>
        ))}
      </InlineAlert>
      {last && !error && last.report.outcomes.length > 0 ? (
        <section aria-labelledby={headingId}>
          <h3 id={headingId}>{m.saveResults}</h3>
          <ul className="gha-results">
            {last.report.outcomes.map((o) => (
              <li key={o.coursePk1}>
                {outcomeLines(o, m, label(o.coursePk1), locale).map((line) => (
                  <p key={line.text} className={`gha-line gha-line--${line.tone}`}>
                    {line.text}
                  </p>
                ))}
                {o.kind === 'created' && !notationsComplete(o.notations) ? (
                  <Button busy={retrying === o.coursePk1} onClick={() => onRetry(o.coursePk1)}>
                    {format(m.retryNotations, { course: label(o.coursePk1) })}
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
