import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
  type SyntheticEvent,
} from 'react';
import { uiMessages } from './messages.ts';

const FOCUSABLE =
  'button:not([disabled]), [href], input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

export interface DialogProps {
  open: boolean;
  title: ReactNode;
  /** Called for Escape, the close button and any platform close; the caller sets open=false. */
  onClose: () => void;
  children?: ReactNode;
  /** Buttons in the footer, e.g. Cancel / Save. */
  actions?: ReactNode;
  /** Accessible name of the close (×) button. */
  closeLabel?: string;
  /** Where focus goes when the dialog opens (default: its first control), e.g. a confirmation's Cancel. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Wider body for tables (previews); still never wider than the viewport. */
  wide?: boolean;
}

/**
 * Closes an open dialog; the browser then gives focus back to what had it before showModal. Without
 * showModal (old browsers, jsdom) the dialog was opened by hand, so focus goes back to `opener` here.
 */
function closeDialog(dialog: HTMLDialogElement, opener: { current: HTMLElement | null }) {
  if (typeof dialog.close === 'function') {
    dialog.close();
    return;
  }
  dialog.removeAttribute('open');
  opener.current?.focus();
  opener.current = null;
}

/**
 * Modal dialog on the native <dialog> element: showModal() gives the focus trap, the
 * inert background and the top layer for free. The dialog is controlled by `open`;
 * Escape asks the caller to close instead of closing behind React's back.
 */
export function Dialog({
  open,
  title,
  onClose,
  children,
  actions,
  closeLabel = uiMessages.close,
  initialFocus,
  wide = false,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  const opener = useRef<HTMLElement | null>(null);

  // Opening in a passive effect (a layout effect here kept a lazily loaded dialog, the deliverables row form,
  // from opening); closing in a layout effect, so a dialog closes (and the browser gives focus back to its
  // opener) before any passive effect of the same commit moves focus on to the action's result (InlineAlert
  // focusKey).
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open || dialog.open) return;
    if (typeof dialog.showModal === 'function') {
      dialog.showModal();
    } else {
      // Without showModal (old browsers, jsdom) do the focus handling ourselves.
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.setAttribute('open', '');
      dialog.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    }
    initialFocus?.current?.focus();
  }, [open]); // eslint-disable-line react-hooks/exhaustive-deps -- focus moves in only when it opens
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog || open || !dialog.open) return;
    closeDialog(dialog, opener);
  }, [open]);
  // A caller may unmount an open dialog instead of setting open=false (a lazily loaded preview that
  // renders only while open). Removing an open <dialog> from the page gives focus back to nobody: it
  // falls to the page. So it closes first, in the cleanup of a layout effect (it runs before React
  // removes the element), and focus goes back to its opener as on any other close.
  useLayoutEffect(
    () => () => {
      const dialog = ref.current;
      if (dialog?.open) closeDialog(dialog, opener);
    },
    [],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Escape') return;
    // Stops the platform's own cancel-and-close so state stays in React's hands.
    event.preventDefault();
    event.stopPropagation();
    onClose();
  };
  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    onClose();
  };

  return (
    <dialog
      ref={ref}
      className={wide ? 'ct-dialog ct-dialog--wide' : 'ct-dialog'}
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      onCancel={onCancel}
    >
      {open ? (
        <>
          <div className="ct-dialog__header">
            <h2 id={titleId} className="ct-dialog__title">
              {title}
            </h2>
            <button type="button" className="ct-button ct-button--ghost" aria-label={closeLabel} onClick={onClose}>
              <span aria-hidden="true">×</span>
            </button>
          </div>
          <div className="ct-dialog__body">{children}</div>
          {actions ? <div className="ct-dialog__actions">{actions}</div> : null}
        </>
      ) : null}
    </dialog>
  );
}
