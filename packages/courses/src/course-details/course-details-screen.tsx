import { useQuery } from '@tanstack/react-query';
import { useMessages, type ToolScreenProps } from '@tools/launch';
import { courseQueryOptions, termQueryOptions, useLearnClient } from '@tools/learn-api';
import { StatusView, Table, type ColumnDef } from '@tools/ui';
import { messages } from '../messages.ts';
import { needsTerm, startDateOf } from './start-date.ts';

/** CourseDetails: name, course ID and start date of the launching course (one request). */
export default function CourseDetailsScreen({ launch }: ToolScreenProps<'token' | 'courseUuid'>) {
  return <Details courseUuid={launch.courseUuid} locale={launch.locale.replace('_', '-')} />;
}

interface FieldRow {
  field: string;
  value: string;
}

function Details({ courseUuid, locale }: { courseUuid: string; locale: string }) {
  const m = useMessages(messages);
  const client = useLearnClient();
  const query = useQuery(courseQueryOptions(client, courseUuid));
  const termId = query.data && needsTerm(query.data) ? query.data.termId : undefined;
  // The term only matters for the start date; if it cannot be read, fall back quietly.
  const term = useQuery({ ...termQueryOptions(client, termId ?? ''), enabled: Boolean(termId) });
  if (query.isPending || (termId && term.isPending)) return <StatusView status="loading" loadingText={m.loading} />;
  if (query.isError) return <StatusView status="error" error={query.error.message} />;
  const course = query.data;
  const start = startDateOf(course, term.data);
  const rows: FieldRow[] = [
    { field: m.courseName, value: course.name ?? '' },
    { field: m.courseId, value: course.courseId ?? '' },
    {
      field: m.startDate,
      value: start ? new Date(start).toLocaleDateString(locale, { dateStyle: 'long' }) : m.notApplicable,
    },
  ];
  const columns: ColumnDef<FieldRow>[] = [
    { accessorKey: 'field', header: m.field, enableSorting: false, meta: { isRowHeader: true } },
    { accessorKey: 'value', header: m.value, enableSorting: false },
  ];
  return <Table label={m.detailsTitle} columns={columns} data={rows} getRowId={(r) => r.field} />;
}
