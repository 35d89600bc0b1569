import { useId, type ReactNode } from 'react';
import { uiMessages } from './messages.ts';

export type Status = 'loading' | 'error' | 'empty' | 'ready';

export interface StatusViewProps {
  status: Status;
  /** Spec text, e.g. 'Loading...'. Announced politely through role=status. */
  loadingText?: ReactNode;
  /** The error message (already user-facing, never a token or stack). */
  error?: string;
  errorTitle?: string;
  /** Extra advice under the message, e.g. 'Please check your access token or course UUID and try again.' */
  errorHint?: string;
  /** Optional action in the error view, e.g. a retry button. */
  errorAction?: ReactNode;
  /** Spec text, e.g. 'No grades available for this course.' */
  emptyText?: ReactNode;
  children?: ReactNode;
}

/**
 * The loading / error / empty / ready switch every screen needs. All texts come from the
 * caller's message catalogue; the only default is the error title 'Error'.
 */
export function StatusView({
  status,
  loadingText,
  error,
  errorTitle = uiMessages.errorTitle,
  errorHint,
  errorAction,
  emptyText,
  children,
}: StatusViewProps) {
  // Named by its title so tests and assistive tech can tell it from the toast live region.
  const titleId = useId();
  switch (status) {
    case 'loading':
      return (
        <div role="status" className="ct-status ct-status--loading">
          <span className="ct-spinner" aria-hidden="true" />
          {loadingText}
        </div>
      );
    case 'error':
      return (
        <div role="alert" aria-labelledby={titleId} className="ct-status ct-status--error">
          <h2 id={titleId} className="ct-status__title">
            {errorTitle}
          </h2>
          {error ? <p className="ct-status__message">{error}</p> : null}
          {errorHint ? <p className="ct-status__hint">{errorHint}</p> : null}
          {errorAction}
        </div>
      );
    case 'empty':
      return <p className="ct-status ct-status--empty">{emptyText}</p>;
    case 'ready':
      return <>{children}</>;
    default: {
      const unknown: never = status;
      throw new Error(`StatusView: unknown status "${String(unknown)}"`);
    }
  }
}
