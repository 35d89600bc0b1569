import { useId, type ReactNode } from 'react';

export interface FieldTextProps {
  label: ReactNode;
  /** Validation message; sets aria-invalid and is read with the input. */
  error?: ReactNode;
  /** Help text under the input, read with it. */
  hint?: ReactNode;
  required?: boolean;
  /**
   * The label is for assistive technology only (visually hidden): in a grid row whose column
   * header already names the field, a visible label on every cell would repeat it on each line.
   */
  hideLabel?: boolean;
}

/** Ids that tie a control to its label, hint and error. */
export function useFieldIds(id?: string) {
  const generated = useId();
  const base = id ?? generated;
  return { input: base, hint: `${base}-hint`, error: `${base}-error` };
}

/** aria-describedby / aria-invalid for a control, from which texts are present. */
export function describedBy(ids: { hint: string; error: string }, hint: ReactNode, error: ReactNode, extra?: string) {
  const list = [extra, hint ? ids.hint : undefined, error ? ids.error : undefined].filter(Boolean);
  return {
    'aria-describedby': list.length > 0 ? list.join(' ') : undefined,
    'aria-invalid': error ? (true as const) : undefined,
  };
}

/** Label above the control, then hint and error below it. */
export function Field({
  ids,
  label,
  hint,
  error,
  required,
  hideLabel = false,
  children,
}: FieldTextProps & {
  ids: { input: string; hint: string; error: string };
  children: ReactNode;
}) {
  return (
    <div className={hideLabel ? 'ct-field ct-field--compact' : 'ct-field'}>
      <label className={hideLabel ? 'visually-hidden' : 'ct-field__label'} htmlFor={ids.input}>
        {label}
        {/* The input's `required` attribute is what assistive technology announces. */}
        {required ? (
          <span className="ct-field__required" aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      {children}
      {hint ? (
        <div id={ids.hint} className="ct-field__hint">
          {hint}
        </div>
      ) : null}
      {error ? (
        <div id={ids.error} className="ct-field__error">
          {error}
        </div>
      ) : null}
    </div>
  );
}
