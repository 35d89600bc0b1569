import { format, useMessages } from '@tools/launch';
import { Button, Table, type ColumnDef, type ColumnFiltersState, type SortingState } from '@tools/ui';
import { useMemo } from 'react';
import {
  COL,
  matchesFilter,
  TARGET_COLUMNS,
  targetTone,
  text,
  type Day,
  type DeliverableRow,
  type SortState,
} from '../domain/index.ts';
import { messages } from '../messages.ts';
import { displayValue, isLink, type CellReader } from './cell-values.ts';

interface GridProps {
  rows: DeliverableRow[];
  columns: string[];
  visible: string[];
  filters: Record<string, string>;
  sort: SortState | null;
  today: Day;
  read: CellReader;
  onFilter: (column: string, value: string) => void;
  onSort: (sort: SortState | null) => void;
  onEdit: (row: DeliverableRow, column?: string) => void;
  onToggleDelete: (row: DeliverableRow) => void;
  onRowsChange: (rows: DeliverableRow[]) => void;
}

const ACTIONS = '__actions';

/** The deliverables table: @tools/ui's Table with an Actions column, state colours and target tones. */
export function Grid(props: GridProps) {
  const m = useMessages(messages);
  const { read, today, onEdit, onToggleDelete } = props;
  const stateLabel = { clean: m.stateClean, updated: m.stateUpdated, new: m.stateNew, deleted: m.stateDeleted };

  // Its own memo: the table renders each cell function as a component, so a new function (as when
  // the ADO sync adds columns) would remount every Edit button, dropping a click or the focus on it.
  const actions = useMemo<ColumnDef<DeliverableRow, string | number>>(
    () => ({
      id: ACTIONS,
      header: m.actions,
      enableSorting: false,
      enableColumnFilter: false,
      cell: ({ row: { original: row } }) => {
        const item = text(row.values, COL.item);
        const deleted = row.state === 'deleted';
        return (
          <span className="dl-actions">
            {/* Screen readers hear the row state with the row (colour alone is not enough). */}
            {row.state === 'clean' ? null : <span className="dl-state-tag">{stateLabel[row.state]}</span>}
            <Button disabled={deleted} aria-label={format(m.editRow, { item })} onClick={() => onEdit(row)}>
              {m.edit}
            </Button>
            <Button
              aria-label={format(deleted ? m.undoRow : m.deleteRow, { item })}
              onClick={() => onToggleDelete(row)}
            >
              {deleted ? m.undo : m.delete}
            </Button>
          </span>
        );
      },
    }),
    [m], // eslint-disable-line react-hooks/exhaustive-deps -- handlers are stable dispatchers
  );

  const columns = useMemo<ColumnDef<DeliverableRow, string | number>[]>(() => {
    const data = props.columns.map<ColumnDef<DeliverableRow, string | number>>((column) => {
      const isTarget = TARGET_COLUMNS.includes(column);
      return {
        id: column,
        header: column,
        accessorFn: (row) => read(row, column),
        filterFn: (row, id, value) => matchesFilter(read(row.original, id), String(value ?? ''), id),
        cell: ({ getValue }) => {
          const value = getValue();
          return isLink(value) ? (
            <a href={value} target="_blank" rel="noopener noreferrer">
              {value}
            </a>
          ) : (
            displayValue(column, value)
          );
        },
        meta: isTarget
          ? {
              cellClass: (row) => {
                const tone = targetTone(row.values[column], today);
                return tone ? `dl-target--${tone}` : undefined;
              },
              cellTitle: (row) => {
                const tone = targetTone(row.values[column], today);
                return tone === 'past-due' ? m.pastDue : tone === 'due-soon' ? m.dueSoon : undefined;
              },
            }
          : undefined,
      };
    });
    return [actions, ...data];
  }, [actions, props.columns, read, today, m]);

  const visibility = useMemo(
    () => Object.fromEntries(props.columns.map((c) => [c, props.visible.includes(c)])),
    [props.columns, props.visible],
  );
  const columnFilters = useMemo<ColumnFiltersState>(
    () => Object.entries(props.filters).map(([id, value]) => ({ id, value })),
    [props.filters],
  );
  const sorting = useMemo<SortingState>(
    () => (props.sort ? [{ id: props.sort.column, desc: props.sort.direction === 'desc' }] : []),
    [props.sort],
  );

  return (
    <Table
      label={m.tableLabel}
      columns={columns}
      data={props.rows}
      getRowId={(row) => row.key}
      sortCycle="three-state"
      sorting={sorting}
      onSortingChange={(next) => {
        const first = next[0];
        props.onSort(first ? { column: first.id, direction: first.desc ? 'desc' : 'asc' } : null);
      }}
      filterable
      filterPlaceholder={m.filterPlaceholder}
      filterLabel={(column) => format(m.filterLabel, { column })}
      columnFilters={columnFilters}
      onColumnFiltersChange={(next) => {
        const nextMap = Object.fromEntries(next.map((f) => [f.id, String(f.value ?? '')]));
        for (const column of new Set([...Object.keys(props.filters), ...Object.keys(nextMap)])) {
          if ((props.filters[column] ?? '') !== (nextMap[column] ?? '')) props.onFilter(column, nextMap[column] ?? '');
        }
      }}
      columnVisibility={visibility}
      onRowsChange={props.onRowsChange}
      emptyText={m.noMatches}
      stickyFirstColumn
      bounded
      rowClassName={(row) => `dl-row dl-row--${row.state}`}
      cellNavigation={{ onActivate: (row, column) => (row.state === 'deleted' ? undefined : onEdit(row, column)) }}
    />
  );
}
