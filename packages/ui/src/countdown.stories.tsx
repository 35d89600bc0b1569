import type { Meta, StoryObj } from '@storybook/react-vite';
import { Countdown } from './countdown.tsx';
import { Page } from './page.tsx';

export default {
  title: 'UI/Countdown',
  decorators: [
    (Story) => (
      <Page title="Assignments">
        <p>
          Research Essay is due in: <Story />
        </p>
      </Page>
    ),
  ],
} satisfies Meta;

const DUE = Date.parse('2025-03-07T23:59:00Z');
/** A stopped clock, so the preview always shows the same time. */
const at = (ms: number) => () => ms;

/** 12 minutes 30 seconds left ("minutes and seconds": minutes are not folded into hours). */
export const Running: StoryObj = {
  render: () => <Countdown to={DUE} now={at(DUE - 750_000)} expiredText="Time's up!" label="Time left" />,
};
/** Two days left read "2880m 0s". */
export const DaysAhead: StoryObj = {
  render: () => <Countdown to={DUE} now={at(DUE - 2 * 86_400_000)} expiredText="Time's up!" label="Time left" />,
};
/** Past the deadline: the expired text. */
export const TimesUp: StoryObj = {
  render: () => <Countdown to={DUE} now={at(DUE + 1)} expiredText="Time's up!" label="Time left" />,
};
