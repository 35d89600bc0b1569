import { flexRender, type Column, type Header, type Table as TanStackTable } from '@tanstack/react-table';
import { useId } from 'react';

export function columnLabel<T>(column: Column<T, unknown>): string {
  const header = column.columnDef.header;
  return column.columnDef.meta?.headerLabel ?? (typeof header === 'string' ? header : column.id);
}

function ariaSort(direction: false | 'asc' | 'desc'): 'ascending' | 'descending' | 'none' {
  return direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : 'none';
}

function HeaderCell<T>({ header }: { header: Header<T, unknown> }) {
  if (header.isPlaceholder) return <th scope="col" colSpan={header.colSpan} />;
  const content = flexRender(header.column.columnDef.header, header.getContext());
  if (!header.column.getCanSort()) {
    return (
      <th scope="col" colSpan={header.colSpan}>
        {content}
      </th>
    );
  }
  const direction = header.column.getIsSorted();
  return (
    <th scope="col" colSpan={header.colSpan} aria-sort={ariaSort(direction)}>
      {/* A real button: Enter and Space work, and it is in the tab order. */}
      <button type="button" className="ct-table__sort" onClick={header.column.getToggleSortingHandler()}>
        {content}
        <span className="ct-table__sort-icon" aria-hidden="true">
          {direction === 'asc' ? '▲' : direction === 'desc' ? '▼' : '↕'}
        </span>
      </button>
    </th>
  );
}

function FilterCell<T>({
  column,
  placeholder,
  filterLabel,
}: {
  column: Column<T, unknown>;
  placeholder?: string;
  filterLabel: (columnLabel: string) => string;
}) {
  const id = useId();
  if (!column.getCanFilter()) return <td />;
  const value = column.getFilterValue();
  return (
    <td>
      <label htmlFor={id} className="visually-hidden">
        {filterLabel(columnLabel(column))}
      </label>
      <input
        id={id}
        className="ct-input ct-table__filter"
        type="search"
        value={typeof value === 'string' ? value : ''}
        placeholder={placeholder}
        onChange={(event) => column.setFilterValue(event.target.value === '' ? undefined : event.target.value)}
      />
    </td>
  );
}

export interface TableHeadProps<T> {
  table: TanStackTable<T>;
  filterable: boolean;
  filterPlaceholder?: string;
  filterLabel?: (columnLabel: string) => string;
  /** Set when virtualised, so header rows carry aria-rowindex too. */
  withRowIndex: boolean;
}

const defaultFilterLabel = (name: string) => `Filter ${name}`;

export function TableHead<T>({
  table,
  filterable,
  filterPlaceholder,
  filterLabel = defaultFilterLabel,
  withRowIndex,
}: TableHeadProps<T>) {
  const groups = table.getHeaderGroups();
  return (
    <thead>
      {groups.map((group, i) => (
        <tr key={group.id} aria-rowindex={withRowIndex ? i + 1 : undefined}>
          {group.headers.map((header) => (
            <HeaderCell key={header.id} header={header} />
          ))}
        </tr>
      ))}
      {filterable ? (
        <tr className="ct-table__filters" aria-rowindex={withRowIndex ? groups.length + 1 : undefined}>
          {table.getVisibleLeafColumns().map((column) => (
            <FilterCell key={column.id} column={column} placeholder={filterPlaceholder} filterLabel={filterLabel} />
          ))}
        </tr>
      ) : null}
    </thead>
  );
}
