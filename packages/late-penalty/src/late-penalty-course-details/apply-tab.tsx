import { lazy, Suspense, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { format, useMessages } from '@tools/launch';
import { useLearnClient } from '@tools/learn-api';
import {
  Button,
  InlineAlert,
  SelectField,
  StatusView,
  Table,
  useToast,
  type ColumnDef,
  type SortingState,
} from '@tools/ui';
import { effectiveRule } from '../data/effective-rule.ts';
import { buildGrid, type StudentRow } from '../data/grid.ts';
import { applyMessages as messages } from '../apply-messages.ts';
import { attemptsQuery, loadError, studentsQuery } from './course-queries.ts';
import { PenaltyCell } from './penalty-cell.tsx';
import { COURSE_TOAST_MS, type CourseData } from './types.ts';

// The write run (dialog, bulk runner, snapshots) loads when the instructor opens it, not with the grid.
const UpdateDialog = lazy(() => import('./update-dialog.tsx').then((m) => ({ default: m.UpdateDialog })));

type Order = 'asc' | 'desc';

/** Students x assignments (those with a rule): attempt, penalty, overrides, and 'Update late penalties'. */
export function ApplyTab({ course, assignments, rules, associations, courseDefault }: CourseData) {
  const m = useMessages(messages);
  const client = useLearnClient();
  const toast = useToast();
  const students = useQuery(studentsQuery(client, course.id, m.unnamed));
  const ruled = useMemo(
    () => assignments.filter((a) => effectiveRule(associations, a.id, courseDefault).code !== null),
    [assignments, associations, courseDefault],
  );
  const columnIds = useMemo(() => ruled.flatMap((a) => (a.columnId ? [a.columnId] : [])), [ruled]);
  const attempts = useQuery(attemptsQuery(client, course.id, columnIds));
  const [studentOrder, setStudentOrder] = useState<Order>('asc');
  const [assignmentOrder, setAssignmentOrder] = useState<Order>('asc');
  const [updating, setUpdating] = useState(false);

  const orderedAssignments = useMemo(
    () =>
      [...ruled].sort(
        (a, b) =>
          (assignmentOrder === 'asc' ? 1 : -1) * a.title.localeCompare(b.title, undefined, { sensitivity: 'base' }),
      ),
    [ruled, assignmentOrder],
  );
  const rows = useMemo<StudentRow[]>(
    () =>
      students.data && attempts.data
        ? buildGrid({
            assignments: orderedAssignments,
            students: students.data,
            attempts: attempts.data.byColumn,
            associations,
            rules,
            courseDefault,
          })
        : [],
    [students.data, attempts.data, orderedAssignments, associations, rules, courseDefault],
  );
  const columnsKey = orderedAssignments.map((a) => `${a.id}\u0000${a.title}`).join('\u0001');
  const sorting: SortingState = [{ id: 'student', desc: studentOrder === 'desc' }];
  const columns = useMemo<ColumnDef<StudentRow>[]>(
    () => [
      { id: 'student', accessorFn: (r) => r.student.name, header: m.colStudent, meta: { isRowHeader: true } },
      ...orderedAssignments.map((a, i): ColumnDef<StudentRow> => ({
        id: `a:${a.id}`,
        header: a.title,
        accessorFn: (r) => r.cells[i]?.result.applied ?? 0,
        enableSorting: false,
        enableGlobalFilter: false,
        cell: ({ row }) => {
          const cell = row.original.cells[i];
          return cell ? <PenaltyCell courseId={course.id} student={row.original.student} cell={cell} /> : null;
        },
      })),
    ],
    // Keyed by ids and titles: new assignment objects after a refetch must not remount the cells' inputs.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- columnsKey stands for orderedAssignments
    [m, columnsKey, course.id],
  );

  const onUpdate = () => {
    if (!course.id || !students.data || students.data.length === 0) {
      toast.show({ text: m.noStudentsOrCourse, tone: 'info', durationMs: COURSE_TOAST_MS });
      return;
    }
    setUpdating(true);
  };

  if (students.error) return <StatusView status="error" error={loadError(students.error, m.failedStudents, m)} />;
  if (attempts.error) return <StatusView status="error" error={loadError(attempts.error, m.failedAttempts, m)} />;
  if (students.isPending || attempts.isPending) return <StatusView status="loading" loadingText={m.loading} />;

  const failedTitles = ruled.filter((a) => a.columnId && attempts.data.failed.has(a.columnId)).map((a) => a.title);
  const noColumn = ruled.filter((a) => !a.columnId).map((a) => a.title);
  const sortOptions = [
    { value: 'asc', label: m.sortAZ },
    { value: 'desc', label: m.sortZA },
  ];
  return (
    <div className="lp-stack">
      <div className="ct-toolbar">
        <SelectField
          label={m.sortStudents}
          value={studentOrder}
          options={sortOptions}
          onChange={(_, v) => setStudentOrder(v as Order)}
        />
        <SelectField
          label={m.sortAssignments}
          value={assignmentOrder}
          options={sortOptions}
          onChange={(_, v) => setAssignmentOrder(v as Order)}
        />
        <Button variant="primary" onClick={onUpdate}>
          {m.updatePenalties}
        </Button>
      </div>
      {students.data.length === 0 ? (
        <StatusView status="empty" emptyText={m.noStudents} />
      ) : ruled.length === 0 ? (
        <StatusView status="empty" emptyText={m.noRuledAssignments} />
      ) : (
        <Table
          label={m.gridLabel}
          columns={columns}
          data={rows}
          getRowId={(r) => r.student.id}
          stickyFirstColumn
          sorting={sorting}
          onSortingChange={(next) => setStudentOrder(next[0]?.desc ? 'desc' : 'asc')}
        />
      )}
      <footer className="lp-footer">
        {failedTitles.length ? (
          <InlineAlert>{`${m.failedAttempts} ${format(m.attemptsFooter, { titles: failedTitles.join(', ') })}`}</InlineAlert>
        ) : null}
        {noColumn.length ? (
          <InlineAlert>{`${m.failedColumns} ${format(m.columnsFooter, { titles: noColumn.join(', ') })}`}</InlineAlert>
        ) : null}
      </footer>
      {updating ? (
        <Suspense fallback={<StatusView status="loading" />}>
          <UpdateDialog course={course} rows={rows} onClose={() => setUpdating(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
