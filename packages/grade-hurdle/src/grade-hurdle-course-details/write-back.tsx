import { useQueryClient } from '@tanstack/react-query';
import { backendKeys, gradeHurdleApi } from '@tools/backend-api';
import { useOptionalBackend } from '@tools/backend-api/react';
import { format, useMessages } from '@tools/launch';
import { learnQuotaGuard, useLearnClient, type Grade } from '@tools/learn-api';
import { BulkRunPanel, Button, Dialog, InlineAlert, useBulkRun, type BulkRun } from '@tools/ui';
import { useRef, useState } from 'react';
import { createRecorder, newRunId, writebackItem, writeNotation, type Write } from '../data/write-back.ts';
import { summarisePlans, type HurdleRules, type PlanSummary } from '../domain/index.ts';
import { messages, type Messages } from '../messages.ts';
import { errorText } from './queries.ts';
import { resultText } from './review-rows.ts';
import type { EvaluationResult } from './use-evaluation.ts';

/** Spec-style bound: a few writes at a time, below learn-api's 6 per Learn origin. */
const WRITE_CONCURRENCY = 4;

function skipLine(summary: PlanSummary, m: Messages): string {
  const s = summary.skipped;
  return format(m.skipCounts, {
    overridden: s.overridden,
    noAdjusted: s.noAdjustedSchema,
    noNotation: s.noMatchingNotation,
    noColumn: s.noFinalGradeColumn,
  });
}

/**
 * Write-back (spec 002 §4/§8): re-read and re-evaluate with the SAVED rules, confirm how many
 * grades change, write the notations a few at a time (progress, cancel, per-student result,
 * retry), record every outcome on the server (for review and undo), then re-read once more.
 */
export function useWriteBack(
  courseId: string,
  evaluate: (rules: HurdleRules) => Promise<EvaluationResult>,
  savedRules: HurdleRules,
) {
  const m = useMessages(messages);
  const client = useLearnClient();
  const backend = useOptionalBackend(gradeHurdleApi);
  const queryClient = useQueryClient();
  const recorder = useRef<ReturnType<typeof createRecorder> | null>(null);
  const [pending, setPending] = useState<{ writes: Write[]; summary: PlanSummary } | null>(null);
  const [preparing, setPreparing] = useState(false);
  const [summary, setSummary] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  /** The progress panel belongs to the last run that wrote; a run with nothing to write has none. */
  const [panel, setPanel] = useState(false);
  const last = useRef<PlanSummary | null>(null);

  const bulk = useBulkRun<Write, Grade>({
    // Learn's daily allowance nearly spent: the write-back waits instead of failing half-way.
    ...learnQuotaGuard(client),
    key: (w) => w.userId,
    concurrency: WRITE_CONCURRENCY,
    run: async (write, { signal }) => {
      try {
        const grade = await writeNotation(client, courseId, write, { signal, notKept: m.notationNotKept });
        recorder.current?.add(writebackItem(write, { status: 'written' }));
        return grade;
      } catch (e) {
        if (!signal.aborted)
          recorder.current?.add(writebackItem(write, { status: 'failed', reason: errorText(e, m.writeBackFailed) }));
        throw e;
      }
    },
  });

  const prepare = async () => {
    setSummary(null);
    setError(null);
    setPreparing(true);
    try {
      const fresh = await evaluate(savedRules);
      const plans = summarisePlans(fresh.plans);
      last.current = plans;
      if (plans.writes.length === 0) {
        setPanel(false);
        setSummary(`${format(m.writeBackComplete, { count: 0 })} ${skipLine(plans, m)} ${m.nothingToWrite}`);
      } else setPending({ writes: plans.writes, summary: plans });
    } catch (e) {
      setError(errorText(e, m.writeBackFailed));
    } finally {
      setPreparing(false);
    }
  };

  const finish = async (counts: { ok: number; failed: number; cancelled: number }) => {
    const logError = recorder.current ? await recorder.current.flush() : null;
    await queryClient.invalidateQueries({ queryKey: backendKeys.gradeHurdle.runs(courseId) });
    const plans = last.current;
    const parts = [format(m.writeBackComplete, { count: counts.ok })];
    if (plans) parts.push(skipLine(plans, m));
    if (counts.failed > 0) parts.push(format(m.failedCount, { count: counts.failed }));
    if (counts.cancelled > 0) parts.push(format(m.cancelledCount, { count: counts.cancelled }));
    setSummary(parts.join(' '));
    if (logError) setError(format(m.logNotSaved, { reason: errorText(logError, m.writeBackFailed) }));
    // The re-read after writing: the table then shows what Learn holds now.
    await evaluate(savedRules).catch((e: unknown) => setError(errorText(e, m.evaluationFailed)));
  };

  const recordTo = (runId: string) =>
    backend ? createRecorder((items) => backend.recordWritebacks({ courseId, runId, items })) : null;

  const runIdRef = useRef<string | null>(null);
  const confirm = async () => {
    if (!pending) return;
    const { writes } = pending;
    setPending(null);
    const runId = newRunId();
    runIdRef.current = runId;
    recorder.current = recordTo(runId);
    setPanel(true);
    try {
      const report = await bulk.start(writes);
      await finish(report.counts);
    } catch (e) {
      setError(errorText(e, m.writeBackFailed));
    }
  };
  const retry = async () => {
    const runId = runIdRef.current;
    if (!runId) return;
    recorder.current = recordTo(runId);
    try {
      const report = await bulk.retryFailed();
      await finish(report.counts);
    } catch (e) {
      setError(errorText(e, m.writeBackFailed));
    }
  };

  return {
    bulk,
    panel,
    pending,
    preparing,
    summary,
    error,
    busy: preparing || bulk.status === 'running' || bulk.status === 'preparing',
    prepare,
    confirm,
    retry,
    dismiss: () => setPending(null),
  };
}

export type WriteBackState = ReturnType<typeof useWriteBack>;

/** The write-back button and its confirmation, which says how many grades change. */
export function WriteBackButton({ writeBack: w, disabled }: { writeBack: WriteBackState; disabled: boolean }) {
  const m = useMessages(messages);
  const count = w.pending?.writes.length ?? 0;
  const set = w.pending?.writes.filter((x) => x.notationId !== null).length ?? 0;
  const skipped = w.pending ? Object.values(w.pending.summary.skipped).reduce((a, b) => a + b, 0) : 0;
  return (
    <>
      <Button busy={w.preparing} busyText={m.preparingWriteBack} disabled={disabled} onClick={() => void w.prepare()}>
        {m.writeBack}
      </Button>
      <Dialog
        open={w.pending !== null}
        title={m.confirmTitle}
        onClose={w.dismiss}
        closeLabel={m.close}
        actions={
          <>
            <Button onClick={w.dismiss}>{m.cancel}</Button>
            <Button variant="primary" onClick={() => void w.confirm()}>
              {format(m.confirmWrite, { count })}
            </Button>
          </>
        }
      >
        <p>{format(m.confirmBody, { count, set, removed: count - set, skipped })}</p>
      </Dialog>
    </>
  );
}

/** Progress, Cancel, Retry failed, and the §8 summary of the last write-back. */
export function WriteBackStatus({ writeBack: w }: { writeBack: WriteBackState }) {
  return (
    <>
      {w.panel && w.bulk.status !== 'idle' ? (
        <Progress bulk={w.bulk} onRetry={() => void w.retry()} summary={w.summary} />
      ) : (
        w.summary && (
          <InlineAlert tone="info" live="status">
            {w.summary}
          </InlineAlert>
        )
      )}
      {w.error && <InlineAlert>{w.error}</InlineAlert>}
    </>
  );
}

function Progress({
  bulk,
  onRetry,
  summary,
}: {
  bulk: BulkRun<Write, Grade>;
  onRetry: () => void;
  summary: string | null;
}) {
  const m = useMessages(messages);
  return (
    <div className="gh-progress">
      <BulkRunPanel
        bulk={bulk}
        onRetry={onRetry}
        summary={bulk.status === 'done' ? summary : null}
        labels={{
          progress: m.writingProgress,
          cancel: m.cancel,
          retryFailed: (count) => format(m.retryFailed, { count }),
          result: (result) => resultText(result, m) ?? m.resultPending,
        }}
      />
    </div>
  );
}
