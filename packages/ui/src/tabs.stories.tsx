import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Page } from './page.tsx';
import { Tabs, type TabItem } from './tabs.tsx';

export default {
  title: 'UI/Tabs',
  decorators: [
    (Story) => (
      <Page title="Course Details">
        <Story />
      </Page>
    ),
  ],
} satisfies Meta;

const TABS: TabItem[] = [
  { id: 'overview', label: 'Overview', content: <p>BIO101: Introduction to Biology, Spring 2025.</p> },
  { id: 'instructors', label: 'Instructors', content: <p>Margaret Ellis</p> },
  { id: 'students', label: 'Students', content: <p>12 students enrolled.</p> },
];

/** The first tab active; one tab in the tab order (roving tabindex). */
export const Default: StoryObj = { render: () => <Tabs label="Course details" tabs={TABS} /> };
/** Arrow keys move and activate: Right from 'Overview' shows 'Instructors', End jumps to 'Students'. */
export const KeyboardNavigation: StoryObj = {
  render: () => <Tabs label="Course details" tabs={TABS} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Overview' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Instructors' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Margaret Ellis');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Students' })).toHaveFocus();
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('12 students enrolled.');
  },
};
