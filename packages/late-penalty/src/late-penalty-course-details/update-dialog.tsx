import { useEffect, useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useBulkLease } from '@tools/backend-api/bulk-lease';
import { describeError, type BulkReport, type BulkResult } from '@tools/bulk';
import { format, useMessages } from '@tools/launch';
import { isLearnError, learnKeys, learnQuotaGuard, useLearnClient } from '@tools/learn-api';
import {
  BulkRunPanel,
  Button,
  Dialog,
  InlineAlert,
  StatusView,
  useBulkRun,
  useToast,
  type BulkResultList,
  type BulkRunPanelLabels,
} from '@tools/ui';
import { APPLY_CONCURRENCY, ensureLateColumn, planApply, writeEntry, type PlanEntry } from '../data/apply.ts';
import { failure } from '../data/backend.ts';
import type { StudentRow } from '../data/grid.ts';
import { findLateColumns, loadColumnGrades } from '../data/learn-data.ts';
import { useSnapshotRecords } from '../data/snapshot-records.ts';
import { applyMessages as messages } from '../apply-messages.ts';
import { columnsQuery } from './course-queries.ts';
import { pts } from './format.ts';
import { COURSE_TOAST_MS, type CourseInfo } from './types.ts';

type Phase = 'loading' | 'preview' | 'error';

/**
 * How old the page's column list may be for the preview to take the 'Late Penalties' column from it
 * instead of listing the columns again (issue 26: one Learn call a run). Only a list that has the
 * column is taken: without one the preview lists afresh, so a column another run created since is
 * found. A column deleted since is found by its values' read (404), and the preview then lists afresh.
 */
export const PREVIEW_COLUMNS_MAX_AGE_MS = 2 * 60_000;

interface Props {
  course: CourseInfo;
  rows: StudentRow[];
  onClose: () => void;
}

/**
 * 'Update late penalties': a preview first (current value, new value, explanation per student),
 * then the writes through the bulk runner (@tools/bulk): progress bar, cancel, a result per student
 * and a retry of failures. Unchanged students are skipped, so a re-run writes nothing.
 */
export function UpdateDialog({ course, rows: openedWith, onClose }: Props) {
  // The preview and the writes use the grid as it was when the dialog opened.
  const [rows] = useState(openedWith);
  const m = useMessages(messages);
  const client = useLearnClient();
  const snapshots = useSnapshotRecords(course, rows);
  const queryClient = useQueryClient();
  const toast = useToast();
  const [phase, setPhase] = useState<Phase>('loading');
  const [plan, setPlan] = useState<PlanEntry[]>([]);
  const [columnExists, setColumnExists] = useState(true);
  const [extraColumns, setExtraColumns] = useState(0);
  const [message, setMessage] = useState<string | null>(null);
  const [startError, setStartError] = useState<string | null>(null);
  const columnId = useRef<string | null>(null);
  // One apply per course at a time, whoever starts it (another tab, another instructor, another server).
  const lease = useBulkLease({ kind: 'late-penalty-apply', courseId: course.id });
  const bulk = useBulkRun<PlanEntry, void>({
    // Learn's daily allowance nearly spent: the writes wait instead of failing half-way.
    ...learnQuotaGuard(client),
    key: (p) => p.userId,
    skip: (p) => (p.changed ? null : m.unchanged),
    concurrency: APPLY_CONCURRENCY,
    lease,
    // PATCH is absolute, so a write abandoned on Cancel is safe to repeat: it gets the signal. Its
    // snapshots are queued as soon as Learn took it (stored with each write, issue 22 §3).
    run: async (p, { signal }) => {
      await writeEntry(client, course.id, columnId.current as string, p, { signal });
      snapshots.add([p.userId], onSnapshotsStored);
    },
  });

  // The preview takes the column from the page's recent list, else from a fresh one; its values are read fresh.
  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    const listQuery = columnsQuery(client, course.id);
    async function lateColumns(trustPage: boolean) {
      const page = trustPage ? queryClient.getQueryState(listQuery.queryKey) : undefined;
      const inPage =
        page?.data && !page.isInvalidated && Date.now() - page.dataUpdatedAt < PREVIEW_COLUMNS_MAX_AGE_MS
          ? findLateColumns(page.data)
          : [];
      if (inPage.length > 0) return inPage;
      return findLateColumns(await queryClient.fetchQuery({ ...listQuery, staleTime: 0 }));
    }
    async function read(trustPage: boolean) {
      const columns = await lateColumns(trustPage);
      const column = columns[0];
      const current = column?.id ? await loadColumnGrades(client, course.id, column.id, { signal }) : new Map();
      return { columns, column, current };
    }
    (async () => {
      const { columns, column, current } = await read(true).catch((e: unknown) => {
        // The column was deleted since the page's list was read: list afresh.
        if (isLearnError(e) && e.kind === 'not-found' && !signal.aborted) return read(false);
        throw e;
      });
      columnId.current = column?.id ?? null;
      setColumnExists(Boolean(column));
      setExtraColumns(Math.max(0, columns.length - 1));
      setPlan(planApply(rows, current));
      setPhase('preview');
    })().catch((e: unknown) => {
      if (signal.aborted) return;
      setMessage(failure(m.updateFailed, e));
      setPhase('error');
    });
    return () => controller.abort();
  }, [client, queryClient, course.id, rows, m.updateFailed]);

  const toWrite = plan.filter((p) => p.changed);

  /**
   * Under the lease, before any write. When the preview found the column and no other run went first,
   * the preview's reads stand (read when the dialog opened, like the grid's attempts; issue 26: no second
   * read of either). Otherwise the column is found again or created (spec 002 §7: "creates the 'Late
   * Penalties' column if missing"; idempotent, see ensureLateColumn) and its values read again, so a run
   * that waited for another one writes only what is still to write.
   */
  async function prepareWrites(
    signal: AbortSignal,
    { waited }: { waited: boolean } = { waited: true },
  ): Promise<PlanEntry[] | undefined> {
    if (!waited && columnId.current) return undefined;
    const { column, created } = await ensureLateColumn(client, course.id, { signal });
    columnId.current = column.id ?? null;
    setColumnExists(true);
    if (created)
      await queryClient.invalidateQueries({ queryKey: learnKeys.gradebookColumns(client.baseUrl, course.id) });
    const fresh = planApply(rows, await loadColumnGrades(client, course.id, column.id as string, { signal }));
    setPlan(fresh);
    return fresh;
  }

  // A retry writes only the failed students of its run, to the column that run used.
  async function ensureColumn(signal: AbortSignal) {
    if (!columnId.current) await prepareWrites(signal);
  }

  // The spec's notice once the last snapshot is stored (after an outage, it replaces "pending").
  const updated = useRef<string | null>(null);
  function onSnapshotsStored() {
    if (updated.current) setMessage(updated.current);
  }

  async function write(retry: boolean) {
    setMessage(null);
    setStartError(null);
    try {
      const report: BulkReport<PlanEntry, void> = retry
        ? await bulk.retryFailed({ prepare: ensureColumn })
        : await bulk.start(plan, { prepare: prepareWrites });
      // Unchanged students already hold their value: they count as updated, as do the written ones.
      const ok = new Set(report.results.filter((r) => r.status === 'ok' || r.status === 'skipped').map((r) => r.key));
      const unchanged = report.results.filter((r) => r.status === 'skipped').map((r) => r.key);
      const studentWord = ok.size === 1 ? m.student : m.students;
      updated.current = format(m.updatedPenalties, { count: ok.size, studentWord });
      if (unchanged.length > 0) snapshots.add(unchanged, onSnapshotsStored);
      // The grades are in Learn whatever the server does: snapshots it could not take yet are "pending".
      const stored = await snapshots.flush();
      const text =
        stored.pending > 0
          ? format(m.snapshotsPending, {
              count: ok.size,
              studentWord,
              pending: stored.pending,
              reason: describeError(stored.lastError),
            })
          : updated.current;
      setMessage(text);
      toast.show({ text, tone: stored.pending > 0 ? 'info' : 'success', durationMs: COURSE_TOAST_MS });
    } catch (e) {
      const text = failure(m.updateFailed, e);
      setStartError(text);
      toast.show({ text, tone: 'error', durationMs: COURSE_TOAST_MS });
    }
  }

  const labels = useMemo<BulkRunPanelLabels<PlanEntry, void>>(
    () => ({
      progress: m.progressLabel,
      cancel: m.cancel,
      retryFailed: (count) => format(m.retryFailed, { count }),
      result: (result: BulkResult<PlanEntry, void> | undefined, p) => {
        if (!result) return p.changed ? m.pending : m.unchanged;
        if (result.status === 'ok') return m.written;
        if (result.status === 'failed') return format(m.failed, { reason: result.error });
        if (result.status === 'skipped') return result.reason;
        return m.cancelled;
      },
    }),
    [m],
  );
  const list = useMemo<BulkResultList<PlanEntry, void>>(
    () => ({
      label: m.previewTable,
      resultHeader: m.colResult,
      items: plan,
      columns: [
        { id: 'name', accessorFn: (r) => r.item.name, header: m.colStudent, meta: { isRowHeader: true } },
        {
          id: 'current',
          accessorFn: (r) => (r.item.current === null ? m.dash : pts(r.item.current)),
          header: m.colCurrent,
        },
        { id: 'next', accessorFn: (r) => pts(r.item.next), header: m.colNew },
        {
          id: 'explanation',
          accessorFn: (r) => r.item.explanations.join('; ') || m.dash,
          header: m.colExplanation,
          enableSorting: false,
        },
      ],
    }),
    [m, plan],
  );

  const running = bulk.active;
  const idle = bulk.status === 'idle';
  const actions = (
    <>
      {phase === 'preview' && idle ? (
        <Button variant="primary" onClick={() => void write(false)}>
          {format(m.confirmWrite, {
            count: toWrite.length,
            studentWord: toWrite.length === 1 ? m.student : m.students,
          })}
        </Button>
      ) : null}
      {/* While writing, Cancel is the panel's (it stops the run); closing waits for it. */}
      {running ? null : <Button onClick={onClose}>{idle ? m.cancel : m.close}</Button>}
    </>
  );

  return (
    <Dialog
      open
      title={m.previewTitle}
      onClose={() => (running ? bulk.cancel() : onClose())}
      actions={actions}
      closeLabel={m.closeDialog}
    >
      {phase === 'loading' ? <StatusView status="loading" loadingText={m.loadingPreview} /> : null}
      {phase === 'error' ? <StatusView status="error" error={message ?? m.genericError} /> : null}
      {phase === 'preview' ? (
        <div className="lp-stack">
          <p>{m.previewIntro}</p>
          {!columnExists ? <p>{m.previewCreatesColumn}</p> : null}
          {extraColumns > 0 ? (
            <InlineAlert tone="warning" live="off">
              {format(m.extraLateColumns, { count: extraColumns + 1 })}
            </InlineAlert>
          ) : null}
          {toWrite.length === 0 && idle ? <p>{m.nothingToWrite}</p> : null}
          {startError ? <InlineAlert>{startError}</InlineAlert> : null}
          <BulkRunPanel bulk={bulk} labels={labels} list={list} summary={message} onRetry={() => void write(true)} />
        </div>
      ) : null}
    </Dialog>
  );
}
