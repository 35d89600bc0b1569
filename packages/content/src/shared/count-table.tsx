import { useMemo } from 'react';
import { useMessages } from '@tools/launch';
import { Table, type ColumnDef } from '@tools/ui';
import type { CountRow } from '../domain/reports.ts';
import { messages } from '../messages.ts';

/** A two-column "{keyHeader} / Count" table (patterns, summaries). */
export function CountTable({ label, keyHeader, rows }: { label: string; keyHeader: string; rows: CountRow[] }) {
  const m = useMessages(messages);
  const columns = useMemo<ColumnDef<CountRow>[]>(
    () => [
      { accessorKey: 'key', header: keyHeader },
      { accessorKey: 'count', header: m.colCount },
    ],
    [keyHeader, m.colCount],
  );
  return <Table label={label} columns={columns} data={rows} getRowId={(r) => r.key} />;
}
