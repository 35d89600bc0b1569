import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { dateTimeColumn } from '../table/date-time-column.tsx';
import { Table } from '../table/table.tsx';

interface Item {
  id: string;
  due: string;
}

// Out of order both as text and as data: 09:00Z sorts after 10:00+02:00 (08:00Z) by instant only.
const items: Item[] = [
  { id: 'b', due: '2026-03-02T09:00:00Z' },
  { id: 'a', due: '2026-03-02T10:00:00+02:00' },
  { id: 'c', due: '2026-03-01T23:30:00Z' },
];
const columns = [
  { accessorKey: 'id', header: 'ID' },
  dateTimeColumn<Item>({ id: 'due', header: 'Due Date', locale: 'en-US', value: (r) => r.due }),
];

const ids = () =>
  within(screen.getAllByRole('rowgroup')[1]!)
    .getAllByRole('row')
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

describe('dateTimeColumn', () => {
  it('shows each instant as a <time> in the locale and sorts by the instant', async () => {
    const { container } = render(<Table label="Due" columns={columns} data={items} getRowId={(r) => r.id} />);
    const times = [...container.querySelectorAll('time')];
    expect(times.map((t) => t.getAttribute('dateTime'))).toEqual(items.map((i) => i.due));
    expect(times[0]?.textContent).toBe(
      new Date(items[0]!.due).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' }),
    );

    await userEvent.setup().click(screen.getByRole('button', { name: /Due Date/ }));
    expect(ids()).toEqual(['c', 'a', 'b']);
  });
});
