import { useId, type ChangeEvent, type InputHTMLAttributes, type ReactNode } from 'react';

export interface CheckboxProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'checked' | 'onChange' | 'children'
> {
  label: ReactNode;
  checked: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>, checked: boolean) => void;
  /** Label for assistive technology only (a grid row whose header names the choice). */
  hideLabel?: boolean;
}

/** A checkbox wrapped in its label, so the whole text is the click target. */
export function Checkbox({ label, checked, onChange, id, className, hideLabel = false, ...rest }: CheckboxProps) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <label className={className ? `ct-checkbox ${className}` : 'ct-checkbox'} htmlFor={inputId}>
      <input
        {...rest}
        id={inputId}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event, event.target.checked)}
      />
      <span className={hideLabel ? 'visually-hidden' : undefined}>{label}</span>
    </label>
  );
}
