import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  emptyCounts,
  retryableCount,
  retryFailed as retryReport,
  runBulk,
  waitUntil,
  type BulkCounts,
  type BulkPause,
  type BulkProgress,
  type BulkReport,
  type BulkResult,
  type BulkWork,
} from '@tools/bulk';

export type BulkRunStatus = 'idle' | 'preparing' | 'running' | 'done';

export interface UseBulkRunOptions<T, V> extends Omit<
  BulkWork<T, V>,
  'signal' | 'onProgress' | 'onPause' | 'waitForResume'
> {
  key: (item: T) => string;
  skip?: (item: T) => string | null | undefined;
  alreadyDoneReason?: string;
}

export interface BulkStartOptions {
  /** Keys that already succeeded: skipped (see `succeededKeys` in @tools/bulk). */
  done?: Iterable<string>;
  /**
   * Work that must succeed before the writes (e.g. create the column they go to), under the same
   * Cancel. If it fails the run does not start and the promise rejects with its error.
   */
  prepare?: (signal: AbortSignal) => Promise<void>;
}

export interface BulkRun<T, V> {
  status: BulkRunStatus;
  /** Items of the current (or last) run. */
  items: readonly T[];
  /** Results so far by key; an item without one is pending. */
  results: ReadonlyMap<string, BulkResult<T, V>>;
  completed: number;
  total: number;
  counts: BulkCounts;
  /** The last finished run (null before the first one ends). */
  report: BulkReport<T, V> | null;
  /** Failed + cancelled items of the last finished run: what `retryFailed` runs. */
  retryable: number;
  /** Why the run waits (Learn's daily allowance nearly spent, see `pauseWhen`), while it does; else null. */
  paused: BulkPause | null;
  /** Goes on at once from a pause (the user's "Continue now"). */
  resume: () => void;
  keyOf: (item: T) => string;
  start: (items: readonly T[], options?: BulkStartOptions) => Promise<BulkReport<T, V>>;
  retryFailed: (options?: Pick<BulkStartOptions, 'prepare'>) => Promise<BulkReport<T, V>>;
  cancel: () => void;
  /** Back to idle, forgetting the last report (between runs only; ignored while one runs). */
  reset: () => void;
}

interface State<T, V> {
  status: BulkRunStatus;
  items: readonly T[];
  results: ReadonlyMap<string, BulkResult<T, V>>;
  completed: number;
  total: number;
  counts: BulkCounts;
  report: BulkReport<T, V> | null;
  paused: BulkPause | null;
}

const idle = <T, V>(): State<T, V> => ({
  status: 'idle',
  items: [],
  results: new Map(),
  completed: 0,
  total: 0,
  counts: emptyCounts(),
  report: null,
  paused: null,
});

const byKey = <T, V>(results: readonly BulkResult<T, V>[]) => new Map(results.map((r) => [r.key, r] as const));

/**
 * A bulk run as screen state: `start` (optionally after `prepare`), progress per result, `cancel`,
 * `retryFailed`. The latest `run`/`key` given are used, so inline functions are fine. Unmounting
 * cancels a run in progress.
 */
export function useBulkRun<T, V>(options: UseBulkRunOptions<T, V>): BulkRun<T, V> {
  const [state, setState] = useState<State<T, V>>(idle);
  const latest = useRef(options);
  latest.current = options;
  const stateRef = useRef(state);
  stateRef.current = state;
  const controller = useRef<AbortController | null>(null);
  /** Ends the current pause at the user's request. */
  const resumeNow = useRef<(() => void) | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const execute = useCallback(
    async (
      begin: State<T, V>,
      prepare: BulkStartOptions['prepare'],
      go: (work: BulkWork<T, V>) => Promise<BulkReport<T, V>>,
    ): Promise<BulkReport<T, V>> => {
      if (controller.current) throw new Error('useBulkRun: a run is already in progress');
      const before = stateRef.current;
      const abort = new AbortController();
      controller.current = abort;
      setState({ ...begin, status: prepare ? 'preparing' : 'running' });
      try {
        if (prepare) {
          try {
            await prepare(abort.signal);
          } catch (error) {
            // A cancel during preparation is a cancelled run (every item cancelled), not a failure.
            if (!abort.signal.aborted) {
              setState(before);
              throw error;
            }
          }
          setState((s) => ({ ...s, status: 'running' }));
        }
        const { describeError, stopOn, concurrency, pauseWhen, pauseOn } = latest.current;
        const report = await go({
          run: (item, context) => latest.current.run(item, context),
          signal: abort.signal,
          onProgress: ({ result, completed, counts }: BulkProgress<T, V>) =>
            setState((s) => ({ ...s, completed, counts, results: new Map(s.results).set(result.key, result) })),
          onPause: (paused) => setState((s) => ({ ...s, paused })),
          // The pause ends by itself at its time, or at once on the user's "Continue now".
          waitForResume: (pause, signal) =>
            new Promise<'time' | 'user'>((resolve) => {
              resumeNow.current = () => resolve('user');
              void waitUntil(pause, signal).then(resolve);
            }).finally(() => {
              resumeNow.current = null;
            }),
          ...(describeError ? { describeError } : {}),
          ...(stopOn ? { stopOn } : {}),
          ...(concurrency !== undefined ? { concurrency } : {}),
          ...(pauseWhen ? { pauseWhen: () => latest.current.pauseWhen?.() ?? null } : {}),
          ...(pauseOn ? { pauseOn: (error: unknown) => latest.current.pauseOn?.(error) ?? null } : {}),
        });
        setState((s) => ({
          ...s,
          paused: null,
          status: 'done',
          results: byKey(report.results),
          completed: report.results.length,
          counts: report.counts,
          report,
        }));
        return report;
      } finally {
        controller.current = null;
      }
    },
    [],
  );

  const start = useCallback(
    (items: readonly T[], startOptions: BulkStartOptions = {}) => {
      const { skip, alreadyDoneReason } = latest.current;
      const begin: State<T, V> = {
        ...idle<T, V>(),
        items,
        total: items.length,
        report: stateRef.current.report,
      };
      return execute(begin, startOptions.prepare, (work) =>
        runBulk({
          ...work,
          items,
          key: (item) => latest.current.key(item),
          ...(skip ? { skip: (item: T) => latest.current.skip?.(item) } : {}),
          ...(startOptions.done ? { done: startOptions.done } : {}),
          ...(alreadyDoneReason !== undefined ? { alreadyDoneReason } : {}),
        }),
      );
    },
    [execute],
  );

  const retryFailed = useCallback(
    (retryOptions: Pick<BulkStartOptions, 'prepare'> = {}) => {
      const previous = stateRef.current.report;
      if (!previous) return Promise.reject(new Error('useBulkRun: nothing to retry before a run has finished'));
      const kept = previous.results.filter((r) => r.status === 'ok' || r.status === 'skipped');
      const counts = emptyCounts();
      for (const r of kept) counts[r.status] += 1;
      const begin: State<T, V> = {
        status: 'running',
        items: previous.results.map((r) => r.item),
        results: byKey(kept),
        completed: kept.length,
        total: previous.results.length,
        counts,
        report: previous,
        paused: null,
      };
      return execute(begin, retryOptions.prepare, (work) => retryReport(previous, work));
    },
    [execute],
  );

  const cancel = useCallback(() => controller.current?.abort(), []);
  const resume = useCallback(() => resumeNow.current?.(), []);
  const reset = useCallback(() => {
    if (!controller.current) setState(idle());
  }, []);
  const keyOf = useCallback((item: T) => latest.current.key(item), []);

  return useMemo(
    () => ({
      ...state,
      retryable: state.report ? retryableCount(state.report) : 0,
      keyOf,
      start,
      retryFailed,
      cancel,
      resume,
      reset,
    }),
    [state, keyOf, start, retryFailed, cancel, resume, reset],
  );
}
