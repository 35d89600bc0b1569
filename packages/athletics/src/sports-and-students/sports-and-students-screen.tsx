import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { BackendError, backendKeys } from '@tools/backend-api';
import { athleticsApi } from '../api/client.ts';
import { useBackend } from '@tools/backend-api/react';
import { useMessages } from '@tools/launch';
import { StatusView, Table, type ColumnDef } from '@tools/ui';
import { sportRows, type SportRow } from '../domain/index.ts';
import { messages } from '../messages.ts';
import { CsvLoader } from './csv-loader.tsx';

/**
 * SportsAndStudents (spec 000 §2): each sport with its students. The server answers only
 * callers with the configured institution role (athletic data is personal data).
 */
export default function SportsAndStudentsScreen() {
  return <SportsAndStudents />;
}

function SportsAndStudents() {
  const m = useMessages(messages);
  const backend = useBackend(athleticsApi);
  const data = useQuery({
    queryKey: backendKeys.athletics.data(),
    queryFn: () => backend.sportsAndStudents(),
    retry: false,
  });
  const rows = useMemo(() => (data.data ? sportRows(data.data) : []), [data.data]);
  const columns = useMemo<ColumnDef<SportRow>[]>(
    () => [
      { accessorKey: 'sport', header: m.colSport },
      {
        id: 'students',
        header: m.colStudents,
        accessorFn: (r) => r.students.join(', '),
        cell: ({ row }) =>
          row.original.students.length === 0 ? (
            m.noStudents
          ) : (
            <ul className="athletes">
              {row.original.students.map((s) => (
                <li key={s}>{s}</li>
              ))}
            </ul>
          ),
      },
    ],
    [m],
  );
  if (data.isPending) return <StatusView status="loading" loadingText={m.loading} />;
  if (data.isError) {
    // The server's reason (e.g. the role needed) under the spec's message.
    const hint = data.error instanceof BackendError ? data.error.message : undefined;
    return <StatusView status="error" error={m.fetchFailed} {...(hint ? { errorHint: hint } : {})} />;
  }
  return (
    <>
      {rows.length === 0 ? (
        <StatusView status="empty" emptyText={m.empty} />
      ) : (
        <Table label={m.title} columns={columns} data={rows} sortCycle="two-state" getRowId={(r) => r.sportId} />
      )}
      <CsvLoader />
    </>
  );
}
