import { useEffect, useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { format, useMessages } from '@tools/launch';
import { getTerm, learnKeys, useLearnClient } from '@tools/learn-api';
import { Button, Dialog, ProgressBar, StatusView, Table, useToast, type ColumnDef } from '@tools/ui';
import { ensureLateColumn, planApply, runApply, type ApplyOutcome, type PlanEntry } from '../data/apply.ts';
import { failure, useLatePenaltyApi } from '../data/backend.ts';
import type { StudentRow } from '../data/grid.ts';
import { findLateColumn, loadColumnGrades, loadColumns } from '../data/learn-data.ts';
import { chunks, snapshotItems } from '../data/snapshots.ts';
import { messages } from '../messages.ts';
import { pts } from './format.ts';
import { COURSE_TOAST_MS, type CourseInfo } from './types.ts';

type Phase = 'loading' | 'preview' | 'running' | 'done' | 'error';

interface Props {
  course: CourseInfo;
  rows: StudentRow[];
  onClose: () => void;
}

/**
 * 'Update late penalties': a preview first (current value, new value, explanation per student),
 * then the writes with a progress bar, cancel, a result per student and a retry of failures.
 */
export function UpdateDialog({ course, rows: openedWith, onClose }: Props) {
  // The preview and the writes use the grid as it was when the dialog opened.
  const [rows] = useState(openedWith);
  const m = useMessages(messages);
  const client = useLearnClient();
  const api = useLatePenaltyApi();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [phase, setPhase] = useState<Phase>('loading');
  const [plan, setPlan] = useState<PlanEntry[]>([]);
  const [columnExists, setColumnExists] = useState(true);
  const [outcomes, setOutcomes] = useState<Map<string, ApplyOutcome>>(new Map());
  const [message, setMessage] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);
  const columnId = useRef<string | null>(null);

  // The preview reads the column fresh (it may have been created or edited since the page loaded).
  useEffect(() => {
    const controller = new AbortController();
    (async () => {
      const columns = await loadColumns(client, course.id, { signal: controller.signal });
      const column = findLateColumn(columns);
      columnId.current = column?.id ?? null;
      setColumnExists(Boolean(column));
      const current = column?.id
        ? await loadColumnGrades(client, course.id, column.id, { signal: controller.signal })
        : new Map();
      setPlan(planApply(rows, current));
      setPhase('preview');
    })().catch((e: unknown) => {
      if (controller.signal.aborted) return;
      setMessage(failure(m.updateFailed, e));
      setPhase('error');
    });
    return () => controller.abort();
  }, [client, course.id, rows, m.updateFailed]);

  const toWrite = plan.filter((p) => p.changed);
  const retryable = toWrite.filter((p) => {
    const o = outcomes.get(p.userId);
    return o && o.status !== 'written';
  });
  const doneCount = toWrite.filter((p) => outcomes.has(p.userId)).length;
  const progressMax = toWrite.length;

  async function storeSnapshots(ok: Set<string>) {
    const term = course.termId ? await getTerm(client, { termId: course.termId }).catch(() => null) : null;
    for (const items of chunks(snapshotItems(rows, ok))) {
      await api.saveSnapshots({
        CourseId: course.id,
        CourseName: course.name,
        CourseCode: course.courseId,
        TermId: course.termId,
        TermName: term?.name ?? '',
        Items: items,
      });
    }
  }

  async function write(entries: PlanEntry[]) {
    setPhase('running');
    setMessage(null);
    setOutcomes((prev) => {
      const next = new Map(prev);
      for (const e of entries) next.delete(e.userId);
      return next;
    });
    const controller = new AbortController();
    abort.current = controller;
    try {
      if (!columnId.current) {
        const { column } = await ensureLateColumn(client, course.id, [], { signal: controller.signal });
        columnId.current = column.id ?? null;
        setColumnExists(true);
        await queryClient.invalidateQueries({ queryKey: learnKeys.gradebookColumns(client.baseUrl, course.id) });
      }
      const results = await runApply(client, course.id, columnId.current as string, entries, {
        signal: controller.signal,
        onOutcome: (o) => setOutcomes((prev) => new Map(prev).set(o.userId, o)),
      });
      const all = new Map(outcomes);
      for (const r of results) all.set(r.userId, r);
      const ok = new Set(
        plan.filter((p) => !p.changed || all.get(p.userId)?.status === 'written').map((p) => p.userId),
      );
      if (ok.size > 0) await storeSnapshots(ok);
      const text = format(m.updatedPenalties, { count: ok.size, studentWord: ok.size === 1 ? m.student : m.students });
      setMessage(text);
      toast.show({ text, tone: 'success', durationMs: COURSE_TOAST_MS });
    } catch (e) {
      const text = failure(m.updateFailed, e);
      setMessage(text);
      toast.show({ text, tone: 'error', durationMs: COURSE_TOAST_MS });
    } finally {
      abort.current = null;
      setPhase('done');
    }
  }

  const resultText = (p: PlanEntry) => {
    if (!p.changed) return m.unchanged;
    const o = outcomes.get(p.userId);
    if (!o) return m.pending;
    if (o.status === 'written') return m.written;
    if (o.status === 'cancelled') return m.cancelled;
    return format(m.failed, { reason: o.reason });
  };
  // Results are part of the row data: TanStack caches cell values per row object.
  const tableRows = useMemo(() => plan.map((p) => ({ ...p, result: resultText(p) })), [plan, outcomes]); // eslint-disable-line react-hooks/exhaustive-deps -- resultText reads outcomes
  const columns = useMemo<ColumnDef<PlanEntry & { result: string }>[]>(
    () => [
      { accessorKey: 'name', header: m.colStudent, meta: { isRowHeader: true } },
      { id: 'current', accessorFn: (p) => (p.current === null ? m.dash : pts(p.current)), header: m.colCurrent },
      { id: 'next', accessorFn: (p) => pts(p.next), header: m.colNew },
      {
        id: 'explanation',
        accessorFn: (p) => p.explanations.join('; ') || m.dash,
        header: m.colExplanation,
        enableSorting: false,
      },
      { accessorKey: 'result', header: m.colResult },
    ],
    [m],
  );

  const running = phase === 'running';
  const actions = (
    <>
      {phase === 'preview' && toWrite.length > 0 ? (
        <Button variant="primary" onClick={() => void write(toWrite)}>
          {format(m.confirmWrite, {
            count: toWrite.length,
            studentWord: toWrite.length === 1 ? m.student : m.students,
          })}
        </Button>
      ) : null}
      {phase === 'preview' && toWrite.length === 0 ? (
        <Button variant="primary" onClick={() => void write([])}>
          {format(m.confirmWrite, { count: 0, studentWord: m.students })}
        </Button>
      ) : null}
      {phase === 'done' && retryable.length > 0 ? (
        <Button onClick={() => void write(retryable)}>{format(m.retryFailed, { count: retryable.length })}</Button>
      ) : null}
      {running ? (
        <Button variant="danger" onClick={() => abort.current?.abort()}>
          {m.cancel}
        </Button>
      ) : (
        <Button onClick={onClose}>{phase === 'preview' || phase === 'loading' ? m.cancel : m.close}</Button>
      )}
    </>
  );

  return (
    <Dialog
      open
      title={m.previewTitle}
      onClose={() => (running ? abort.current?.abort() : onClose())}
      actions={actions}
      closeLabel={m.closeDialog}
    >
      {phase === 'loading' ? <StatusView status="loading" loadingText={m.loadingPreview} /> : null}
      {phase === 'error' ? <StatusView status="error" error={message ?? m.genericError} /> : null}
      {phase !== 'loading' && phase !== 'error' ? (
        <div className="lp-stack">
          <p>{m.previewIntro}</p>
          {!columnExists ? <p>{m.previewCreatesColumn}</p> : null}
          {toWrite.length === 0 && phase === 'preview' ? <p>{m.nothingToWrite}</p> : null}
          {phase === 'running' || phase === 'done' ? (
            <ProgressBar label={m.progressLabel} value={doneCount} max={progressMax} />
          ) : null}
          {message ? <p role="status">{message}</p> : null}
          <Table label={m.previewTable} columns={columns} data={tableRows} getRowId={(p) => p.userId} />
        </div>
      ) : null}
    </Dialog>
  );
}
