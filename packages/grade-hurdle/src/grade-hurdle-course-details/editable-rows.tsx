import { Button, TextField, type TextFieldProps } from '@tools/ui';
import { useState, type Key, type ReactNode } from 'react';

export interface EditableRowsProps<T> {
  /** The table's accessible name (a visually hidden caption). */
  caption: string;
  /** Column headers of the editable cells; an Actions column (visually hidden header) follows. */
  columns: readonly string[];
  actionsLabel: string;
  rows: readonly T[];
  rowKey: (row: T, index: number) => Key;
  /** The editable cells of a row, one per column. */
  cells: (row: T, index: number) => ReactNode[];
  /** Accessible name of the row's × button, given its 1-based number. */
  removeLabel: (n: number) => string;
  onRemove: (index: number) => void;
}

/**
 * The rule editors' table: a row of fields per entry, each row removable with ×. The column
 * headers name the fields; each field's own label ('Gradable item of sub-rule 1') is for
 * assistive technology only, so a row is one line. It scrolls inside its box at 390 px.
 */
export function EditableRows<T>(props: EditableRowsProps<T>) {
  return (
    <div className="ct-table-wrap" role="region" aria-label={props.caption} tabIndex={0}>
      <table className="gh-rows ct-table ct-table--compact">
        <caption className="visually-hidden">{props.caption}</caption>
        <thead>
          <tr>
            {props.columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
            <th scope="col">
              <span className="visually-hidden">{props.actionsLabel}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {props.rows.map((row, index) => (
            <tr key={props.rowKey(row, index)}>
              {props.cells(row, index).map((cell, column) => (
                <td key={column}>{cell}</td>
              ))}
              <td>
                <Button variant="ghost" aria-label={props.removeLabel(index + 1)} onClick={() => props.onRemove(index)}>
                  ×
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export interface ClampedNumberFieldProps extends Pick<TextFieldProps, 'min' | 'max' | 'step' | 'inputMode'> {
  label: string;
  value: number;
  /** The number the typed text stands for (clamped, or a fallback for text that is no number). */
  clamp: (text: string) => number;
  onCommit: (value: number) => void;
}

/** A number typed freely and clamped when the field is left (the text keeps the last value until then). */
export function ClampedNumberField({ label, value, clamp, onCommit, ...input }: ClampedNumberFieldProps) {
  const [text, setText] = useState<string | null>(null);
  return (
    <TextField
      {...input}
      label={label}
      hideLabel
      type="number"
      value={text ?? String(value)}
      onChange={(_e, v) => setText(v)}
      onBlur={() => {
        if (text !== null) onCommit(clamp(text));
        setText(null);
      }}
    />
  );
}
