import {
  getCoreRowModel,
  getFilteredRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type ColumnFiltersState,
  type SortingState,
  type Updater,
  type VisibilityState,
} from '@tanstack/react-table';
import { useEffect, useId, useMemo, useState } from 'react';
import { moveFocus } from './cell-navigation.ts';
import './column-meta.ts';
import { containsFilter, emptiesLast, mixedSortingFn } from './row-models.ts';
import { PlainBody, VirtualBody } from './table-body.tsx';
import { TableHead } from './table-head.tsx';
import { uiMessages } from '../messages.ts';

export type SortCycle = 'two-state' | 'three-state';

export interface TableProps<T> {
  /** Accessible name: the table caption (visually hidden unless `captionVisible`). */
  label: string;
  captionVisible?: boolean;
  columns: ColumnDef<T, any>[]; // eslint-disable-line @typescript-eslint/no-explicit-any -- TanStack's own idiom for mixed value types
  data: T[];
  initialSorting?: SortingState;
  /** Controlled sorting (e.g. a "Reset Sort" button). */
  sorting?: SortingState;
  onSortingChange?: (sorting: SortingState) => void;
  /** 'two-state': asc <-> desc (roster, quick enroll). 'three-state': asc -> desc -> none (deliverables). */
  sortCycle?: SortCycle;
  /** Adds a row of labelled filter inputs, one per filterable column. */
  filterable?: boolean;
  filterPlaceholder?: string;
  /** Accessible label of each filter input; default `Filter ${column}`. */
  filterLabel?: (columnLabel: string) => string;
  initialColumnFilters?: ColumnFiltersState;
  /** Controlled column filters (e.g. "Clear Filters", or seeding a filter with initials). */
  columnFilters?: ColumnFiltersState;
  onColumnFiltersChange?: (filters: ColumnFiltersState) => void;
  /** Case-insensitive "contains" over every column (e.g. a filter box above the table). */
  globalFilter?: string;
  /** Called with the number of rows left after filtering, and the total. */
  onFilteredCountChange?: (filtered: number, total: number) => void;
  /** Render only visible rows when there are more rows than this. Default 200. */
  virtualizeAbove?: number;
  emptyText?: string;
  getRowId?: (row: T, index: number) => string;
  stickyFirstColumn?: boolean;
  rowClassName?: (row: T) => string | undefined;
  className?: string;
  /** Columns shown (column id -> false hides it); all are shown by default. */
  columnVisibility?: VisibilityState;
  /** Called with the rows on screen (filtered and sorted) whenever they change, e.g. for an export of what is shown. */
  onRowsChange?: (rows: T[]) => void;
  /**
   * Spreadsheet keys: arrows move between body cells, Home/End within a row, Enter calls
   * `onActivate` with the row and column id (e.g. to edit the row).
   */
  cellNavigation?: { onActivate?: (row: T, columnId: string) => void };
  /** Scroll inside a bounded height (sticky header) even when not virtualised. */
  bounded?: boolean;
}

export const DEFAULT_VIRTUALIZE_ABOVE = 200;

function resolve<S>(updater: Updater<S>, current: S): S {
  return typeof updater === 'function' ? (updater as (old: S) => S)(current) : updater;
}

/** Controlled-or-uncontrolled state, the way inputs work in React. */
function useMaybeControlled<S>(controlled: S | undefined, initial: S, onChange?: (next: S) => void) {
  const [inner, setInner] = useState(initial);
  const value = controlled ?? inner;
  const set = (updater: Updater<S>) => {
    const next = resolve(updater, value);
    if (controlled === undefined) setInner(next);
    onChange?.(next);
  };
  return [value, set] as const;
}

export function Table<T>(props: TableProps<T>) {
  const {
    label,
    captionVisible = false,
    columns,
    data,
    sortCycle = 'two-state',
    filterable = false,
    filterPlaceholder,
    filterLabel,
    globalFilter,
    onFilteredCountChange,
    emptyText = uiMessages.noRows,
    getRowId,
    stickyFirstColumn = false,
    rowClassName,
    className,
    columnVisibility,
    onRowsChange,
    cellNavigation,
    bounded = false,
  } = props;
  const virtualizeAbove = props.virtualizeAbove ?? DEFAULT_VIRTUALIZE_ABOVE;
  if (!Number.isFinite(virtualizeAbove) || virtualizeAbove < 0) {
    throw new RangeError(`Table: virtualizeAbove must be a number >= 0 (got ${virtualizeAbove})`);
  }
  const [sorting, setSorting] = useMaybeControlled(props.sorting, props.initialSorting ?? [], props.onSortingChange);
  const [columnFilters, setColumnFilters] = useMaybeControlled(
    props.columnFilters,
    props.initialColumnFilters ?? [],
    props.onColumnFiltersChange,
  );
  const captionId = useId();
  const [scrollElement, setScrollElement] = useState<HTMLDivElement | null>(null);

  const table = useReactTable<T>({
    data,
    columns,
    getRowId,
    state: {
      sorting,
      columnFilters,
      globalFilter: globalFilter ?? '',
      ...(columnVisibility ? { columnVisibility } : {}),
    },
    onSortingChange: setSorting,
    onColumnFiltersChange: setColumnFilters,
    defaultColumn: { sortingFn: mixedSortingFn, filterFn: containsFilter },
    globalFilterFn: containsFilter,
    getColumnCanGlobalFilter: () => true,
    enableMultiSort: false,
    sortDescFirst: false, // first click is always ascending, whatever the value type
    enableSortingRemoval: sortCycle === 'three-state',
    getCoreRowModel: getCoreRowModel(),
    getFilteredRowModel: getFilteredRowModel(),
    getSortedRowModel: getSortedRowModel(),
  });

  const rowModel = table.getRowModel();
  const rows = useMemo(() => emptiesLast(rowModel.rows, sorting), [rowModel, sorting]);
  const total = data.length;
  const filteredCount = rows.length;
  useEffect(() => {
    onFilteredCountChange?.(filteredCount, total);
  }, [filteredCount, total]); // eslint-disable-line react-hooks/exhaustive-deps -- report on count changes only, not on a new callback identity
  useEffect(() => {
    onRowsChange?.(rows.map((row) => row.original));
  }, [rows]); // eslint-disable-line react-hooks/exhaustive-deps -- report when the rows change, not on a new callback identity

  const virtual = rows.length > virtualizeAbove;
  const headerRowCount = table.getHeaderGroups().length + (filterable ? 1 : 0);
  const visibleColumns = table.getVisibleLeafColumns();
  const columnCount = Math.max(visibleColumns.length, 1);
  const tableClass = ['ct-table', stickyFirstColumn ? 'ct-table--sticky-first' : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  const bodyProps = {
    rows,
    columns: visibleColumns,
    columnCount,
    emptyText,
    rowClassName,
    focusableCells: cellNavigation !== undefined,
  };
  const onActivate = cellNavigation?.onActivate;
  const activate = onActivate
    ? (cell: HTMLElement) => {
        const id = cell.parentElement?.getAttribute('data-row-id');
        const row = rows.find((r) => r.id === id);
        if (row) onActivate(row.original, cell.getAttribute('data-cell') ?? '');
      }
    : undefined;

  return (
    <div
      ref={setScrollElement}
      className={virtual || bounded ? 'ct-table-wrap ct-table-wrap--virtual' : 'ct-table-wrap'}
      onKeyDown={cellNavigation ? (event) => moveFocus(event, activate) : undefined}
      role="region"
      aria-labelledby={captionId}
      // Focusable so keyboard users can scroll a wide or virtualised table.
      tabIndex={0}
    >
      <table className={tableClass} aria-rowcount={virtual ? rows.length + headerRowCount : undefined}>
        <caption id={captionId} className={captionVisible ? 'ct-table__caption' : 'visually-hidden'}>
          {label}
        </caption>
        <TableHead
          table={table}
          filterable={filterable}
          filterPlaceholder={filterPlaceholder}
          filterLabel={filterLabel}
          withRowIndex={virtual}
        />
        {virtual ? (
          <VirtualBody {...bodyProps} scrollElement={scrollElement} headerRowCount={headerRowCount} />
        ) : (
          <PlainBody {...bodyProps} />
        )}
      </table>
    </div>
  );
}
