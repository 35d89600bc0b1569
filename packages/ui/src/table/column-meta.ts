import type { RowData } from '@tanstack/react-table';

// Per-column options the ui Table understands, set through a column def's `meta`.
declare module '@tanstack/react-table' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- must match TanStack's declaration to merge
  interface ColumnMeta<TData extends RowData, TValue> {
    /** Plain-text column name for the filter input label when `header` is not a string. */
    headerLabel?: string;
    /** Class for every body cell of the column (e.g. numeric alignment). */
    cellClassName?: string;
    /** Render body cells as <th scope="row"> (e.g. the student name in a grid). */
    isRowHeader?: boolean;
    /** Per-row class of a body cell (e.g. a past-due date in red). */
    cellClass?: (row: TData) => string | undefined;
    /** Per-row title (tooltip) of a body cell (e.g. 'Past due'). */
    cellTitle?: (row: TData) => string | undefined;
  }
}

export {};
