import { format, useMessages } from '@tools/launch';
import { useId } from 'react';
import type { SkippedRow } from '../domain/context-csv.ts';
import { messages } from '../messages.ts';

/** Rows of the context CSV that are not drawn, each with its reason (never dropped silently). */
export function SkippedRows({ rows }: { rows: readonly SkippedRow[] }) {
  const t = useMessages(messages);
  const headingId = useId();
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="ct-skipped">
      <h2 id={headingId}>{format(t.skippedTitle, { count: rows.length })}</h2>
      <ul>
        {rows.map((row) => (
          <li key={row.rowNumber}>
            {format(t.skippedRow, { row: row.rowNumber, name: row.name || '-', reason: row.reason })}
          </li>
        ))}
      </ul>
    </section>
  );
}
