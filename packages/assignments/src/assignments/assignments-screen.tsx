import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useMessages, type ToolScreenProps } from '@tools/launch';
import { calendarItemsQueryOptions, calendarWindow, useLearnClient } from '@tools/learn-api';
import { Countdown, dateTimeColumn, StatusView, Table } from '@tools/ui';
import { messages } from '../messages.ts';
import { DUE_WINDOW_DAYS, toUpcoming, type UpcomingAssignment } from './due-window.ts';

/** Assignments: gradebook items due in the next 7 days with a live countdown (one request). */
export default function UpcomingAssignmentsScreen({ launch }: ToolScreenProps<'token' | 'uuid'>) {
  return <Upcoming uuid={launch.uuid} locale={launch.locale.replace('_', '-')} />;
}

function Upcoming({ uuid, locale }: { uuid: string; locale: string }) {
  const m = useMessages(messages);
  // The window is fixed when the screen opens so the query key (and cache) stays stable.
  const [window] = useState(() => calendarWindow(Date.now(), DUE_WINDOW_DAYS));
  const query = useQuery(
    calendarItemsQueryOptions(useLearnClient(), { userRef: uuid, ...window, type: 'GradebookColumn' }),
  );
  const rows = useMemo(() => (query.data ? toUpcoming(query.data) : []), [query.data]);
  const columns = useMemo<ColumnDef<UpcomingAssignment>[]>(
    () => [
      { accessorKey: 'title', header: m.colTitle },
      { accessorKey: 'courseName', header: m.colCourseName },
      dateTimeColumn<UpcomingAssignment>({ id: 'due', header: m.colDueDate, locale, value: (r) => r.due }),
      {
        id: 'description',
        accessorFn: (r) => r.description ?? '',
        header: m.colDescription,
        cell: ({ row }) => row.original.description ?? m.noDescription,
      },
      {
        id: 'timeLeft',
        accessorFn: (r) => Date.parse(r.due),
        header: m.colTimeLeft,
        cell: ({ row }) => <Countdown to={row.original.due} expiredText={m.timesUp} />,
      },
    ],
    [m, locale],
  );
  if (query.isPending) return <StatusView status="loading" loadingText={m.loading} />;
  if (query.isError) return <StatusView status="error" error={query.error.message} />;
  if (rows.length === 0) return <StatusView status="empty" emptyText={m.empty} />;
  return <Table label={m.title} columns={columns} data={rows} getRowId={(r) => r.id} />;
}
