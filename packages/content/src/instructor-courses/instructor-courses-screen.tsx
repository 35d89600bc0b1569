import { useMemo } from 'react';
import { useQueries, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { format, useMessages, type ToolScreenProps } from '@tools/launch';
import { contentTreeQueryOptions, userCoursesQueryOptions, useLearnClient } from '@tools/learn-api';
import type { WalkResult } from '@tools/learn-api/walker';
import { StatusView, Table, type ColumnDef } from '@tools/ui';
import { contentTypeCounts } from '../domain/reports.ts';
import { messages } from '../messages.ts';
import { CountTable } from '../shared/count-table.tsx';
import { instructorCourseRows, type InstructorCourseRow } from './course-rows.ts';
import '../shared/content.css';

/**
 * InstructorCourses (000 §2, §6): the courses the user teaches (role Instructor), each with
 * its number of content items and a Content Type Summary, from the shared walker query.
 */
export default function InstructorCoursesScreen({ launch }: ToolScreenProps<'token' | 'uuid'>) {
  return <InstructorCourses uuid={launch.uuid} />;
}

function countOf(
  tree: UseQueryResult<WalkResult> | undefined,
  m: { countLoading: string; countFailed: string },
): string | number {
  if (!tree || tree.isPending) return m.countLoading;
  if (tree.isError) return m.countFailed;
  return tree.data.items.length;
}

function InstructorCourses({ uuid }: { uuid: string }) {
  const m = useMessages(messages);
  const client = useLearnClient();
  const query = useQuery(userCoursesQueryOptions(client, uuid, 'Instructor'));
  const courses = useMemo(() => (query.data ? instructorCourseRows(query.data) : []), [query.data]);
  const trees = useQueries({ queries: courses.map((c) => contentTreeQueryOptions(client, { courseRef: c.id })) });

  // The count is part of the row data, so the table re-renders as each course's walk lands.
  const rows = useMemo(
    () => courses.map((course) => ({ ...course, contentItems: countOf(trees[course.index], m) })),
    [courses, trees, m],
  );
  const columns = useMemo<ColumnDef<InstructorCourseRow & { contentItems: string | number }>[]>(
    () => [
      { accessorKey: 'courseId', header: m.colCourseId },
      { accessorKey: 'name', header: m.colName },
      { accessorKey: 'ultraStatus', header: m.colUltra },
      { id: 'availability', accessorFn: (r) => (r.available ? m.available : m.unavailable), header: m.colAvailability },
      { accessorKey: 'contentItems', header: m.colContentItems },
    ],
    [m],
  );

  if (query.isPending) return <StatusView status="loading" loadingText={m.instructorCoursesLoading} />;
  if (query.isError) return <StatusView status="error" error={query.error.message} />;
  if (courses.length === 0) return <StatusView status="empty" emptyText={m.instructorCoursesEmpty} />;
  return (
    <>
      <Table label={m.instructorCoursesTitle} columns={columns} data={rows} getRowId={(r) => r.id} />
      <section className="ct-course-summary" aria-labelledby="content-type-summary">
        <h2 id="content-type-summary">{m.typeSummaryTitle}</h2>
        {courses.map((course) => {
          const tree = trees[course.index];
          const title = course.name || course.courseId;
          const label = format(m.typeSummaryFor, { course: title });
          return (
            <div key={course.id}>
              <h3>{title}</h3>
              {!tree || tree.isPending ? (
                <StatusView status="loading" loadingText={m.countLoading} />
              ) : tree.isError ? (
                <p className="ct-note">{`${m.countFailed}: ${tree.error.message}`}</p>
              ) : tree.data.items.length === 0 ? (
                <p>{m.noContent}</p>
              ) : (
                <CountTable label={label} keyHeader={m.colContentType} rows={contentTypeCounts(tree.data.items)} />
              )}
            </div>
          );
        })}
      </section>
    </>
  );
}
