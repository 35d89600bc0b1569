import { format, useMessages } from '@tools/launch';
import { Button, Dialog, InlineAlert } from '@tools/ui';
import { messages } from '../messages.ts';
import type { AssociationRow } from './admin-rows.ts';

interface Props {
  row: AssociationRow | null;
  label: string;
  busy: boolean;
  error: string | null;
  onConfirm: (row: AssociationRow) => void;
  onClose: () => void;
}

/** Removing deletes the course's rules on the server, so it is confirmed first. */
export function RemoveDialog({ row, label, busy, error, onConfirm, onClose }: Props) {
  const m = useMessages(messages);
  return (
    <Dialog
      open={row !== null}
      title={format(m.removeTitle, { course: label })}
      onClose={onClose}
      actions={
        <>
          <Button onClick={onClose}>{m.cancel}</Button>
          <Button variant="danger" busy={busy} busyText={m.removing} onClick={() => row && onConfirm(row)}>
            {m.remove}
          </Button>
        </>
      }
    >
      <p>{m.removeBody}</p>
      {error !== null ? (
        <InlineAlert>
          <p>{m.failedRemoveAssociation}</p>
          {error ? <p>{error}</p> : null}
        </InlineAlert>
      ) : null}
    </Dialog>
  );
}
