import { emptyLaunch, LaunchProvider } from '@tools/launch';
import { render, screen } from '@tools/testing';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { dayOf, fromCsv, sprintOf } from '../../domain/index.ts';
import { cellReader } from '../cell-values.ts';
import { Grid } from '../grid.tsx';

const today = dayOf(new Date('2026-11-28T12:00:00Z'));
const read = cellReader({ today, currentSprint: sprintOf(today) });
const rows = [fromCsv({ Item: 'Payroll feed', Customer: 'North U' }, 'row-1')];
const wrap = (children: ReactNode) => <LaunchProvider value={emptyLaunch}>{children}</LaunchProvider>;

function grid(columns: string[]) {
  return wrap(
    <Grid
      rows={rows}
      columns={columns}
      visible={columns}
      filters={{}}
      sort={null}
      today={today}
      read={read}
      onFilter={vi.fn()}
      onSort={vi.fn()}
      onEdit={vi.fn()}
      onToggleDelete={vi.fn()}
      onRowsChange={vi.fn()}
    />,
  );
}

describe('Grid', () => {
  it('keeps the Edit button (and the focus on it) when columns arrive, as after the ADO sync', () => {
    const view = render(grid(['Item', 'Customer']));
    const edit = screen.getByRole('button', { name: 'Edit Payroll feed' });
    edit.focus();
    view.rerender(grid(['Item', 'Customer', 'ADO State']));
    expect(screen.getByRole('columnheader', { name: /ADO State/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Payroll feed' })).toBe(edit);
    expect(edit).toHaveFocus();
  });
});
