import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { format, useMessages } from '@tools/launch';
import { useLearnClient } from '@tools/learn-api';
import { StatusView, Table, type ColumnDef } from '@tools/ui';
import { useAssociations } from '../api/get-associations.ts';
import { useRules } from '../api/get-rules.ts';
import { cellFor, type Cell } from '../data/grid.ts';
import { joinAssignments, type Student } from '../data/learn-data.ts';
import { round2 } from '../domain/compute.ts';
import { messages } from '../messages.ts';
import { attemptsQuery, columnsQuery, contentsQuery, loadError } from './course-queries.ts';
import { formatDate, pts } from './format.ts';
import type { CourseInfo } from './types.ts';

/**
 * 'Your Late Penalties': the student's own penalties, computed with the same engine from their
 * own attempts (Learn) and the course's rules and their own overrides (our server filters to them).
 */
export function StudentView({ course, userId }: { course: CourseInfo; userId: string }) {
  const m = useMessages(messages);
  const client = useLearnClient();
  const columns = useQuery(columnsQuery(client, course.id));
  const contents = useQuery(contentsQuery(client, course.id));
  const rules = useRules();
  const associations = useAssociations(course.id);
  const ruled = useMemo(
    () =>
      joinAssignments(contents.data ?? [], columns.data ?? []).filter((a) =>
        (associations.data ?? []).some((x) => x.ContentItemId === a.id),
      ),
    [contents.data, columns.data, associations.data],
  );
  const columnIds = useMemo(() => ruled.flatMap((a) => (a.columnId ? [a.columnId] : [])), [ruled]);
  const attempts = useQuery({
    ...attemptsQuery(client, course.id, columnIds, userId),
    enabled: associations.isSuccess && columns.isSuccess && contents.isSuccess,
  });

  const me: Student = { id: userId, name: '', firstName: '', lastName: '' };
  const cells = useMemo<Cell[]>(
    () =>
      attempts.data
        ? ruled.map((a) =>
            cellFor(
              {
                assignments: ruled,
                students: [me],
                attempts: attempts.data.byColumn,
                associations: associations.data ?? [],
                rules: rules.data ?? [],
              },
              me,
              a,
            ),
          )
        : [],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `me` is derived from userId
    [attempts.data, ruled, associations.data, rules.data, userId],
  );
  const tableColumns = useMemo<ColumnDef<Cell>[]>(
    () => [
      { id: 'assignment', accessorFn: (c) => c.assignment.title, header: m.colAssignment, meta: { isRowHeader: true } },
      { id: 'rule', accessorFn: (c) => c.ruleLabel ?? c.ruleCode ?? '', header: m.colRule },
      {
        id: 'due',
        accessorFn: (c) => c.assignment.due ?? '',
        header: m.colDue,
        cell: ({ row }) => (row.original.assignment.due ? formatDate(row.original.assignment.due) : m.noDue),
      },
      {
        id: 'points',
        accessorFn: (c) => c.assignment.possible ?? '',
        header: m.colPoints,
        meta: { cellClassName: 'lp-num' },
      },
      {
        id: 'attempt',
        accessorFn: (c) => c.attemptDate ?? '',
        header: m.colAttempt,
        cell: ({ row }) => (row.original.attemptDate ? formatDate(row.original.attemptDate) : m.noAttempt),
      },
      {
        id: 'penalty',
        accessorFn: (c) => c.result.applied,
        header: m.colPenalty,
        meta: { cellClassName: 'lp-num' },
        cell: ({ row }) => {
          const c = row.original;
          const text = c.result.applied > 0 ? format(m.minusPts, { points: pts(c.result.applied) }) : m.dash;
          return c.result.overridden ? `${text} (${m.overridden})` : text;
        },
      },
    ],
    [m],
  );

  const error = columns.error ?? contents.error;
  if (error)
    return <StatusView status="error" error={loadError(error, columns.error ? m.failedColumns : m.failedCourse, m)} />;
  if (rules.error || associations.error) {
    return (
      <StatusView
        status="error"
        error={format(m.couldNotLoadBackend, { reason: (rules.error ?? associations.error)?.message ?? '' })}
      />
    );
  }
  if (attempts.error) return <StatusView status="error" error={loadError(attempts.error, m.failedAttempts, m)} />;
  const loading =
    columns.isPending || contents.isPending || rules.isPending || associations.isPending || attempts.isPending;
  const total = round2(cells.reduce((sum, c) => sum + c.result.applied, 0));
  return (
    <section aria-labelledby="lp-student-heading" className="lp-stack">
      <h2 id="lp-student-heading">{m.studentHeading}</h2>
      {loading ? (
        <StatusView status="loading" loadingText={m.loading} />
      ) : cells.length === 0 ? (
        <StatusView status="empty" emptyText={m.studentEmpty} />
      ) : (
        <>
          <Table label={m.studentTable} columns={tableColumns} data={cells} getRowId={(c) => c.assignment.id} />
          <p className="lp-total">{format(m.totalPenalty, { total: format(m.minusPts, { points: pts(total) }) })}</p>
        </>
      )}
    </section>
  );
}
