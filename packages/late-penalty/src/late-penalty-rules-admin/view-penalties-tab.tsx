import { useMemo, useState } from 'react';
import type * as latePenalty from '../contracts.ts';
import { format, useMessages } from '@tools/launch';
import { Button, downloadCsv, SelectField, StatusView, Table, TextField, type ColumnDef } from '@tools/ui';
import { usePenalties } from '../api/get-penalties.ts';
import { adminMessages as messages } from '../admin-messages.ts';

type Row = latePenalty.PenaltyViewRow & { student: string };

/** late-penalties_{timestamp}.csv with a file-name-safe UTC timestamp, e.g. 2026-03-10T14-05-09Z. */
export function csvFileName(now: Date): string {
  return `late-penalties_${now
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/:/g, '-')}.csv`;
}

export function ViewPenaltiesTab() {
  const m = useMessages(messages);
  const penalties = usePenalties(null);
  const [course, setCourse] = useState('');
  const [filter, setFilter] = useState('');
  const [visible, setVisible] = useState<number>(0);

  const all = useMemo<Row[]>(
    () =>
      (penalties.data ?? []).map((p) => ({
        ...p,
        student: [p.firstName, p.lastName].filter(Boolean).join(' ') || p.userId,
      })),
    [penalties.data],
  );
  const courses = useMemo(() => {
    const seen = new Map<string, string>();
    for (const p of all) if (!seen.has(p.courseId)) seen.set(p.courseId, p.courseName || p.courseCode || p.courseId);
    return [...seen].sort((a, b) => a[1].localeCompare(b[1]));
  }, [all]);
  const rows = useMemo(() => (course ? all.filter((p) => p.courseId === course) : all), [all, course]);

  const columns = useMemo<ColumnDef<Row>[]>(
    () => [
      { accessorFn: (r) => r.termName || r.termId, id: 'term', header: m.colTerm },
      { accessorFn: (r) => r.courseCode || r.courseId, id: 'courseId', header: m.colCourseId },
      { accessorKey: 'courseName', header: m.colCourseName },
      { accessorKey: 'student', header: m.colStudent },
      { accessorKey: 'assignmentTitle', header: m.colAssignment },
      { accessorFn: (r) => r.ruleLabel || r.ruleCode, id: 'rule', header: m.colRule },
      { accessorFn: (r) => (r.overridden ? m.yes : m.no), id: 'override', header: m.colOverride },
      { accessorKey: 'points', header: m.colPoints, meta: { cellClassName: 'lp-num' } },
    ],
    [m],
  );
  const shownRows = () =>
    rows.filter((r) => {
      const needle = filter.trim().toLowerCase();
      if (!needle) return true;
      return [r.termName, r.courseCode, r.courseName, r.student, r.assignmentTitle, r.ruleLabel, String(r.points)].some(
        (v) => v.toLowerCase().includes(needle),
      );
    });

  return (
    <div className="lp-stack">
      <div className="ct-toolbar">
        <SelectField
          label={m.courseFilter}
          value={course}
          options={[{ value: '', label: m.allCourses }, ...courses.map(([value, label]) => ({ value, label }))]}
          onChange={(_, v) => setCourse(v)}
        />
        <Button onClick={() => void penalties.refetch()} busy={penalties.isFetching}>
          {m.refresh}
        </Button>
        <Button
          disabled={rows.length === 0}
          onClick={() =>
            downloadCsv(csvFileName(new Date()), [
              [
                m.colTerm,
                m.colCourseId,
                m.colCourseName,
                m.colStudent,
                m.colAssignment,
                m.colRule,
                m.colOverride,
                m.colPoints,
              ],
              ...shownRows().map((r) => [
                r.termName || r.termId,
                r.courseCode || r.courseId,
                r.courseName,
                r.student,
                r.assignmentTitle,
                r.ruleLabel || r.ruleCode,
                r.overridden ? m.yes : m.no,
                r.points,
              ]),
            ])
          }
        >
          {m.downloadCsv}
        </Button>
      </div>
      <TextField label={m.filterPenalties} type="search" value={filter} onChange={(_, v) => setFilter(v)} />
      {penalties.isPending ? (
        <StatusView status="loading" loadingText={m.loadingPenalties} />
      ) : penalties.error ? (
        <StatusView status="error" error={penalties.error.message || m.genericError} />
      ) : all.length === 0 ? (
        <StatusView status="empty" emptyText={m.noPenaltyData} />
      ) : (
        <>
          <p aria-live="polite">{format(m.rowCount, { count: visible, rowWord: visible === 1 ? m.row : m.rows })}</p>
          <Table
            label={m.penaltiesTable}
            columns={columns}
            data={rows}
            getRowId={(r) => `${r.courseId}:${r.contentItemId}:${r.userId}`}
            globalFilter={filter}
            onFilteredCountChange={(shown) => setVisible(shown)}
            emptyText={m.noPenaltyData}
          />
        </>
      )}
    </div>
  );
}
