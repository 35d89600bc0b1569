import { useCallback, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { GradeResponse, LtiApi } from '@tools/backend-api';
import { useBulkLease } from '@tools/backend-api/bulk-lease';
import { describeError, succeededKeys, type BulkReport, type BulkResult } from '@tools/bulk';
import { format, useMessages } from '@tools/launch';
import { useLearnClient } from '@tools/learn-api';
import {
  BulkRunPanel,
  Button,
  InlineAlert,
  StatusView,
  Table,
  useBulkRun,
  type BulkRunPanelLabels,
  type ColumnDef,
} from '@tools/ui';
import { checkGrades } from '../domain/index.ts';
import { messages } from '../messages.ts';
import { studentsQueryOptions, toStudentRows, type StudentRow } from './queries.ts';
import { postGrade } from './api/post-grade.ts';
import type { GradeTarget } from './send-score.tsx';

/** Scores in flight at once: each is one AGS call on the server; Learn's rate limit is shared. */
const POST_CONCURRENCY = 4;

interface GradeEntry {
  userId: string;
  score: number;
}
type Post = BulkResult<GradeEntry, GradeResponse>;

interface GradeRow extends StudentRow {
  grade: string;
  post: Post | undefined;
  invalid: boolean;
}

interface Props {
  courseUuid: string;
  backend: LtiApi;
  target: GradeTarget;
}

/**
 * Instructor view: every student with a grade cell; filled cells are posted through the bulk
 * runner, each settled on its own (spec 000 §7). The key is uuid + score, so posting again sends
 * only grades that failed, were cancelled or changed since they were posted.
 */
export function GradeStudents({ courseUuid, backend, target }: Props) {
  const m = useMessages(messages);
  const students = useQuery({ ...studentsQueryOptions(useLearnClient(), courseUuid), select: toStudentRows });
  const [grades, setGrades] = useState<Record<string, string>>({});
  // The last post per student, kept when a later post leaves them out (their grade is still in Learn).
  const [earlier, setEarlier] = useState<Record<string, Post>>({});
  const [invalid, setInvalid] = useState<ReadonlySet<string>>(new Set());
  const [message, setMessage] = useState<string | null>(null);
  const [summary, setSummary] = useState<string | null>(null);
  // One grade post per course at a time: two graders' runs never interleave their scores.
  const lease = useBulkLease({ kind: 'lti-grades', courseId: courseUuid });
  const bulk = useBulkRun<GradeEntry, GradeResponse>({
    key: (g) => `${g.userId}:${g.score}`,
    lease,
    // No signal: a score already on its way to the platform is not abandoned on Cancel.
    run: (g) => postGrade(backend, { ...target, userId: g.userId, score: g.score }),
    concurrency: POST_CONCURRENCY,
  });
  const running = bulk.active;

  const setGrade = useCallback((uuid: string, value: string) => {
    setGrades((prev) => ({ ...prev, [uuid]: value }));
  }, []);

  const current = useMemo(() => {
    const byUser: Record<string, Post> = { ...earlier };
    for (const r of bulk.results.values()) byUser[r.item.userId] = r;
    return byUser;
  }, [earlier, bulk.results]);

  const rows = useMemo<GradeRow[]>(
    () =>
      (students.data ?? []).map((s) => ({
        ...s,
        grade: grades[s.uuid] ?? '',
        post: current[s.uuid],
        invalid: invalid.has(s.uuid),
      })),
    [students.data, grades, current, invalid],
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
        accessorFn: (r) => {
          const post = r.post;
          if (!post) return '';
          if (post.status === 'ok' || post.status === 'skipped') return m.posted;
          return post.status === 'failed' ? m.failed : m.cancelled;
        },
      },
    ],
    [m, setGrade],
  );

  const labels = useMemo<BulkRunPanelLabels<GradeEntry, GradeResponse>>(
    () => ({
      progress: m.postingProgress,
      cancel: m.cancel,
      retryFailed: (count) => format(m.retryFailed, { count }),
      result: () => '', // shown in the Students table's Status column instead of a list
    }),
    [m],
  );

  const finish = (report: BulkReport<GradeEntry, GradeResponse>) => {
    setEarlier((prev) => ({ ...prev, ...Object.fromEntries(report.results.map((r) => [r.item.userId, r])) }));
    // Skipped here means posted before with the same score: it counts as posted.
    const posted = report.counts.ok + report.counts.skipped;
    setSummary(format(m.postedSummary, { posted, total: report.results.length }));
    if (report.counts.failed > 0) setMessage(m.someFailed);
  };

  const post = async () => {
    if (running) return;
    setSummary(null);
    const check = checkGrades(Object.fromEntries(rows.map((r) => [r.uuid, r.grade])));
    if (!check.ok) {
      setInvalid(new Set(check.invalidUserIds));
      setMessage(check.reason === 'none' ? m.noGrades : m.invalidGrades);
      return;
    }
    setInvalid(new Set());
    setMessage(null);
    await settle(bulk.start(check.grades, { done: bulk.report ? succeededKeys(bulk.report) : [] }));
  };

  const retry = async () => {
    setSummary(null);
    setMessage(null);
    await settle(bulk.retryFailed());
  };

  // A run that cannot start (its lease refused: the session or the role) posted nothing: say why.
  const settle = async (run: Promise<BulkReport<GradeEntry, GradeResponse>>) => {
    try {
      finish(await run);
    } catch (error) {
      setMessage(format(m.notStarted, { reason: describeError(error) }));
    }
  };

  if (students.isPending) return <StatusView status="loading" loadingText={m.loadingStudents} />;
  if (students.isError) return <StatusView status="error" error={m.enrollmentsFailed} />;
  if (rows.length === 0) return <StatusView status="empty" emptyText={m.noStudents} />;
  return (
    <section aria-labelledby="lti-students">
      <h2 id="lti-students">{m.studentsCaption}</h2>
      <Table label={m.studentsCaption} columns={columns} data={rows} getRowId={(r) => r.uuid} />
      {message ? <InlineAlert className="lti-message">{message}</InlineAlert> : null}
      <Button variant="primary" busy={running} onClick={() => void post()}>
        {m.postSelected}
      </Button>
      <BulkRunPanel bulk={bulk} labels={labels} summary={summary} summaryVisible={false} onRetry={() => void retry()} />
    </section>
  );
}
