import { format, useMessages } from '@tools/launch';
import { Button, Dialog, InlineAlert, SelectField, TextArea, TextField } from '@tools/ui';
import { useEffect, useId, useState, type FormEvent } from 'react';
import {
  applyStatus,
  COL,
  DATE_COLUMNS,
  ENUMERATIONS,
  FORM_ORDER,
  inputToStored,
  isBlank,
  markDone,
  missingRequired,
  normaliseRank,
  parseTarget,
  requiredFields,
  setDate,
  storedToInput,
  TARGET_COLUMNS,
  text,
  type DeliverablesRole,
  type RowValues,
} from '../domain/index.ts';
import { messages } from '../messages.ts';
import { READ_ONLY_COLUMNS } from './cell-values.ts';

interface RowFormProps {
  mode: 'add' | 'edit';
  /** The row's values in edit mode, {} in add mode. */
  initial: RowValues;
  headers: readonly string[];
  /** The columns the table shows. */
  shown: readonly string[];
  role: DeliverablesRole;
  /** Column to focus first (the cell Enter was pressed on). */
  focusColumn?: string;
  onSubmit: (values: RowValues) => void;
  onCancel: () => void;
}

/** The form's fields: the spec's form order, then the data's other editable columns. */
export function formFields(headers: readonly string[]): string[] {
  const extra = headers.filter((h) => !FORM_ORDER.includes(h) && !READ_ONLY_COLUMNS.includes(h));
  return [...FORM_ORDER, ...extra];
}

/** The Add/Update Row form (spec 001 §2.10, §4, §5) in a modal dialog; Escape cancels. */
export function RowForm({ mode, initial, headers, shown, role, focusColumn, onSubmit, onCancel }: RowFormProps) {
  const m = useMessages(messages);
  const [values, setValues] = useState<RowValues>(initial);
  const [missing, setMissing] = useState<string[]>([]);
  const base = useId();
  const idOf = (column: string) => `${base}-${column.replace(/\W+/g, '-')}`;
  // An edit is not refused over a required field the table does not show and the row never had
  // (an import without Release): the form names it and leaves it empty. New rows need them all.
  const notInTable =
    mode === 'edit'
      ? requiredFields(role, text(initial, COL.type)).filter((c) => !shown.includes(c) && isBlank(initial, c))
      : [];
  const required = requiredFields(role, text(values, COL.type)).filter((c) => !notInTable.includes(c));
  const set = (column: string, value: string) => setValues((v) => ({ ...v, [column]: value }));

  useEffect(() => {
    if (focusColumn) document.getElementById(idOf(focusColumn))?.focus();
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- once, when the form opens

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const left = missingRequired(values, role).filter((c) => !notInTable.includes(c));
    setMissing(left);
    if (left.length > 0) {
      document.getElementById(idOf(left[0] as string))?.focus();
      return;
    }
    const out: RowValues = { ...values };
    const rank = out[COL.rank];
    if (rank !== undefined) out[COL.rank] = normaliseRank(rank);
    onSubmit(out);
  };

  const field = (column: string) => {
    const common = {
      id: idOf(column),
      label: column,
      required: required.includes(column),
      error: missing.includes(column) ? format(m.requiredMissing, { fields: column }) : undefined,
    };
    // As typed (not trimmed), so a space between words survives the controlled input.
    const value = String(values[column] ?? '');
    const options = ENUMERATIONS[column];
    if (options) {
      const list = value !== '' && !options.includes(value) ? [value, ...options] : options;
      return (
        <SelectField
          {...common}
          value={value}
          options={[{ value: '', label: m.choose }, ...list.map((o) => ({ value: o, label: o }))]}
          onChange={(_, v) => (column === COL.itemStatus ? setValues((old) => applyStatus(old, v)) : set(column, v))}
        />
      );
    }
    if (TARGET_COLUMNS.includes(column)) {
      const done = parseTarget(value).kind === 'done';
      return (
        <div className="dl-target-field">
          {done ? (
            <TextField {...common} value={value} readOnly onChange={() => undefined} />
          ) : (
            <TextField
              {...common}
              type="date"
              value={storedToInput(value)}
              onChange={(_, v) => set(column, inputToStored(v))}
            />
          )}
          <Button
            aria-label={`${done ? m.setDate : m.markDone}: ${column}`}
            onClick={() => set(column, done ? setDate() : markDone())}
          >
            {done ? m.setDate : m.markDone}
          </Button>
        </div>
      );
    }
    if (DATE_COLUMNS.includes(column)) {
      return (
        <TextField
          {...common}
          type="date"
          value={storedToInput(value)}
          onChange={(_, v) => set(column, inputToStored(v))}
        />
      );
    }
    if (column === COL.notes) return <TextArea {...common} value={value} onChange={(_, v) => set(column, v)} />;
    return <TextField {...common} value={value} onChange={(_, v) => set(column, v)} />;
  };

  return (
    <Dialog open title={mode === 'add' ? m.addRowTitle : m.updateRowTitle} onClose={onCancel} closeLabel={m.cancel}>
      <form className="dl-form" onSubmit={submit} noValidate>
        {missing.length > 0 ? (
          <InlineAlert>{format(m.requiredMissing, { fields: missing.join(', ') })}</InlineAlert>
        ) : null}
        {notInTable.length > 0 ? (
          <p className="ct-field__hint">{format(m.notInTable, { fields: notInTable.join(', ') })}</p>
        ) : null}
        <div className="dl-form__grid">
          {formFields(headers).map((column) => (
            <div key={column}>{field(column)}</div>
          ))}
        </div>
        <div className="dl-form__actions">
          <Button type="submit" variant="primary">
            {mode === 'add' ? m.add : m.update}
          </Button>
          <Button onClick={onCancel}>{m.cancel}</Button>
        </div>
      </form>
    </Dialog>
  );
}
