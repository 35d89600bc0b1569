import { useMemo } from 'react';
import { useQueries } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useMessages, type ToolScreenProps } from '@tools/launch';
import { gradebookColumnsQueryOptions, userGradesQueryOptions, useLearnClient } from '@tools/learn-api';
import { StatusView, Table } from '@tools/ui';
import { messages } from '../messages.ts';
import { toReportCardRows, type ReportCardRow } from './report-card-rows.ts';

/** ReportCard: the launching student's grades in the launching course. */
export default function ReportCardScreen({ launch }: ToolScreenProps<'token' | 'uuid' | 'courseUuid'>) {
  const { uuid, courseUuid } = launch;
  const m = useMessages(messages);
  const client = useLearnClient();
  // Both requests go out in parallel.
  const [grades, columns] = useQueries({
    queries: [userGradesQueryOptions(client, courseUuid, uuid), gradebookColumnsQueryOptions(client, courseUuid)],
  });
  const rows = useMemo(
    () => (grades.data && columns.data ? toReportCardRows(grades.data, columns.data, m.noScore) : []),
    [grades.data, columns.data, m.noScore],
  );
  const tableColumns = useMemo<ColumnDef<ReportCardRow>[]>(
    () => [
      { accessorKey: 'column', header: m.colColumn },
      { accessorKey: 'score', header: m.colScore },
      { accessorKey: 'status', header: m.colStatus },
    ],
    [m],
  );
  const error = grades.error ?? columns.error;
  if (error) return <StatusView status="error" error={error.message} />;
  if (grades.isPending || columns.isPending) return <StatusView status="loading" loadingText={m.loading} />;
  if (rows.length === 0) return <StatusView status="empty" emptyText={m.empty} />;
  return <Table label={m.title} columns={tableColumns} data={rows} getRowId={(r) => r.columnId} />;
}
