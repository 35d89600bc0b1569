import { useCallback, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import pLimit from 'p-limit';
import type { BackendClient } from '@tools/backend-api';
import { format, useMessages } from '@tools/launch';
import { useLearnClient } from '@tools/learn-api';
import { Button, StatusView, Table, type ColumnDef } from '@tools/ui';
import { checkGrades } from '../domain/index.ts';
import { messages } from '../messages.ts';
import { studentsQueryOptions, toStudentRows, type StudentRow } from './queries.ts';
import { postGrade } from './api/post-grade.ts';
import type { GradeTarget } from './send-score.tsx';

/** Scores in flight at once: each is one AGS call on the server; Learn's rate limit is shared. */
const POST_CONCURRENCY = 4;

type PostStatus = 'posted' | 'failed';

interface GradeRow extends StudentRow {
  grade: string;
  status: PostStatus | undefined;
  invalid: boolean;
}

interface Props {
  courseUuid: string;
  backend: BackendClient;
  target: GradeTarget;
}

/** Instructor view: every student with a grade cell; filled cells are posted, each settled on its own. */
export function GradeStudents({ courseUuid, backend, target }: Props) {
  const m = useMessages(messages);
  const students = useQuery({ ...studentsQueryOptions(useLearnClient(), courseUuid), select: toStudentRows });
  const [grades, setGrades] = useState<Record<string, string>>({});
  const [statuses, setStatuses] = useState<Record<string, PostStatus>>({});
  const [invalid, setInvalid] = useState<ReadonlySet<string>>(new Set());
  const [message, setMessage] = useState<string | null>(null);
  const [summary, setSummary] = useState<string | null>(null);
  const [posting, setPosting] = useState(false);

  const setGrade = useCallback((uuid: string, value: string) => {
    setGrades((prev) => ({ ...prev, [uuid]: value }));
  }, []);

  const rows = useMemo<GradeRow[]>(
    () =>
      (students.data ?? []).map((s) => ({
        ...s,
        grade: grades[s.uuid] ?? '',
        status: statuses[s.uuid],
        invalid: invalid.has(s.uuid),
      })),
    [students.data, grades, statuses, invalid],
  );

  const columns = useMemo<ColumnDef<GradeRow>[]>(
    () => [
      { accessorKey: 'name', header: m.colName, meta: { isRowHeader: true } },
      { accessorKey: 'uuid', header: m.colUuid },
      {
        id: 'grade',
        header: m.colGrade,
        enableSorting: false,
        cell: ({ row }) => (
          <input
            type="text"
            inputMode="numeric"
            className="ct-input"
            size={4}
            aria-label={format(m.gradeFor, { name: row.original.name })}
            aria-invalid={row.original.invalid || undefined}
            value={row.original.grade}
            onChange={(event) => setGrade(row.original.uuid, event.target.value)}
          />
        ),
      },
      {
        id: 'status',
        header: m.colStatus,
        enableSorting: false,
        accessorFn: (r) => (r.status === 'posted' ? m.posted : r.status === 'failed' ? m.failed : ''),
      },
    ],
    [m, setGrade],
  );

  const post = async () => {
    if (posting) return;
    setSummary(null);
    const check = checkGrades(Object.fromEntries(rows.map((r) => [r.uuid, r.grade])));
    if (!check.ok) {
      setInvalid(new Set(check.invalidUserIds));
      setMessage(check.reason === 'none' ? m.noGrades : m.invalidGrades);
      return;
    }
    setInvalid(new Set());
    setMessage(null);
    setPosting(true);
    const limit = pLimit(POST_CONCURRENCY);
    // Spec 000 §7: one call per student, results settled independently.
    const results = await Promise.allSettled(
      check.grades.map(({ userId, score }) =>
        limit(async () => {
          try {
            await postGrade(backend, { ...target, userId, score });
            setStatuses((prev) => ({ ...prev, [userId]: 'posted' }));
          } catch (error) {
            setStatuses((prev) => ({ ...prev, [userId]: 'failed' }));
            throw error;
          }
        }),
      ),
    );
    const posted = results.filter((r) => r.status === 'fulfilled').length;
    setPosting(false);
    setSummary(format(m.postedSummary, { posted, total: results.length }));
    if (posted < results.length) setMessage(m.someFailed);
  };

  if (students.isPending) return <StatusView status="loading" loadingText={m.loadingStudents} />;
  if (students.isError) return <StatusView status="error" error={m.enrollmentsFailed} />;
  if (rows.length === 0) return <StatusView status="empty" emptyText={m.noStudents} />;
  return (
    <section aria-labelledby="lti-students">
      <h2 id="lti-students">{m.studentsCaption}</h2>
      <Table label={m.studentsCaption} columns={columns} data={rows} getRowId={(r) => r.uuid} />
      {message ? (
        <p role="alert" className="ct-field__error lti-message">
          {message}
        </p>
      ) : null}
      <Button variant="primary" busy={posting} onClick={() => void post()}>
        {m.postSelected}
      </Button>
      <p role="status" className="visually-hidden">
        {summary}
      </p>
    </section>
  );
}
