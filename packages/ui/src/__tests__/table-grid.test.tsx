import type { ColumnDef } from '@tanstack/react-table';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Table } from '../table/table.tsx';
import { expectNoAxeViolations } from '../test/axe.ts';

interface Item {
  id: string;
  name: string;
  due: string;
}
const items: Item[] = [
  { id: 'a', name: 'Payroll', due: 'late' },
  { id: 'b', name: 'Portal', due: 'ok' },
  { id: 'c', name: 'Zeta', due: 'ok' },
];
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const columns: ColumnDef<Item, any>[] = [
  { accessorKey: 'id', header: 'Id' },
  { accessorKey: 'name', header: 'Name' },
  {
    accessorKey: 'due',
    header: 'Due',
    meta: {
      cellClass: (row) => (row.due === 'late' ? 'is-late' : undefined),
      cellTitle: (row) => (row.due === 'late' ? 'Past due' : undefined),
    },
  },
];

describe('Table: what the deliverables grid needs', () => {
  it('hides columns named false in columnVisibility (header, filter and cells)', () => {
    render(<Table label="Items" columns={columns} data={items} filterable columnVisibility={{ name: false }} />);
    expect(screen.queryByRole('columnheader', { name: 'Name' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Filter Name')).not.toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Due/ })).toBeInTheDocument();
    expect(screen.queryByText('Payroll')).not.toBeInTheDocument();
  });

  it('rows render again when the columns or their visibility change with the same data (rows are memoised)', () => {
    const { rerender } = render(
      <Table label="Items" columns={columns} data={items} columnVisibility={{ name: false }} />,
    );
    expect(screen.queryByText('Payroll')).not.toBeInTheDocument();
    rerender(<Table label="Items" columns={columns} data={items} columnVisibility={{ name: true }} />);
    expect(screen.getByText('Payroll')).toBeInTheDocument();
    const shouting: typeof columns = columns.map((c) =>
      c.header === 'Name' ? { ...c, cell: ({ getValue }) => String(getValue()).toUpperCase() } : c,
    );
    rerender(<Table label="Items" columns={shouting} data={items} columnVisibility={{ name: true }} />);
    expect(screen.getByText('PAYROLL')).toBeInTheDocument();
    // A virtual table (more rows than virtualizeAbove) too.
    rerender(
      <Table label="Items" columns={shouting} data={items} virtualizeAbove={1} columnVisibility={{ name: false }} />,
    );
    expect(screen.queryByText('PAYROLL')).not.toBeInTheDocument();
    expect(screen.getAllByText('ok').length).toBeGreaterThan(0);
  });

  it('per-row cell class and title', () => {
    render(<Table label="Items" columns={columns} data={items} />);
    const late = screen.getByText('late');
    expect(late).toHaveClass('is-late');
    expect(late).toHaveAttribute('title', 'Past due');
    expect(screen.getAllByText('ok')[0]).not.toHaveAttribute('title');
  });

  it('reports the rows on screen, filtered and sorted, when they change', async () => {
    const user = userEvent.setup();
    const onRowsChange = vi.fn();
    render(
      <Table
        label="Items"
        columns={columns}
        data={items}
        filterable
        sortCycle="three-state"
        onRowsChange={onRowsChange}
      />,
    );
    expect(onRowsChange).toHaveBeenLastCalledWith(items);
    await user.type(screen.getByLabelText('Filter Name'), 'p');
    expect(onRowsChange).toHaveBeenLastCalledWith([items[0], items[1]]);
    await user.click(screen.getByRole('button', { name: /Name/ }));
    await user.click(screen.getByRole('button', { name: /Name/ }));
    expect(onRowsChange).toHaveBeenLastCalledWith([items[1], items[0]]);
  });

  it('arrow keys move between cells, Home/End within the row, Enter activates the cell', async () => {
    const user = userEvent.setup();
    const onActivate = vi.fn();
    render(<Table label="Items" columns={columns} data={items} cellNavigation={{ onActivate }} />);
    const region = screen.getByRole('region', { name: 'Items' });
    region.focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('cell', { name: 'a' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('cell', { name: 'Payroll' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('cell', { name: 'Portal' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(within(screen.getAllByRole('row')[2]!).getAllByRole('cell')[2]).toHaveFocus();
    await user.keyboard('{Home}{ArrowUp}');
    expect(screen.getByRole('cell', { name: 'a' })).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowLeft}');
    expect(screen.getByRole('cell', { name: 'a' })).toHaveFocus();
    await user.keyboard('{ArrowRight}{Enter}');
    expect(onActivate).toHaveBeenCalledWith(items[0], 'name');
  });

  it('keys pressed on a control inside a cell stay with the control', async () => {
    const user = userEvent.setup();
    const onActivate = vi.fn();
    const withButton: ColumnDef<Item, unknown>[] = [
      { id: 'actions', header: 'Actions', cell: () => <button type="button">Edit</button> },
      ...columns,
    ];
    render(<Table label="Items" columns={withButton} data={items} cellNavigation={{ onActivate }} />);
    screen.getAllByRole('button', { name: 'Edit' })[0]!.focus();
    await user.keyboard('{ArrowRight}{Enter}');
    expect(screen.getAllByRole('button', { name: 'Edit' })[0]).toHaveFocus();
    expect(onActivate).not.toHaveBeenCalled();
  });

  it('is axe-clean with navigation, hidden columns and a bounded height', async () => {
    const { container } = render(
      <Table
        label="Items"
        columns={columns}
        data={items}
        filterable
        bounded
        cellNavigation={{}}
        columnVisibility={{ id: false }}
      />,
    );
    expect(container.querySelector('.ct-table-wrap--virtual')).not.toBeNull();
    await expectNoAxeViolations(container);
  });
});
