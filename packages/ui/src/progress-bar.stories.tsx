import type { Meta, StoryObj } from '@storybook/react-vite';
import { Page } from './page.tsx';
import { ProgressBar } from './progress-bar.tsx';

export default {
  title: 'UI/ProgressBar',
  decorators: [
    (Story) => (
      <Page title="Late Penalty">
        <Story />
      </Page>
    ),
  ],
} satisfies Meta;

/** Part of a bulk write done: "value / max" shown and spoken with the percentage. */
export const Partway: StoryObj = { render: () => <ProgressBar label="Writing late penalties" value={3} max={8} /> };
/** Every item done. */
export const Done: StoryObj = { render: () => <ProgressBar label="Writing late penalties" value={8} max={8} /> };
/** Nothing to do (max 0): a full bar. */
export const NothingToDo: StoryObj = {
  render: () => <ProgressBar label="Writing late penalties" value={0} max={0} valueText="Nothing to write" />,
};
