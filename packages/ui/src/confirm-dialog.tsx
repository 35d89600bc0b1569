import { useRef, type ReactNode } from 'react';
import { Dialog } from './dialog.tsx';
import { Button } from './fields/button.tsx';
import { uiMessages } from './messages.ts';

export interface ConfirmDialogProps {
  open: boolean;
  /** The question, with what will happen, how many and where: 'Delete 6 rules and 14 overrides in BIO101?' */
  title: ReactNode;
  /** What the question does not say: what is kept, whether it can be undone. */
  children?: ReactNode;
  /** Names the action, never 'OK': 'Delete all', 'Send 12 messages'. */
  confirmLabel: ReactNode;
  cancelLabel?: string;
  /** 'danger' for what deletes or overwrites; 'primary' for a mass action that adds (sending). */
  tone?: 'danger' | 'primary';
  /** The action is running: the confirm button stays focusable and says so. */
  busy?: boolean;
  busyText?: ReactNode;
  onConfirm: () => void;
  /** Cancel, Escape and the close button. */
  onCancel: () => void;
}

/**
 * The one confirmation before a destructive or mass action. Focus starts on Cancel (the safe
 * answer), so Enter pressed by habit does nothing harmful; the confirm button names the action.
 * The caller closes it (open=false) when the action is done and moves focus to its result.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel = uiMessages.cancel,
  tone = 'danger',
  busy = false,
  busyText,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const cancel = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open={open}
      title={title}
      onClose={onCancel}
      initialFocus={cancel}
      actions={
        <>
          <Button ref={cancel} onClick={onCancel}>
            {cancelLabel}
          </Button>
          <Button variant={tone} busy={busy} busyText={busyText} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
