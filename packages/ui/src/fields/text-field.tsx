import type { ChangeEvent, InputHTMLAttributes } from 'react';
import { describedBy, Field, useFieldIds, type FieldTextProps } from './field.tsx';

export interface TextFieldProps
  extends FieldTextProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'children'> {
  value: string | number;
  /** The input's change event; the new text is also passed as the second argument. */
  onChange: (event: ChangeEvent<HTMLInputElement>, value: string) => void;
}

export function TextField({
  label,
  error,
  hint,
  required,
  hideLabel,
  id,
  value,
  onChange,
  type = 'text',
  className,
  ...rest
}: TextFieldProps) {
  const ids = useFieldIds(id);
  return (
    <Field ids={ids} label={label} hint={hint} error={error} required={required} hideLabel={hideLabel}>
      <input
        {...rest}
        {...describedBy(ids, hint, error, rest['aria-describedby'])}
        id={ids.input}
        type={type}
        required={required}
        value={value}
        className={className ? `ct-input ${className}` : 'ct-input'}
        onChange={(event) => onChange(event, event.target.value)}
      />
    </Field>
  );
}
