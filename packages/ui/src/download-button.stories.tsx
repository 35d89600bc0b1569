import type { Meta, StoryObj } from '@storybook/react-vite';
import { DownloadButton } from './download-button.tsx';
import { Page } from './page.tsx';

export default {
  title: 'UI/DownloadButton',
  decorators: [
    (Story) => (
      <Page title="Project Deliverables">
        <Story />
      </Page>
    ),
  ],
} satisfies Meta;

const rows = () => [
  ['Student', 'Deliverable', 'Due'],
  ['Ava Thompson', 'Lab Report 1', '2025-03-07'],
  // Neutralised on export: a cell that starts like a formula is not run by a spreadsheet.
  ['Liam Patel', '=HYPERLINK("https://example.test")', '2025-03-14'],
];

/** Click: a BOM-prefixed CSV of the rows at that moment, downloaded through a Blob URL. */
export const Default: StoryObj = {
  render: () => <DownloadButton label="Download CSV" filename="project-deliverables-all.csv" getRows={rows} />,
};
/** Nothing to export yet. */
export const Disabled: StoryObj = {
  render: () => <DownloadButton label="Download CSV" filename="project-deliverables-all.csv" getRows={rows} disabled />,
};
