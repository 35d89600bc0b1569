import type { Meta, StoryObj } from '@storybook/react-vite';
import { Page } from './page.tsx';

export default { title: 'UI/Page' } satisfies Meta;

/** Every tool's frame: the main landmark and the page's only h1. */
export const TitleOnly: StoryObj = {
  render: () => (
    <Page title="My Courses">
      <p>The tool's content.</p>
    </Page>
  ),
};
/** With the university banner above the title (screens that have one). */
export const WithBanner: StoryObj = {
  render: () => (
    <Page title="Report Card" banner={<p>Semester 1, 2025: results are provisional until 14 July.</p>}>
      <p>The tool's content.</p>
    </Page>
  ),
};
