import { useRef, useState, type ChangeEvent, type KeyboardEvent, type SelectHTMLAttributes } from 'react';
import { describedBy, Field, useFieldIds, type FieldTextProps } from './field.tsx';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectFieldProps
  extends
    FieldTextProps,
    Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange' | 'children' | 'multiple'> {
  value: string;
  /** Every change of the shown value, arrowing included. Optional when `onCommit` is given. */
  onChange?: (event: ChangeEvent<HTMLSelectElement>, value: string) => void;
  /**
   * For a select whose choice does something at once (saves, deletes): called only for a
   * deliberate choice, never while the user arrows through a closed select (Chromium and
   * Firefox change the value on every ArrowUp/ArrowDown/Home/End/letter key, so each option
   * passed over would be saved). A choice is deliberate when it is picked from the open list
   * (pointer, or Enter in the list), confirmed with Enter, or left with Tab/a click elsewhere;
   * Escape puts back the saved value. Until then the select shows the draft.
   */
  onCommit?: (value: string) => void;
  options: readonly SelectOption[];
}

/** Keys that move a closed select's value without meaning "this one". */
const isArrowing = (event: KeyboardEvent<HTMLSelectElement>) =>
  ['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End', 'PageUp', 'PageDown'].includes(event.key) ||
  (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey && event.key !== ' ');

export function SelectField({
  label,
  error,
  hint,
  required,
  hideLabel,
  id,
  value,
  onChange,
  onCommit,
  options,
  className,
  onKeyDown,
  onKeyUp,
  onBlur,
  ...rest
}: SelectFieldProps) {
  const ids = useFieldIds(id);
  const [draft, setDraft] = useState<string | null>(null);
  const arrowing = useRef(false);
  const shown = onCommit && draft !== null ? draft : value;
  const commit = (next: string) => {
    setDraft(null);
    if (next !== value) onCommit?.(next);
  };
  return (
    <Field ids={ids} label={label} hint={hint} error={error} required={required} hideLabel={hideLabel}>
      <select
        {...rest}
        {...describedBy(ids, hint, error, rest['aria-describedby'])}
        id={ids.input}
        required={required}
        value={shown}
        className={className ? `ct-select ${className}` : 'ct-select'}
        onChange={(event) => {
          onChange?.(event, event.target.value);
          if (!onCommit) return;
          if (arrowing.current) setDraft(event.target.value);
          else commit(event.target.value);
        }}
        onKeyDown={(event) => {
          onKeyDown?.(event);
          arrowing.current = isArrowing(event);
          if (!onCommit || draft === null) return;
          if (event.key === 'Enter') {
            event.preventDefault();
            commit(draft);
          } else if (event.key === 'Escape') {
            event.preventDefault();
            event.stopPropagation();
            setDraft(null);
          }
        }}
        onKeyUp={(event) => {
          onKeyUp?.(event);
          arrowing.current = false;
        }}
        onBlur={(event) => {
          onBlur?.(event);
          arrowing.current = false;
          if (onCommit && draft !== null) commit(draft);
        }}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}
