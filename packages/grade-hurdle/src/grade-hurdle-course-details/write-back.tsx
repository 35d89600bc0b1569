import { useQueryClient } from '@tanstack/react-query';
import { backendKeys } from '@tools/backend-api';
import { gradeHurdleApi } from '../api/client.ts';
import { useBulkLease } from '@tools/backend-api/bulk-lease';
import { useOptionalBackend } from '@tools/backend-api/react';
import { format, useMessages } from '@tools/launch';
import { learnQuotaGuard, useLearnClient, type Grade } from '@tools/learn-api';
import { BulkRunPanel, Button, Dialog, InlineAlert, useBulkRun, type BulkRun } from '@tools/ui';
import { useEffect, useRef, useState } from 'react';
import { createRecordsOutbox, type BulkReport, type RecordsOutbox } from '@tools/bulk';
import type * as gradeHurdle from '../contracts.ts';
import type { WrittenGrade } from '../data/course-evaluation.ts';
import { newRunId, recordPlan, writebackItem, writeNotation, type Write } from '../data/write-back.ts';
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

/** The plan could not be stored before writing: nothing was written (see recordPlan). */
class PlanNotRecorded extends Error {
  override name = 'PlanNotRecorded';
}

/**
 * Write-back (spec 002 §4/§8): re-read and re-evaluate with the SAVED rules, confirm how many
 * grades change, record the plan on the server (so the run can be undone whatever happens next),
 * write the notations a few at a time (progress, cancel, per-student result, retry), record every
 * outcome on the server through the records outbox (sent again until stored, issue 22 §3), then
 * show what Learn holds: its answers to the writes when every write was answered, else a re-read.
 */
export function useWriteBack(
  courseId: string,
  evaluation: {
    evaluate: (rules: HurdleRules) => Promise<EvaluationResult>;
    applyWritten: (written: readonly WrittenGrade[]) => EvaluationResult | null;
  },
  savedRules: HurdleRules,
) {
  const { evaluate, applyWritten } = evaluation;
  const m = useMessages(messages);
  const client = useLearnClient();
  const backend = useOptionalBackend(gradeHurdleApi);
  const queryClient = useQueryClient();
  const recorder = useRef<RecordsOutbox<gradeHurdle.WritebackItem> | null>(null);
  /** Outcome records not stored yet (null: none pending, or no run). */
  const [records, setRecords] = useState<string | null>(null);
  // Records are retried while the tool is open; closed, it is a closed tab (the plan on the server remains).
  useEffect(() => () => recorder.current?.stop(), []);
  const [pending, setPending] = useState<{ writes: Write[]; summary: PlanSummary } | null>(null);
  const [preparing, setPreparing] = useState(false);
  const [summary, setSummary] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  /** The progress panel belongs to the last run that wrote; a run with nothing to write has none. */
  const [panel, setPanel] = useState(false);
  const last = useRef<PlanSummary | null>(null);

  // One write-back (or undo) per course at a time, whoever starts it; the undo uses the same kind.
  const lease = useBulkLease({ kind: 'grade-hurdle-writeback', courseId });
  const bulk = useBulkRun<Write, Grade>({
    // Learn's daily allowance nearly spent: the write-back waits instead of failing half-way.
    ...learnQuotaGuard(client),
    key: (w) => w.userId,
    concurrency: WRITE_CONCURRENCY,
    lease,
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

  const finish = async ({ counts, results }: BulkReport<Write, Grade>) => {
    const stored = recorder.current ? await recorder.current.flush() : null;
    await queryClient.invalidateQueries({ queryKey: backendKeys.gradeHurdle.runs(courseId) });
    const plans = last.current;
    const parts = [format(m.writeBackComplete, { count: counts.ok })];
    if (plans) parts.push(skipLine(plans, m));
    if (counts.failed > 0) parts.push(format(m.failedCount, { count: counts.failed }));
    if (counts.cancelled > 0) parts.push(format(m.cancelledCount, { count: counts.cancelled }));
    setSummary(parts.join(' '));
    // The grades are in Learn; their records wait in the page and keep being sent (not a failure).
    if (stored && stored.pending > 0)
      setRecords(
        format(m.recordsPending, { count: stored.pending, reason: errorText(stored.lastError, m.writeBackFailed) }),
      );
    // The table then shows what Learn holds now: each PATCH answered the stored grade, so when every
    // write was answered those answers are it (no second read of the course, issue 26); a failed or
    // cancelled write may or may not have landed, so then the course is read again.
    const written = results.flatMap((r) =>
      r.status === 'ok' ? [{ userId: r.item.userId, columnId: r.item.columnId, grade: r.value }] : [],
    );
    const answered = counts.failed === 0 && counts.cancelled === 0 && applyWritten(written) !== null;
    if (!answered) await evaluate(savedRules).catch((e: unknown) => setError(errorText(e, m.evaluationFailed)));
  };

  /**
   * Under the lease: when another write-back or undo of this course ran first, the grades changed
   * since the evaluation, so it is made again and only what is still to write is written (with the
   * notation each student holds now as the one an undo restores).
   */
  const replanAfterWaiting = async (_signal: AbortSignal, { waited }: { waited: boolean }) => {
    if (!waited) return undefined;
    const plans = summarisePlans((await evaluate(savedRules)).plans);
    last.current = plans;
    return plans.writes;
  };

  const recordTo = (runId: string) => {
    if (!backend) return null;
    const outbox = createRecordsOutbox<gradeHurdle.WritebackItem>({
      send: (items) => backend.recordWritebacks({ courseId, runId, items }),
      onChange: ({ pending }) => {
        // Once the last record is stored after an outage, say so (only if we said they were pending).
        if (pending === 0 && recorder.current === outbox) setRecords((was) => (was ? m.recordsStored : was));
      },
    });
    return outbox;
  };

  /** Before any write: the plan on the server, as `pending` records (not started without it). */
  const planFor = (runId: string, writes: readonly Write[]) =>
    backend
      ? async (signal: AbortSignal) => {
          try {
            await recordPlan((items) => backend.recordWritebacks({ courseId, runId, items }), writes, signal);
          } catch (e) {
            if (signal.aborted) throw e;
            throw new PlanNotRecorded(format(m.planNotRecorded, { reason: errorText(e, m.writeBackFailed) }));
          }
        }
      : undefined;

  const runIdRef = useRef<string | null>(null);
  const confirm = async () => {
    if (!pending) return;
    const { writes } = pending;
    setPending(null);
    const runId = newRunId();
    runIdRef.current = runId;
    recorder.current?.stop();
    recorder.current = recordTo(runId);
    setRecords(null);
    setPanel(true);
    try {
      // Under the lease: planned again if another run went first, then that plan recorded before any write.
      const report = await bulk.start(writes, {
        prepare: async (signal, context) => {
          const replanned = await replanAfterWaiting(signal, context);
          await planFor(runId, replanned ?? writes)?.(signal);
          return replanned;
        },
      });
      await finish(report);
    } catch (e) {
      if (e instanceof PlanNotRecorded) {
        setPanel(false);
        setError(e.message);
      } else setError(errorText(e, m.writeBackFailed));
    }
  };
  const retry = async () => {
    const runId = runIdRef.current;
    if (!runId) return;
    // The same run and the same outbox: records still pending from the first pass keep their place.
    recorder.current ??= recordTo(runId);
    try {
      const report = await bulk.retryFailed();
      await finish(report);
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
    records,
    busy: preparing || bulk.active,
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
  const m = useMessages(messages);
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
      {w.records && (
        <InlineAlert tone={w.records === m.recordsStored ? 'success' : 'warning'} live="status">
          {w.records}
        </InlineAlert>
      )}
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
