import type { InputHTMLAttributes } from 'react';
import { describedBy, Field, useFieldIds, type FieldTextProps } from './field.tsx';

export interface FileFieldProps
  extends
    FieldTextProps,
    Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value' | 'onChange' | 'children' | 'multiple'> {
  /** e.g. '.csv,text/csv' */
  accept: string;
  /** Called with the chosen file; not called when the picker is cancelled. */
  onFile: (file: File) => void;
}

export function FileField({
  label,
  error,
  hint,
  required,
  hideLabel,
  id,
  accept,
  onFile,
  className,
  ...rest
}: FileFieldProps) {
  const ids = useFieldIds(id);
  return (
    <Field ids={ids} label={label} hint={hint} error={error} required={required} hideLabel={hideLabel}>
      <input
        {...rest}
        {...describedBy(ids, hint, error, rest['aria-describedby'])}
        id={ids.input}
        type="file"
        accept={accept}
        required={required}
        className={className ? `ct-input ${className}` : 'ct-input'}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) onFile(file);
        }}
      />
    </Field>
  );
}
