import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from './confirm-dialog.tsx';

/** What a destructive or mass action asks before it runs (texts from the caller's catalogue). */
export interface ConfirmRequest {
  /** The question with counts and course: 'Delete 6 rules and 14 overrides in BIO101?' */
  title: ReactNode;
  body?: ReactNode;
  confirmLabel: ReactNode;
  busyText?: ReactNode;
  tone?: 'danger' | 'primary';
  /** The action; it reports its own outcome (and errors) where the page shows results. */
  onConfirm: () => Promise<void> | void;
}

/**
 * One confirmation flow for a screen: `ask(request)` opens the ConfirmDialog; Confirm runs the
 * action with the dialog busy (a second press does nothing), then closes it. Render `dialog`.
 */
export function useConfirmedAction(): { ask: (request: ConfirmRequest) => void; dialog: ReactNode } {
  const [pending, setPending] = useState<ConfirmRequest | null>(null);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    if (!pending || busy) return;
    setBusy(true);
    try {
      await pending.onConfirm();
    } finally {
      setBusy(false);
      setPending(null);
    }
  };
  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      title={pending?.title}
      confirmLabel={pending?.confirmLabel}
      busy={busy}
      busyText={pending?.busyText}
      tone={pending?.tone}
      onConfirm={() => void confirm()}
      onCancel={() => {
        if (!busy) setPending(null);
      }}
    >
      {pending?.body}
    </ConfirmDialog>
  );
  return { ask: setPending, dialog };
}
