import { useState } from 'react';
import { useMessages } from '@tools/launch';
import { Button, InlineAlert } from '@tools/ui';
import { messages } from '../messages.ts';

export interface Notice {
  text: string;
  tone: 'success' | 'error';
  /** Puts back what the action changed (our own data only), while the notice is shown. */
  undo?: () => Promise<void>;
}

/**
 * The outcome of the Set tab's bulk actions (Save all, Delete all, Clear, Apply and save, the
 * course default): one polite live region that takes focus when an action ends, so a keyboard
 * user lands on the result (and its Undo) instead of the top of the page.
 */
export function useSetNotice() {
  const [notice, setNotice] = useState<(Notice & { seq: number }) | null>(null);
  const show = (next: Notice) => setNotice((prev) => ({ ...next, seq: (prev?.seq ?? 0) + 1 }));
  return { notice, show, clear: () => setNotice(null) };
}

export function SetNotice({ notice }: { notice: (Notice & { seq: number }) | null }) {
  const m = useMessages(messages);
  const [undoing, setUndoing] = useState(false);
  const undo = notice?.undo;
  return (
    <InlineAlert tone={notice?.tone ?? 'success'} live="status" focusKey={notice?.seq ?? null}>
      {notice ? (
        <span className="lp-inline">
          <span>{notice.text}</span>
          {undo ? (
            <Button
              busy={undoing}
              busyText={m.undoing}
              onClick={() => {
                setUndoing(true);
                void undo().finally(() => setUndoing(false));
              }}
            >
              {m.undo}
            </Button>
          ) : null}
        </span>
      ) : null}
    </InlineAlert>
  );
}
