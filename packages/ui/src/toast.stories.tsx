import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Button } from './fields/button.tsx';
import { Page } from './page.tsx';
import { ToastProvider, useToast, type ToastTone } from './toast.tsx';

export default { title: 'UI/Toast' } satisfies Meta;

function Demo() {
  const toast = useToast();
  const show = (text: string, tone: ToastTone) => () => toast.show({ text, tone, durationMs: 60_000 });
  return (
    <div className="ct-toolbar">
      <Button onClick={show('Category saved.', 'success')}>Save</Button>
      <Button onClick={show('Copied to the clipboard.', 'info')}>Copy</Button>
      <Button onClick={show('Could not save the category.', 'error')}>Fail</Button>
    </div>
  );
}

const render = () => (
  <ToastProvider>
    <Page title="Set Category">
      <Demo />
    </Page>
  </ToastProvider>
);

/** Nothing shown yet: the live region is there, empty. */
export const Idle: StoryObj = { render };
/** One toast of each tone, stacked; each has a Dismiss button and pauses while hovered or focused. */
export const Shown: StoryObj = {
  render,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Copy' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Fail' }));
    await canvas.findByText('Could not save the category.');
  },
};
/** Dismissed with its button: gone before its time is up. */
export const Dismissed: StoryObj = {
  render,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await canvas.findByText('Category saved.');
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(canvas.queryByText('Category saved.')).toBeNull());
  },
};
