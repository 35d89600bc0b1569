import type { ButtonHTMLAttributes, MouseEvent, ReactNode, Ref } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /** Work in progress: shows a spinner and ignores clicks, but keeps focus (not `disabled`). */
  busy?: boolean;
  /** Replaces the label while busy, e.g. 'Saving...'. */
  busyText?: ReactNode;
  /** React 19 passes refs as props: focus can be moved back to the button after its action. */
  ref?: Ref<HTMLButtonElement>;
}

/** A button that defaults to type="button" so it never submits a form by accident. */
export function Button({
  variant = 'secondary',
  busy = false,
  busyText,
  type = 'button',
  className,
  children,
  onClick,
  ...rest
}: ButtonProps) {
  const classes = ['ct-button', `ct-button--${variant}`, className].filter(Boolean).join(' ');
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (busy) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    // aria-disabled rather than disabled while busy: a disabled button drops keyboard focus.
    <button
      {...rest}
      type={type}
      className={classes}
      aria-disabled={busy ? true : rest['aria-disabled']}
      aria-busy={busy || undefined}
      onClick={handleClick}
    >
      {busy ? <span className="ct-spinner" aria-hidden="true" /> : null}
      {busy && busyText !== undefined ? busyText : children}
    </button>
  );
}
