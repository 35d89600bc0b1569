import type { ColumnDef } from '@tanstack/react-table';

/**
 * A column of ISO 8601 instants (e.g. a due date): sorted by the instant, shown as a `<time>` in
 * the launch's locale ('en-US'), medium date and short time. `value` reads the instant of a row.
 * Typed `ColumnDef<T>` (value unknown) like the tables that hold it: a `ColumnDef<T, string>` in a
 * `ColumnDef<T>[]` passes or fails TypeScript's variance check depending on the order it meets the types.
 */
export function dateTimeColumn<T>({
  id,
  header,
  locale,
  value,
}: {
  id: string;
  header: string;
  locale: string;
  value: (row: T) => string;
}): ColumnDef<T> {
  return {
    id,
    accessorFn: value,
    header,
    sortingFn: (a, b) => Date.parse(value(a.original)) - Date.parse(value(b.original)),
    cell: ({ row }) => (
      <time dateTime={value(row.original)}>
        {new Date(value(row.original)).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' })}
      </time>
    ),
  };
}
