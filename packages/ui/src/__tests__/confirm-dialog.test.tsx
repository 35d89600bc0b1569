import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from '../confirm-dialog.tsx';
import { Button } from '../fields/button.tsx';
import { InlineAlert } from '../inline-alert.tsx';
import { expectNoAxeViolations } from '../test/axe.ts';

/** Delete all -> confirm -> the outcome takes focus (the opener may be gone by then). */
function Harness({ onDelete }: { onDelete: () => void }) {
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState(0);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Delete all</Button>
      <ConfirmDialog
        open={open}
        title="Delete 6 rules and 14 overrides in BIO101?"
        confirmLabel="Delete all"
        onConfirm={() => {
          onDelete();
          setOpen(false);
          setDone((n) => n + 1);
        }}
        onCancel={() => setOpen(false)}
      >
        <p>You can undo this for 24 hours.</p>
      </ConfirmDialog>
      <InlineAlert tone="success" live="status" focusKey={done || null}>
        {done ? 'Deleted.' : ''}
      </InlineAlert>
    </>
  );
}

describe('ConfirmDialog', () => {
  it('asks with the counts, starts on Cancel, and Cancel does nothing', async () => {
    const user = userEvent.setup();
    const onDelete = vi.fn();
    render(<Harness onDelete={onDelete} />);
    await user.click(screen.getByRole('button', { name: 'Delete all' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete 6 rules and 14 overrides in BIO101?' });
    expect(dialog).toHaveTextContent('You can undo this for 24 hours.');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onDelete).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete all' })).toHaveFocus();
  });

  it('Escape cancels', async () => {
    const user = userEvent.setup();
    const onDelete = vi.fn();
    render(<Harness onDelete={onDelete} />);
    await user.click(screen.getByRole('button', { name: 'Delete all' }));
    await user.keyboard('{Escape}');
    expect(onDelete).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('confirms with the named button; focus then moves to the announced outcome', async () => {
    const user = userEvent.setup();
    const onDelete = vi.fn();
    const { container } = render(<Harness onDelete={onDelete} />);
    await user.click(screen.getByRole('button', { name: 'Delete all' }));
    await expectNoAxeViolations(container);
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete all' }));
    expect(onDelete).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toHaveTextContent('Deleted.');
    expect(screen.getByRole('status')).toHaveFocus();
  });
});
