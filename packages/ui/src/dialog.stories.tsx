import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Dialog } from './dialog.tsx';
import { Button } from './fields/button.tsx';
import { Page } from './page.tsx';

export default { title: 'UI/Dialog' } satisfies Meta;

function Demo() {
  const [open, setOpen] = useState(false);
  const [answer, setAnswer] = useState<string | null>(null);
  const close = (text: string) => () => {
    setAnswer(text);
    setOpen(false);
  };
  return (
    <Page title="Late Penalty">
      <Button variant="primary" onClick={() => setOpen(true)}>
        Write back…
      </Button>
      {answer ? <p>{answer}</p> : null}
      <Dialog
        open={open}
        title="Write back to the gradebook?"
        onClose={close('Cancelled.')}
        actions={
          <>
            <Button onClick={close('Cancelled.')}>Cancel</Button>
            <Button variant="primary" onClick={close('Written.')}>
              Write 5 grade(s)
            </Button>
          </>
        }
      >
        <p>5 students get a late penalty in the Research Essay column.</p>
      </Dialog>
    </Page>
  );
}

/** Closed: only the button that opens it. */
export const Closed: StoryObj = { render: () => <Demo /> };
/** Open (modal, native <dialog>): the title names it, focus is inside, the background is inert. */
export const Open: StoryObj = {
  render: () => <Demo />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Write back…' }));
    const dialog = await canvas.findByRole('dialog', { name: 'Write back to the gradebook?' });
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);
  },
};
/** Escape asks the caller to close it; focus returns to the button that opened it. */
export const ClosedWithEscape: StoryObj = {
  render: () => <Demo />,
  play: async ({ canvas, userEvent }) => {
    const opener = canvas.getByRole('button', { name: 'Write back…' });
    await userEvent.click(opener);
    await canvas.findByRole('dialog', { name: 'Write back to the gradebook?' });
    await userEvent.keyboard('{Escape}');
    await canvas.findByText('Cancelled.');
    await expect(canvas.queryByRole('dialog')).toBeNull();
    await expect(opener).toHaveFocus();
  },
};
