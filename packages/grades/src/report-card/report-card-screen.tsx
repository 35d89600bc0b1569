import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { backendKeys, courseCacheApi } from '@tools/backend-api';
import { useOptionalBackend } from '@tools/backend-api/react';
import { useMessages, type ToolScreenProps } from '@tools/launch';
import { gradebookColumnsQueryOptions, userGradesQueryOptions, useLearnClient } from '@tools/learn-api';
import { StatusView, Table } from '@tools/ui';
import { messages } from '../messages.ts';
import { missingColumns, toReportCardRows, type ReportCardRow } from './report-card-rows.ts';

/**
 * ReportCard: the launching student's grades in the launching course.
 *
 * The grades are the student's own and come from Learn. The column names are the same for every
 * student of the course, so they come from our server's course cache (issue 26 §4: one Learn read
 * per course every few hours instead of one per student); both requests go out in parallel. A grade
 * naming a column the kept list lacks (added since) asks the server again with that id, which makes
 * it read Learn anew. Without our server, or when it fails, the screen reads the columns from Learn.
 */
export default function ReportCardScreen({ launch }: ToolScreenProps<'token' | 'uuid' | 'courseUuid'>) {
  const { uuid, courseUuid } = launch;
  const m = useMessages(messages);
  const client = useLearnClient();
  const backend = useOptionalBackend(courseCacheApi);
  const grades = useQuery(userGradesQueryOptions(client, courseUuid, uuid));
  const kept = useQuery({
    queryKey: backendKeys.courseCache.columns(courseUuid, []),
    queryFn: () => backend!.columns(courseUuid),
    enabled: backend !== null,
    retry: false,
  });
  const need = useMemo(
    () => (grades.data && kept.data ? missingColumns(grades.data, kept.data.columns) : []),
    [grades.data, kept.data],
  );
  const renewed = useQuery({
    queryKey: backendKeys.courseCache.columns(courseUuid, need),
    queryFn: () => backend!.columns(courseUuid, need),
    enabled: backend !== null && need.length > 0,
    retry: false,
  });
  const fromServer = need.length > 0 ? renewed : kept;
  const fromLearn = useQuery({
    ...gradebookColumnsQueryOptions(client, courseUuid),
    enabled: backend === null || fromServer.isError,
  });
  const learnReadsColumns = backend === null || fromServer.isError;
  const names = learnReadsColumns ? fromLearn.data : fromServer.data?.columns;

  const rows = useMemo(
    () => (grades.data && names ? toReportCardRows(grades.data, names, m.noScore) : []),
    [grades.data, names, m.noScore],
  );
  const tableColumns = useMemo<ColumnDef<ReportCardRow>[]>(
    () => [
      { accessorKey: 'column', header: m.colColumn },
      { accessorKey: 'score', header: m.colScore },
      { accessorKey: 'status', header: m.colStatus },
    ],
    [m],
  );
  const error = grades.error ?? (learnReadsColumns ? fromLearn.error : null);
  if (error) return <StatusView status="error" error={error.message} />;
  if (grades.isPending || !names) return <StatusView status="loading" loadingText={m.loading} />;
  if (rows.length === 0) return <StatusView status="empty" emptyText={m.empty} />;
  return <Table label={m.title} columns={tableColumns} data={rows} getRowId={(r) => r.columnId} />;
}
