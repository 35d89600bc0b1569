import type { ColumnDef } from '@tanstack/react-table';

/**
 * A column of ISO 8601 instants (e.g. a due date): sorted by the instant, shown as a `<time>` in
 * the launch's locale ('en-US'), medium date and short time. `value` reads the instant of a row.
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
}): ColumnDef<T, string> {
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
