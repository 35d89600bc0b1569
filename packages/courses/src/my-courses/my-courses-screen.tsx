import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useMessages, type ToolScreenProps } from '@tools/launch';
import { userCoursesQueryOptions, useLearnClient } from '@tools/learn-api';
import { StatusView, Table } from '@tools/ui';
import { messages } from '../messages.ts';
import { toCourseRows, type CourseRow } from './course-rows.ts';

/** MyCourses: the launching user's courses, one paged request with the course expanded. */
export default function MyCoursesScreen({ launch }: ToolScreenProps<'token' | 'uuid'>) {
  return <Roster uuid={launch.uuid} />;
}

function Roster({ uuid }: { uuid: string }) {
  const m = useMessages(messages);
  const query = useQuery(userCoursesQueryOptions(useLearnClient(), uuid));
  const rows = useMemo(() => (query.data ? toCourseRows(query.data) : []), [query.data]);
  const columns = useMemo<ColumnDef<CourseRow>[]>(
    () => [
      { accessorKey: 'courseId', header: m.colCourseId },
      { accessorKey: 'name', header: m.colCourseName },
      { accessorKey: 'ultraStatus', header: m.colUltraStatus },
      { accessorKey: 'role', header: m.colRole },
      {
        id: 'availability',
        accessorFn: (r) => (r.available ? m.available : m.unavailable),
        header: m.colAvailability,
      },
      {
        id: 'externalAccess',
        accessorFn: (r) => r.externalAccessUrl ?? '',
        header: m.colExternalAccess,
        cell: ({ row }) =>
          row.original.externalAccessUrl ? (
            <a href={row.original.externalAccessUrl} target="_blank" rel="noopener noreferrer">
              {m.openCourse}
              <span className="visually-hidden"> {row.original.name}</span>
            </a>
          ) : (
            m.notApplicable
          ),
      },
    ],
    [m],
  );
  if (query.isPending) return <StatusView status="loading" loadingText={m.loading} />;
  if (query.isError) return <StatusView status="error" error={query.error.message} errorHint={m.rosterLoginHint} />;
  if (rows.length === 0) return <StatusView status="empty" emptyText={m.rosterEmpty} />;
  return <Table label={m.rosterTitle} columns={columns} data={rows} getRowId={(r) => r.id} />;
}
