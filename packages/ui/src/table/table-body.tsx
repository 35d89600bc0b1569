import { flexRender, type Column, type Row } from '@tanstack/react-table';
import { measureElement, observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import { memo, type ReactElement } from 'react';

interface RowsProps<T> {
  rows: Row<T>[];
  /**
   * The visible leaf columns (TanStack memoises the array). Rows are memoised, and a Row object
   * outlives a change of columns or column visibility, so this is what tells a row to render again.
   */
  columns: Column<T>[];
  columnCount: number;
  emptyText: string;
  rowClassName?: (row: T) => string | undefined;
  /** Body cells are focusable for arrow-key movement (see cell-navigation.ts). */
  focusableCells?: boolean;
}

interface BodyRowProps<T> extends Pick<RowsProps<T>, 'columns' | 'rowClassName' | 'focusableCells'> {
  row: Row<T>;
  rowIndex?: number;
  measure?: (node: Element | null) => void;
  dataIndex?: number;
}

/**
 * One body row. Memoised: while a virtual table scrolls, the rows already on screen keep their
 * props (same Row, same index), so only the rows scrolling in render (docs/benchmarks.md).
 */
const BodyRow = memo(function BodyRow<T>({
  row,
  rowClassName,
  rowIndex,
  measure,
  dataIndex,
  focusableCells,
}: BodyRowProps<T>) {
  return (
    <tr
      className={rowClassName?.(row.original)}
      aria-rowindex={rowIndex}
      ref={measure}
      data-index={dataIndex}
      data-row-id={focusableCells ? row.id : undefined}
    >
      {row.getVisibleCells().map((cell) => {
        const meta = cell.column.columnDef.meta;
        const content = flexRender(cell.column.columnDef.cell, cell.getContext());
        const nav = focusableCells ? { tabIndex: -1, 'data-cell': cell.column.id } : {};
        const className = [meta?.cellClassName, meta?.cellClass?.(row.original)].filter(Boolean).join(' ') || undefined;
        const title = meta?.cellTitle?.(row.original);
        return meta?.isRowHeader ? (
          <th key={cell.id} scope="row" className={className} title={title} {...nav}>
            {content}
          </th>
        ) : (
          <td key={cell.id} className={className} title={title} {...nav}>
            {content}
          </td>
        );
      })}
    </tr>
  );
}) as <T>(props: BodyRowProps<T>) => ReactElement; // memo() loses the type parameter

function EmptyRow({ columnCount, emptyText }: { columnCount: number; emptyText: string }) {
  return (
    <tr>
      <td colSpan={columnCount} className="ct-table__empty">
        {emptyText}
      </td>
    </tr>
  );
}

export function PlainBody<T>({ rows, columns, columnCount, emptyText, rowClassName, focusableCells }: RowsProps<T>) {
  return (
    <tbody>
      {rows.length === 0 ? <EmptyRow columnCount={columnCount} emptyText={emptyText} /> : null}
      {rows.map((row) => (
        <BodyRow key={row.id} row={row} columns={columns} rowClassName={rowClassName} focusableCells={focusableCells} />
      ))}
    </tbody>
  );
}

/** Estimated row height in px; real heights are measured as rows render. */
export const ESTIMATED_ROW_HEIGHT = 36;
/** Viewport assumed while the scroller has no layout yet (first paint, jsdom). */
const FALLBACK_VIEWPORT_HEIGHT = ESTIMATED_ROW_HEIGHT * 20;

interface VirtualBodyProps<T> extends RowsProps<T> {
  /** The scrolling wrapper. Passed as state, not a ref: the parent's ref is attached after
   *  this child's layout effects run, so a ref would still be null on the first pass. */
  scrollElement: HTMLDivElement | null;
  /** Header rows before the first body row, for aria-rowindex (1-based). */
  headerRowCount: number;
}

/**
 * Renders only the rows in (and near) the scroll viewport. Spacer rows keep the scroll
 * height right; every rendered row carries aria-rowindex so assistive technology knows
 * where it is in the full table (the table carries aria-rowcount).
 */
export function VirtualBody<T>({
  rows,
  columns,
  columnCount,
  emptyText,
  rowClassName,
  scrollElement,
  headerRowCount,
  focusableCells,
}: VirtualBodyProps<T>) {
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollElement,
    estimateSize: () => ESTIMATED_ROW_HEIGHT,
    getItemKey: (index) => rows[index]?.id ?? index,
    overscan: 12,
    // A zero-height scroller would render no rows at all; show a first screenful instead.
    observeElementRect: (instance, callback) =>
      observeElementRect(instance, (rect) =>
        callback(rect.height > 0 ? rect : { width: rect.width, height: FALLBACK_VIEWPORT_HEIGHT }),
      ),
    // Likewise a row without layout measures 0; keep the estimate rather than collapsing it.
    measureElement: (element, entry, instance) => measureElement(element, entry, instance) || ESTIMATED_ROW_HEIGHT,
  });
  const items = virtualizer.getVirtualItems();
  const top = items[0]?.start ?? 0;
  const bottom = virtualizer.getTotalSize() - (items[items.length - 1]?.end ?? 0);
  return (
    <tbody>
      {rows.length === 0 ? <EmptyRow columnCount={columnCount} emptyText={emptyText} /> : null}
      {top > 0 ? (
        <tr className="ct-table__spacer" aria-hidden="true">
          <td colSpan={columnCount} style={{ height: top }} />
        </tr>
      ) : null}
      {items.map((item) => {
        const row = rows[item.index];
        return row ? (
          <BodyRow
            key={row.id}
            row={row}
            columns={columns}
            rowClassName={rowClassName}
            focusableCells={focusableCells}
            rowIndex={headerRowCount + item.index + 1}
            measure={virtualizer.measureElement}
            dataIndex={item.index}
          />
        ) : null;
      })}
      {bottom > 0 ? (
        <tr className="ct-table__spacer" aria-hidden="true">
          <td colSpan={columnCount} style={{ height: bottom }} />
        </tr>
      ) : null}
    </tbody>
  );
}
