import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  emptyCounts,
  retryableCount,
  retryFailed as retryReport,
  runBulk,
  type BulkCounts,
  type BulkProgress,
  type BulkReport,
  type BulkResult,
  type BulkWork,
} from '@tools/bulk';

export type BulkRunStatus = 'idle' | 'preparing' | 'running' | 'done';

export interface UseBulkRunOptions<T, V> extends Omit<BulkWork<T, V>, 'signal' | 'onProgress' | 'onWait'> {
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
  /** While the run pauses because Learn asked to wait (429/503): when it goes on (epoch ms). */
  waitingUntil: number | null;
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
  waitingUntil: number | null;
}

const idle = <T, V>(): State<T, V> => ({
  status: 'idle',
  items: [],
  results: new Map(),
  completed: 0,
  total: 0,
  counts: emptyCounts(),
  report: null,
  waitingUntil: null,
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
        const { describeError, stopOn, concurrency, retryLater, patience } = latest.current;
        const report = await go({
          run: (item, context) => latest.current.run(item, context),
          signal: abort.signal,
          onProgress: ({ result, completed, counts }: BulkProgress<T, V>) =>
            setState((s) => ({
              ...s,
              completed,
              counts,
              results: new Map(s.results).set(result.key, result),
              waitingUntil: s.waitingUntil !== null && Date.now() < s.waitingUntil ? s.waitingUntil : null,
            })),
          onWait: ({ resumeAt }) => setState((s) => ({ ...s, waitingUntil: resumeAt })),
          ...(describeError ? { describeError } : {}),
          ...(stopOn ? { stopOn } : {}),
          ...(concurrency !== undefined ? { concurrency } : {}),
          ...(retryLater ? { retryLater } : {}),
          ...(patience ? { patience } : {}),
        });
        setState((s) => ({
          ...s,
          status: 'done',
          results: byKey(report.results),
          completed: report.results.length,
          counts: report.counts,
          report,
          waitingUntil: null,
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
        waitingUntil: null,
      };
      return execute(begin, retryOptions.prepare, (work) => retryReport(previous, work));
    },
    [execute],
  );

  const cancel = useCallback(() => controller.current?.abort(), []);
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
      reset,
    }),
    [state, keyOf, start, retryFailed, cancel, reset],
  );
}
