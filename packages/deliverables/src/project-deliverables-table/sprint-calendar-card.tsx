import { format, useMessages } from '@tools/launch';
import { Button } from '@tools/ui';
import { useId, useState } from 'react';
import { formatStored, sprintCalendar, sprintOf, type Day } from '../domain/index.ts';
import { messages } from '../messages.ts';

/**
 * The Sprint Calendar card with its Show/Hide toggle. The original showed an image; a table of
 * the same sprints is readable by everyone (README decision), with the current one marked.
 */
export function SprintCalendarCard({ today }: { today: Day }) {
  const m = useMessages(messages);
  const [open, setOpen] = useState(false);
  const panel = useId();
  const current = sprintOf(today);
  return (
    <section className="dl-card" aria-labelledby={`${panel}-title`}>
      <div className="dl-card__head">
        <h2 id={`${panel}-title`}>{m.sprintCalendar}</h2>
        <Button aria-expanded={open} aria-controls={panel} onClick={() => setOpen((o) => !o)}>
          {open ? m.hide : m.show}
        </Button>
      </div>
      <p>{format(m.currentSprint, { sprint: current })}</p>
      <div id={panel} hidden={!open}>
        {open ? (
          <table className="ct-table dl-calendar">
            <caption className="visually-hidden">{m.sprintCalendar}</caption>
            <thead>
              <tr>
                <th scope="col">{m.sprintColumn}</th>
                <th scope="col">{m.startColumn}</th>
                <th scope="col">{m.endColumn}</th>
              </tr>
            </thead>
            <tbody>
              {sprintCalendar().map((s) => (
                <tr key={s.name} aria-current={s.name === current ? 'true' : undefined}>
                  <th scope="row">{s.name}</th>
                  <td>{formatStored(s.start)}</td>
                  <td>{formatStored(s.end)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
      </div>
    </section>
  );
}
