import type { ColumnDef } from '@tanstack/react-table';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Table } from '../table/table.tsx';
import { expectNoAxeViolations } from '../test/axe.ts';

interface Course {
  id: string;
  name: string;
  rank: number | '';
}

const courses: Course[] = [
  { id: 'C2', name: 'biology', rank: 2 },
  { id: 'C1', name: 'Algebra', rank: '' },
  { id: 'C3', name: 'chemistry', rank: 10 },
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const columns: ColumnDef<Course, any>[] = [
  { accessorKey: 'id', header: 'Course ID' },
  { accessorKey: 'name', header: 'Course Name' },
  { accessorKey: 'rank', header: 'Rank' },
];

function bodyColumn(index: number): string[] {
  const body = screen.getAllByRole('rowgroup')[1]!;
  const rows = within(body).getAllByRole('row');
  return rows.map((row) => within(row).getAllByRole('cell')[index]?.textContent ?? '');
}

describe('Table', () => {
  it('names the table by its label and renders rows in data order before sorting', () => {
    render(<Table label="My Course Roster" columns={columns} data={courses} />);
    expect(screen.getByRole('table', { name: 'My Course Roster' })).toBeInTheDocument();
    expect(bodyColumn(0)).toEqual(['C2', 'C1', 'C3']);
  });

  it('toggles ascending/descending (two-state) with aria-sort on the header cell', async () => {
    const user = userEvent.setup();
    render(<Table label="Roster" columns={columns} data={courses} />);
    const header = screen.getByRole('columnheader', { name: /Course Name/ });
    expect(header).toHaveAttribute('aria-sort', 'none');
    const button = within(header).getByRole('button', { name: /Course Name/ });

    await user.click(button);
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    expect(bodyColumn(1)).toEqual(['Algebra', 'biology', 'chemistry']);

    await user.click(button);
    expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(bodyColumn(1)).toEqual(['chemistry', 'biology', 'Algebra']);

    await user.click(button);
    expect(header).toHaveAttribute('aria-sort', 'ascending');
  });

  it('cycles ascending, descending, none in three-state mode', async () => {
    const user = userEvent.setup();
    render(<Table label="Deliverables" columns={columns} data={courses} sortCycle="three-state" />);
    const header = screen.getByRole('columnheader', { name: /Course ID/ });
    const button = within(header).getByRole('button');
    await user.click(button);
    await user.click(button);
    expect(header).toHaveAttribute('aria-sort', 'descending');
    await user.click(button);
    expect(header).toHaveAttribute('aria-sort', 'none');
    expect(bodyColumn(0)).toEqual(['C2', 'C1', 'C3']);
  });

  it('sorts from the keyboard (Enter and Space on the header button)', async () => {
    const user = userEvent.setup();
    render(<Table label="Roster" columns={columns} data={courses} />);
    const header = screen.getByRole('columnheader', { name: /Course ID/ });
    within(header).getByRole('button').focus();
    await user.keyboard('{Enter}');
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    await user.keyboard(' ');
    expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(bodyColumn(0)).toEqual(['C3', 'C2', 'C1']);
  });

  it('sorts numbers numerically and keeps empty values last in both directions', async () => {
    const user = userEvent.setup();
    render(<Table label="Ranks" columns={columns} data={courses} initialSorting={[{ id: 'rank', desc: false }]} />);
    expect(bodyColumn(2)).toEqual(['2', '10', '']);
    await user.click(screen.getByRole('button', { name: /Rank/ }));
    expect(bodyColumn(2)).toEqual(['10', '2', '']);
  });

  it('uses a custom sortingFn from the column def', async () => {
    const user = userEvent.setup();
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const byLength: ColumnDef<Course, any>[] = [
      { accessorKey: 'name', header: 'Name', sortingFn: (a, b) => a.original.name.length - b.original.name.length },
    ];
    render(<Table label="Names" columns={byLength} data={courses} />);
    await user.click(screen.getByRole('button', { name: /Name/ }));
    expect(bodyColumn(0)).toEqual(['biology', 'Algebra', 'chemistry']);
  });

  it('filters per column through labelled inputs and reports the filtered count', async () => {
    const user = userEvent.setup();
    const onCount = vi.fn();
    render(
      <Table
        label="Roster"
        columns={columns}
        data={courses}
        filterable
        filterPlaceholder="Use !term or NOT term to exclude"
        onFilteredCountChange={onCount}
        emptyText="No rows match your filters."
      />,
    );
    expect(onCount).toHaveBeenLastCalledWith(3, 3);
    const input = screen.getByLabelText('Filter Course Name');
    expect(input).toHaveAttribute('placeholder', 'Use !term or NOT term to exclude');
    await user.type(input, 'BIO');
    expect(bodyColumn(1)).toEqual(['biology']);
    expect(onCount).toHaveBeenLastCalledWith(1, 3);
    await user.clear(input);
    await user.type(input, 'zzz');
    expect(screen.getByText('No rows match your filters.')).toBeInTheDocument();
    expect(onCount).toHaveBeenLastCalledWith(0, 3);
  });

  it('applies a global filter across columns', () => {
    render(<Table label="Roster" columns={columns} data={courses} globalFilter="c3" />);
    expect(bodyColumn(0)).toEqual(['C3']);
  });

  it('renders only a window of a 10,000-row table with aria-rowcount and aria-rowindex', () => {
    const many = Array.from({ length: 10_000 }, (_, i): Course => ({ id: `C${i}`, name: `Course ${i}`, rank: i }));
    render(<Table label="Big" columns={columns} data={many} getRowId={(row) => row.id} />);
    const table = screen.getByRole('table', { name: 'Big' });
    expect(table).toHaveAttribute('aria-rowcount', '10001');
    const dataRows = within(table)
      .getAllByRole('row')
      .filter((row) => within(row).queryAllByRole('cell').length > 0);
    expect(dataRows.length).toBeGreaterThan(0);
    expect(dataRows.length).toBeLessThan(100);
    expect(dataRows[0]).toHaveAttribute('aria-rowindex', '2');
    expect(within(dataRows[0]!).getAllByRole('cell')[0]).toHaveTextContent('C0');
  });

  it('moves the window when the table scrolls', async () => {
    const many = Array.from({ length: 10_000 }, (_, i): Course => ({ id: `C${i}`, name: `Course ${i}`, rank: i }));
    render(<Table label="Big" columns={columns} data={many} getRowId={(row) => row.id} />);
    const region = screen.getByRole('region', { name: 'Big' });
    await act(async () => {
      region.scrollTop = 36 * 5000;
      fireEvent.scroll(region);
    });
    expect(screen.queryByText('C0')).not.toBeInTheDocument();
    const row = screen.getByText('C5000').closest('tr');
    expect(row).toHaveAttribute('aria-rowindex', '5002');
  });

  it('does not virtualise at or below the threshold', () => {
    const rows = Array.from({ length: 200 }, (_, i): Course => ({ id: `C${i}`, name: `n${i}`, rank: i }));
    render(<Table label="Small" columns={columns} data={rows} />);
    expect(screen.getByRole('table')).not.toHaveAttribute('aria-rowcount');
    expect(screen.getAllByRole('row')).toHaveLength(201);
  });

  it('applies row classes, row ids and the sticky first column class', () => {
    render(
      <Table
        label="Grid"
        columns={columns}
        data={courses}
        stickyFirstColumn
        rowClassName={(row) => (row.rank === '' ? 'is-unranked' : undefined)}
      />,
    );
    expect(screen.getByRole('table')).toHaveClass('ct-table--sticky-first');
    expect(screen.getByText('C1').closest('tr')).toHaveClass('is-unranked');
  });

  it('rejects a negative virtualisation threshold', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Table label="x" columns={columns} data={courses} virtualizeAbove={-1} />)).toThrow(
      'Table: virtualizeAbove must be a number >= 0 (got -1)',
    );
  });

  it('has no axe violations (sortable, filterable, virtualised)', async () => {
    const many = Array.from({ length: 500 }, (_, i): Course => ({ id: `C${i}`, name: `Course ${i}`, rank: i }));
    const { container, rerender } = render(<Table label="Roster" columns={columns} data={courses} filterable />);
    await expectNoAxeViolations(container);
    rerender(<Table label="Roster" columns={columns} data={many} filterable />);
    await expectNoAxeViolations(container);
  });
});
