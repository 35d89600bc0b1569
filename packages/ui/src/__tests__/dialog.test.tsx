import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Dialog } from '../dialog.tsx';
import { Button } from '../fields/button.tsx';
import { expectNoAxeViolations } from '../test/axe.ts';

function Harness({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Edit row</Button>
      <Dialog
        open={open}
        title="Edit row"
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
        actions={<Button variant="primary">Save</Button>}
      >
        <p>Row fields</p>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('opens labelled by its title, with body and actions', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit row' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit row' });
    expect(dialog).toHaveTextContent('Row fields');
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });

  it('closes on Escape through onClose', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Edit row' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('moves focus into the dialog and back to the opener without showModal', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Edit row' });
    await user.click(opener);
    expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    expect(opener).toHaveFocus();
  });

  it('gives focus back to the opener when the caller unmounts it while open (a dialog rendered only while open)', async () => {
    function Unmounting() {
      const [shown, setShown] = useState(false);
      return (
        <>
          <Button onClick={() => setShown(true)}>Preview</Button>
          {shown ? (
            <Dialog open title="Preview" onClose={() => setShown(false)}>
              <Button>Write 3 students</Button>
            </Dialog>
          ) : null}
        </>
      );
    }
    const user = userEvent.setup();
    render(<Unmounting />);
    const opener = screen.getByRole('button', { name: 'Preview' });
    await user.click(opener);
    expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes with the close button', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Edit row' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('uses the platform showModal and close where they exist', async () => {
    const user = userEvent.setup();
    const showModal = vi.fn(function (this: HTMLDialogElement) {
      this.setAttribute('open', '');
    });
    const close = vi.fn(function (this: HTMLDialogElement) {
      this.removeAttribute('open');
    });
    Object.assign(HTMLDialogElement.prototype, { showModal, close });
    try {
      render(<Harness />);
      await user.click(screen.getByRole('button', { name: 'Edit row' }));
      expect(showModal).toHaveBeenCalledTimes(1);
      screen.getByRole('button', { name: 'Save' }).focus(); // the real showModal moves focus inside
      await user.keyboard('{Escape}');
      expect(close).toHaveBeenCalledTimes(1);
    } finally {
      Reflect.deleteProperty(HTMLDialogElement.prototype, 'showModal');
      Reflect.deleteProperty(HTMLDialogElement.prototype, 'close');
    }
  });

  it('has no axe violations when open', async () => {
    const user = userEvent.setup();
    const { container } = render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Edit row' }));
    await expectNoAxeViolations(container);
  });
});
