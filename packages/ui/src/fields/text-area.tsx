import type { ChangeEvent, TextareaHTMLAttributes } from 'react';
import { describedBy, Field, useFieldIds, type FieldTextProps } from './field.tsx';

export interface TextAreaProps
  extends FieldTextProps, Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value' | 'onChange' | 'children'> {
  value: string;
  onChange: (event: ChangeEvent<HTMLTextAreaElement>, value: string) => void;
}

export function TextArea({ label, error, hint, required, id, value, onChange, className, ...rest }: TextAreaProps) {
  const ids = useFieldIds(id);
  return (
    <Field ids={ids} label={label} hint={hint} error={error} required={required}>
      <textarea
        {...rest}
        {...describedBy(ids, hint, error, rest['aria-describedby'])}
        id={ids.input}
        required={required}
        value={value}
        className={className ? `ct-textarea ${className}` : 'ct-textarea'}
        onChange={(event) => onChange(event, event.target.value)}
      />
    </Field>
  );
}
