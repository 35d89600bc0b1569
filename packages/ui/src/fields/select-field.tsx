import type { ChangeEvent, SelectHTMLAttributes } from 'react';
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
  onChange: (event: ChangeEvent<HTMLSelectElement>, value: string) => void;
  options: readonly SelectOption[];
}

export function SelectField({
  label,
  error,
  hint,
  required,
  id,
  value,
  onChange,
  options,
  className,
  ...rest
}: SelectFieldProps) {
  const ids = useFieldIds(id);
  return (
    <Field ids={ids} label={label} hint={hint} error={error} required={required}>
      <select
        {...rest}
        {...describedBy(ids, hint, error, rest['aria-describedby'])}
        id={ids.input}
        required={required}
        value={value}
        className={className ? `ct-select ${className}` : 'ct-select'}
        onChange={(event) => onChange(event, event.target.value)}
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
