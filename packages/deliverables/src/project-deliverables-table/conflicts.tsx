import type * as d from '../contracts.ts';
import { format, useMessages } from '@tools/launch';
import { Button } from '@tools/ui';
import { ADO_COLUMNS, COL, COMPUTED_COLUMNS, text, type DeliverableRow } from '../domain/index.ts';
import { messages } from '../messages.ts';

export interface Conflict {
  mine: DeliverableRow;
  theirs: d.Deliverable | null;
}

// Not stored (tracker fields, computed columns) or the server's own stamps: never a conflict.
const HIDDEN = new Set(['version', COL.lastUpdated, COL.lastUpdatedBy, ...ADO_COLUMNS, ...COMPUTED_COLUMNS]);

/** Columns where the two versions differ. */
function differences(mine: DeliverableRow, theirs: d.Deliverable | null): string[] {
  const columns = new Set([...Object.keys(mine.values), ...Object.keys(theirs ?? {})]);
  return [...columns].filter(
    (c) => !HIDDEN.has(c) && String(mine.values[c] ?? '').trim() !== String(theirs?.[c] ?? '').trim(),
  );
}

/** Rows someone else saved meanwhile: their version next to mine, keep either (issue 12 §2). */
export function Conflicts({
  conflicts,
  onKeepMine,
  onKeepTheirs,
}: {
  conflicts: Conflict[];
  onKeepMine: (c: Conflict) => void;
  onKeepTheirs: (c: Conflict) => void;
}) {
  const m = useMessages(messages);
  if (conflicts.length === 0) return null;
  return (
    <section className="dl-conflicts" aria-labelledby="dl-conflicts-title">
      <h2 id="dl-conflicts-title">{m.conflictsTitle}</h2>
      <p>{format(m.conflictsIntro, { n: conflicts.length })}</p>
      {conflicts.map((c) => {
        const item = text(c.mine.values, COL.item);
        const theirs = c.theirs;
        return (
          <article key={c.mine.key} className="dl-conflict" aria-label={item}>
            <h3>{format(m.conflictRow, { item })}</h3>
            {theirs ? null : <p>{m.theirDeleted}</p>}
            <table className="ct-table">
              <caption className="visually-hidden">{item}</caption>
              <thead>
                <tr>
                  <th scope="col">{m.column}</th>
                  <th scope="col">{m.yourVersion}</th>
                  <th scope="col">
                    {theirs
                      ? format(m.theirVersion, {
                          by: String(theirs[COL.lastUpdatedBy] ?? '-'),
                          at: String(theirs[COL.lastUpdated] ?? ''),
                        })
                      : m.theirDeleted}
                  </th>
                </tr>
              </thead>
              <tbody>
                {differences(c.mine, theirs).map((column) => (
                  <tr key={column}>
                    <th scope="row">{column}</th>
                    <td>{String(c.mine.values[column] ?? '')}</td>
                    <td>{String(theirs?.[column] ?? '')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <div className="dl-toolbar">
              <Button onClick={() => onKeepMine(c)}>{m.keepMine}</Button>
              <Button onClick={() => onKeepTheirs(c)}>{m.keepTheirs}</Button>
            </div>
          </article>
        );
      })}
    </section>
  );
}
