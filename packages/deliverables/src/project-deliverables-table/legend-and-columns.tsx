import { format, useMessages } from '@tools/launch';
import { Checkbox } from '@tools/ui';
import { messages } from '../messages.ts';

/** Legend: New, Updated, Deleted (the row colours). */
export function Legend() {
  const m = useMessages(messages);
  return (
    <ul className="dl-legend" aria-label={m.legend}>
      <li className="dl-row--new">{m.stateNew}</li>
      <li className="dl-row--updated">{m.stateUpdated}</li>
      <li className="dl-row--deleted">{m.stateDeleted}</li>
    </ul>
  );
}

/** The column chooser: one checkbox per column, collapsed (keyboard users reach the rows sooner). */
export function ColumnChooser({
  columns,
  visible,
  onChange,
}: {
  columns: readonly string[];
  visible: readonly string[];
  onChange: (column: string, shown: boolean) => void;
}) {
  const m = useMessages(messages);
  return (
    <details className="dl-columns-chooser">
      <summary>
        {format(m.columnsSummary, { shown: columns.filter((c) => visible.includes(c)).length, total: columns.length })}
      </summary>
      <fieldset className="dl-columns">
        <legend>{m.columns}</legend>
        {columns.map((column) => (
          <Checkbox
            key={column}
            label={column}
            checked={visible.includes(column)}
            onChange={(_, on) => onChange(column, on)}
          />
        ))}
      </fieldset>
    </details>
  );
}
