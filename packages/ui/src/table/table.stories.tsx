import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Page } from '../page.tsx';
import { createColumnHelper } from '../index.ts';
import { Table } from './table.tsx';

export default {
  title: 'UI/Table',
  decorators: [
    (Story) => (
      <Page title="Table">
        <Story />
      </Page>
    ),
  ],
} satisfies Meta;

interface Student {
  id: string;
  name: string;
  score: number | null;
  submitted: string;
}

const STUDENTS: Student[] = [
  { id: '_1_1', name: 'Ava Thompson', score: 88, submitted: '2025-03-01' },
  { id: '_2_1', name: 'Liam Patel', score: 72.5, submitted: '2025-03-03' },
  { id: '_3_1', name: 'Sofia Garcia', score: null, submitted: '' },
  { id: '_4_1', name: 'Noah Kim', score: 95, submitted: '2025-02-28' },
];

const column = createColumnHelper<Student>();
const columns = [
  column.accessor('name', { header: 'Student', meta: { isRowHeader: true } }),
  column.accessor('score', { header: 'Score' }),
  column.accessor('submitted', { header: 'Submitted' }),
];

/** Four students, unsorted: every header is a sort button. */
export const Default: StoryObj = {
  render: () => <Table label="Scores of BIO101" columns={columns} data={STUDENTS} getRowId={(s) => s.id} />,
};

/** After two clicks on 'Score': highest first, the student without a score last (empties sort last). */
export const SortedByScore: StoryObj = {
  render: () => <Table label="Scores of BIO101" columns={columns} data={STUDENTS} getRowId={(s) => s.id} />,
  play: async ({ canvas, userEvent }) => {
    const sort = canvas.getByRole('button', { name: 'Score' });
    await userEvent.click(sort);
    await userEvent.click(sort);
    await expect(canvas.getByRole('columnheader', { name: 'Score' })).toHaveAttribute('aria-sort', 'descending');
    const names = canvas.getAllByRole('rowheader').map((cell) => cell.textContent);
    await expect(names).toEqual(['Noah Kim', 'Ava Thompson', 'Liam Patel', 'Sofia Garcia']);
  },
};

/** A filter row over the table: typing narrows the rows. */
export const Filtered: StoryObj = {
  render: () => <Table label="Scores of BIO101" columns={columns} data={STUDENTS} getRowId={(s) => s.id} filterable />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Filter Student' }), 'li');
    await expect(canvas.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['Liam Patel']);
  },
};

/** No rows: the caller's empty text in place of the body. */
export const Empty: StoryObj = {
  render: () => (
    <Table label="Scores of BIO101" columns={columns} data={[]} emptyText="No grades available for this course." />
  ),
};
