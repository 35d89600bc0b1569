import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from './fields/button.tsx';
import { Page } from './page.tsx';
import { StatusView } from './status-view.tsx';

export default {
  title: 'UI/StatusView',
  decorators: [
    (Story) => (
      <Page title="Report Card">
        <Story />
      </Page>
    ),
  ],
} satisfies Meta;

/** While the screen's requests run: the spinner and the spec's loading text (role=status). */
export const Loading: StoryObj = { render: () => <StatusView status="loading" loadingText="Loading..." /> };
/** Nothing to show: the caller's empty text. */
export const Empty: StoryObj = {
  render: () => <StatusView status="empty" emptyText="No grades available for this course." />,
};
/** A failure (here Learn's): the alert titled 'Error', the message, a hint and a retry action. */
export const LearnError: StoryObj = {
  render: () => (
    <StatusView
      status="error"
      error="Learn could not be reached. Try again in a moment."
      errorHint="Please check your access token or course UUID and try again."
      errorAction={<Button>Retry</Button>}
    />
  ),
};
/** Ready: the children. */
export const Ready: StoryObj = {
  render: () => (
    <StatusView status="ready">
      <p>Ava Thompson: 88 %</p>
    </StatusView>
  ),
};
