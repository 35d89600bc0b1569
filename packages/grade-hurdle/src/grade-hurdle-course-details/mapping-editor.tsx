import { format, useMessages } from '@tools/launch';
import { Button, InlineAlert } from '@tools/ui';
import { clampSchema, DEFAULT_MAPPING, validateMapping, type MappingRow } from '../domain/index.ts';
import { messages } from '../messages.ts';
import { ClampedNumberField, EditableRows } from './editable-rows.tsx';

export interface MappingEditorProps {
  mapping: readonly MappingRow[];
  onChange: (mapping: MappingRow[]) => void;
  dirty: boolean;
  saving: boolean;
  onSave: () => void;
}

/**
 * 2) Mapping (Current Schema to Adjusted Schema): rows of from-to ranges and the schema they
 * become. Values are clamped to 1-7 when a field is left (spec §5; text that is no number keeps
 * the value); rows must cover 1-7 once and never raise a grade (checked before saving).
 */
export function MappingEditor({ mapping, onChange, dirty, saving, onSave }: MappingEditorProps) {
  const m = useMessages(messages);
  const issues = validateMapping(mapping);
  const setRow = (index: number, change: Partial<MappingRow>) =>
    onChange(mapping.map((r, i) => (i === index ? { ...r, ...change } : r)));
  return (
    <div className="gh-stack">
      <p className="gh-hint">{m.mappingHint}</p>
      <EditableRows
        caption={m.mappingTable}
        columns={[m.colFromMin, m.colFromMax, m.colTo]}
        actionsLabel={m.colActions}
        rows={mapping}
        // Rows have no id of their own; index keys are right here: rows are only appended or removed.
        rowKey={(_row, index) => index}
        cells={(row, index) => {
          const n = index + 1;
          const field = (key: keyof MappingRow, label: string) => (
            <ClampedNumberField
              label={format(label, { n })}
              value={row[key]}
              min={1}
              max={7}
              step={1}
              inputMode="numeric"
              clamp={(text) => clampSchema(text, row[key])}
              onCommit={(value) => setRow(index, { [key]: value })}
            />
          );
          return [field('fromMin', m.fromMinFor), field('fromMax', m.fromMaxFor), field('to', m.toFor)];
        }}
        removeLabel={(n) => format(m.removeRow, { n })}
        onRemove={(index) => onChange(mapping.filter((_r, i) => i !== index))}
      />
      {issues.length > 0 && (
        <InlineAlert>
          <ul>
            {issues.map((issue) => (
              <li key={issue.message}>{issue.message}</li>
            ))}
          </ul>
        </InlineAlert>
      )}
      <div className="gh-inline">
        <Button onClick={() => onChange([...mapping, { fromMin: 1, fromMax: 1, to: 1 }])}>{m.addRow}</Button>
        <Button onClick={() => onChange(DEFAULT_MAPPING.map((r) => ({ ...r })))}>{m.resetMapping}</Button>
        <Button variant="primary" busy={saving} busyText={m.saving} disabled={issues.length > 0} onClick={onSave}>
          {m.saveMapping}
        </Button>
      </div>
      {dirty && issues.length === 0 && <p className="gh-hint">{m.unsaved}</p>}
    </div>
  );
}
