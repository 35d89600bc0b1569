import { format, useMessages } from '@tools/launch';
import { Button, TextField } from '@tools/ui';
import { useState } from 'react';
import { clampSchema, DEFAULT_MAPPING, validateMapping, type MappingRow } from '../domain/index.ts';
import { messages } from '../messages.ts';

export interface MappingEditorProps {
  mapping: readonly MappingRow[];
  onChange: (mapping: MappingRow[]) => void;
  dirty: boolean;
  saving: boolean;
  onSave: () => void;
}

/**
 * 2) Mapping (Current Schema to Adjusted Schema): rows of from-to ranges and the schema they
 * become. Values are clamped to 1-7 (spec §5); rows must cover 1-7 once and never raise a grade
 * (checked before saving).
 */
export function MappingEditor({ mapping, onChange, dirty, saving, onSave }: MappingEditorProps) {
  const m = useMessages(messages);
  const issues = validateMapping(mapping);
  const setRow = (index: number, change: Partial<MappingRow>) =>
    onChange(mapping.map((r, i) => (i === index ? { ...r, ...change } : r)));
  return (
    <div className="gh-stack">
      <p className="gh-hint">{m.mappingHint}</p>
      <table className="gh-rows">
        <caption className="visually-hidden">{m.mappingTable}</caption>
        <thead>
          <tr>
            <th scope="col">{m.colFromMin}</th>
            <th scope="col">{m.colFromMax}</th>
            <th scope="col">{m.colTo}</th>
            <th scope="col">
              <span className="visually-hidden">{m.colActions}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {mapping.map((row, index) => {
            const n = index + 1;
            return (
              // Rows have no id of their own; index keys are right here: rows are only appended or removed.
              <tr key={index}>
                <td>
                  <SchemaInput
                    label={format(m.fromMinFor, { n })}
                    value={row.fromMin}
                    onCommit={(fromMin) => setRow(index, { fromMin })}
                  />
                </td>
                <td>
                  <SchemaInput
                    label={format(m.fromMaxFor, { n })}
                    value={row.fromMax}
                    onCommit={(fromMax) => setRow(index, { fromMax })}
                  />
                </td>
                <td>
                  <SchemaInput label={format(m.toFor, { n })} value={row.to} onCommit={(to) => setRow(index, { to })} />
                </td>
                <td>
                  <Button
                    variant="ghost"
                    aria-label={format(m.removeRow, { n })}
                    onClick={() => onChange(mapping.filter((_r, i) => i !== index))}
                  >
                    ×
                  </Button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {issues.length > 0 && (
        <ul role="alert" className="gh-warning">
          {issues.map((issue) => (
            <li key={issue.message}>{issue.message}</li>
          ))}
        </ul>
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

/** A schema code typed freely; clamped to 1-7 when it is left (text keeps the last value). */
function SchemaInput({ label, value, onCommit }: { label: string; value: number; onCommit: (v: number) => void }) {
  const [text, setText] = useState<string | null>(null);
  return (
    <TextField
      label={label}
      type="number"
      min={1}
      max={7}
      step={1}
      inputMode="numeric"
      value={text ?? String(value)}
      onChange={(_e, v) => setText(v)}
      onBlur={() => {
        if (text !== null) onCommit(clampSchema(text, value));
        setText(null);
      }}
    />
  );
}
