import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { format, useMessages } from '@tools/launch';
import { useLearnClient } from '@tools/learn-api';
import { StatusView, Table, type ColumnDef } from '@tools/ui';
import { useCourseDefault } from '../api/course-default.ts';
import { useAssociations } from '../api/get-associations.ts';
import { useRules } from '../api/get-rules.ts';
import { effectiveRule } from '../data/effective-rule.ts';
import { cellFor } from '../data/grid.ts';
import { joinAssignments, type Student } from '../data/learn-data.ts';
import { studentLine, type StudentLine } from '../data/student-lines.ts';
import { round2 } from '../domain/compute.ts';
import { messages } from '../messages.ts';
import { attemptsQuery, columnsQuery, contentsQuery, loadError } from './course-queries.ts';
import { formatDate, pts } from './format.ts';
import type { CourseInfo } from './types.ts';

/**
 * 'Your Late Penalties': per assignment the rule, when the student submitted, the penalty and how
 * it was calculated, and who set an override. Times and amounts come from the instructor's last
 * 'Update late penalties' (data/student-lines.ts says why), so they agree with what the
 * instructor saw and the gradebook holds.
 */
export function StudentView({ course, userId }: { course: CourseInfo; userId: string }) {
  const m = useMessages(messages);
  const client = useLearnClient();
  const columns = useQuery(columnsQuery(client, course.id));
  const contents = useQuery(contentsQuery(client, course.id));
  const rules = useRules();
  const associations = useAssociations(course.id);
  const courseDefault = useCourseDefault(course.id);
  const defaultRule = courseDefault.data?.Rule ?? null;
  const ruled = useMemo(
    () =>
      joinAssignments(contents.data ?? [], columns.data ?? []).filter(
        (a) => effectiveRule(associations.data ?? [], a.id, defaultRule).code !== null,
      ),
    [contents.data, columns.data, associations.data, defaultRule],
  );
  const columnIds = useMemo(() => ruled.flatMap((a) => (a.columnId ? [a.columnId] : [])), [ruled]);
  const attempts = useQuery({
    ...attemptsQuery(client, course.id, columnIds, userId),
    enabled: associations.isSuccess && columns.isSuccess && contents.isSuccess && !courseDefault.isPending,
  });

  const lines = useMemo<StudentLine[]>(() => {
    if (!attempts.data) return [];
    const me: Student = { id: userId, name: '', firstName: '', lastName: '' };
    const input = {
      assignments: ruled,
      students: [me],
      attempts: attempts.data.byColumn,
      associations: associations.data ?? [],
      rules: rules.data ?? [],
      courseDefault: defaultRule,
    };
    return ruled.map((a) =>
      studentLine(
        cellFor(input, me, a),
        (associations.data ?? []).find((x) => x.ContentItemId === a.id),
        userId,
      ),
    );
  }, [attempts.data, ruled, associations.data, rules.data, defaultRule, userId]);

  const tableColumns = useMemo<ColumnDef<StudentLine>[]>(
    () => [
      {
        id: 'assignment',
        accessorFn: (l) => l.cell.assignment.title,
        header: m.colAssignment,
        meta: { isRowHeader: true },
      },
      { id: 'rule', accessorFn: (l) => l.cell.ruleLabel ?? '', header: m.colRule },
      {
        id: 'due',
        accessorFn: (l) => l.cell.assignment.due ?? '',
        header: m.colDue,
        cell: ({ row }) => (row.original.cell.assignment.due ? formatDate(row.original.cell.assignment.due) : m.noDue),
      },
      {
        id: 'points',
        accessorFn: (l) => l.cell.assignment.possible ?? '',
        header: m.colPoints,
        meta: { cellClassName: 'lp-num' },
      },
      {
        id: 'attempt',
        accessorFn: (l) => (l.attempt.kind === 'none' ? '' : l.attempt.at),
        header: m.colAttempt,
        cell: ({ row }) => {
          const a = row.original.attempt;
          if (a.kind === 'none') return m.noAttempt;
          return a.kind === 'started' ? format(m.startedAt, { date: formatDate(a.at) }) : formatDate(a.at);
        },
      },
      {
        id: 'penalty',
        accessorFn: (l) => l.penalty ?? -1,
        header: m.colPenalty,
        cell: ({ row }) => <PenaltyText line={row.original} />,
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
    columns.isPending ||
    contents.isPending ||
    rules.isPending ||
    associations.isPending ||
    courseDefault.isPending ||
    attempts.isPending;
  const total = round2(lines.reduce((sum, l) => sum + (l.penalty ?? 0), 0));
  return (
    <section aria-labelledby="lp-student-heading" className="lp-stack">
      <h2 id="lp-student-heading">{m.studentHeading}</h2>
      {loading ? (
        <StatusView status="loading" loadingText={m.loading} />
      ) : lines.length === 0 ? (
        <StatusView status="empty" emptyText={m.studentEmpty} />
      ) : (
        <>
          <p className="lp-hint">{m.studentNote}</p>
          <Table label={m.studentTable} columns={tableColumns} data={lines} getRowId={(l) => l.cell.assignment.id} />
          <p className="lp-total">{format(m.totalPenalty, { total: format(m.minusPts, { points: pts(total) }) })}</p>
        </>
      )}
    </section>
  );
}

/** The penalty, how it was calculated, and who set an override. */
function PenaltyText({ line }: { line: StudentLine }) {
  const m = useMessages(messages);
  const amount =
    line.penalty === null
      ? m.notApplied
      : line.penalty > 0
        ? format(m.minusPts, { points: pts(line.penalty) })
        : m.dash;
  return (
    <div className="lp-why">
      <span className="lp-num">{amount}</span>
      {line.penalty === null ? <span className="lp-hint">{m.notAppliedHint}</span> : null}
      {line.explanation ? <span className="lp-hint">{line.explanation}</span> : null}
      {line.override ? (
        <span className="lp-hint">
          {line.override.by ? format(m.overrideBy, { name: line.override.by }) : m.overrideByInstructor}
        </span>
      ) : null}
    </div>
  );
}
