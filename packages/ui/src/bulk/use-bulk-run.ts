import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  acquireLease,
  emptyCounts,
  holdLease,
  LeaseLostError,
  retryableCount,
  retryFailed as retryReport,
  runBulk,
  waitUntil,
  type BulkCounts,
  type BulkLease,
  type HeldLease,
  type LeaseDecision,
  type LeaseHolder,
  type BulkPause,
  type BulkProgress,
  type BulkReport,
  type BulkResult,
  type BulkWork,
} from '@tools/bulk';

/** `blocked`: another run holds the lease; the user may wait, take a stale one over, or cancel. */
export type BulkRunStatus = 'idle' | 'blocked' | 'preparing' | 'running' | 'done';

/** What the panel says about a lease; each tool gets them from `useBulkLease` (@tools/backend-api). */
export interface LeaseTexts {
  /** Another run holds it: who, since when. */
  held: (holder: LeaseHolder) => string;
  /** What Wait does (a live holder, before the user chose). */
  waitHint: string;
  waiting: string;
  /** The holder stopped renewing: it may be taken over. */
  stale: (holder: LeaseHolder) => string;
  wait: string;
  takeOver: string;
  /** This run lost its lease (to `holder`, or it could not be confirmed): it stopped. */
  lost: (holder: LeaseHolder | null) => string;
}

/** A run's lease on our server with the texts that explain it. */
export interface BulkRunLease extends BulkLease {
  texts: LeaseTexts;
}

/** The lease as the screen shows it: held by another run, or lost by ours. */
export type LeaseView =
  { state: 'held'; holder: LeaseHolder; waiting: boolean } | { state: 'lost'; holder: LeaseHolder | null };

export interface UseBulkRunOptions<T, V> extends Omit<
  BulkWork<T, V>,
  'signal' | 'onProgress' | 'onWait' | 'onPause' | 'waitForResume'
> {
  key: (item: T) => string;
  skip?: (item: T) => string | null | undefined;
  alreadyDoneReason?: string;
  /**
   * One run per course and kind: acquired before `prepare` and the writes, renewed while they run,
   * released at the end (README "Leases" of @tools/bulk). Null or absent: no lease (no back end).
   */
  lease?: BulkRunLease | null;
}

export interface BulkStartOptions<T = unknown> {
  /** Keys that already succeeded: skipped (see `succeededKeys` in @tools/bulk). */
  done?: Iterable<string>;
  /**
   * Work that must succeed before the writes (e.g. create the column they go to), under the same
   * Cancel and, with a lease, after it is acquired: the place to read Learn again (`waited`: another
   * run held the lease first, so what the plan was made from may have changed). If it answers items,
   * they replace the plan (`start` only), so a run that waited for another one writes only what is
   * still to write. If it fails the run does not start and the promise rejects with its error.
   */
  prepare?: (signal: AbortSignal, context: { waited: boolean }) => Promise<readonly T[] | void>;
  /**
   * The lease of this run when it is known only now (a course typed in the screen); default the
   * hook's `lease`. A retry uses the lease of the run it retries.
   */
  lease?: BulkRunLease | null;
}

export interface BulkRun<T, V> {
  status: BulkRunStatus;
  /** A run is under way: blocked by another run's lease, preparing or writing (Cancel stops it). */
  active: boolean;
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
  /** Why the run waits (Learn's daily allowance nearly spent, see `pauseWhen`), while it does; else null. */
  paused: BulkPause | null;
  /** Goes on at once from a pause (the user's "Continue now"). */
  resume: () => void;
  keyOf: (item: T) => string;
  start: (items: readonly T[], options?: BulkStartOptions<T>) => Promise<BulkReport<T, V>>;
  retryFailed: (options?: Pick<BulkStartOptions<T>, 'prepare'>) => Promise<BulkReport<T, V>>;
  cancel: () => void;
  /** Another run held the lease, or ours lost it; null otherwise. */
  lease: LeaseView | null;
  /** The texts of the lease given in the options (null without one). */
  leaseTexts: LeaseTexts | null;
  /** While blocked: start when the other run ends. */
  wait: () => void;
  /** While blocked by a stale lease: replace it (the server refuses while its holder still renews). */
  takeOver: () => void;
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
  lease: LeaseView | null;
  /** The texts of the lease the current (or last) run used. */
  leaseTexts: LeaseTexts | null;
  waitingUntil: number | null;
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
  lease: null,
  leaseTexts: null,
  waitingUntil: null,
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

  const decision = useRef<((choice: LeaseDecision) => void) | null>(null);

  /** Acquires the run's lease (showing who holds it while blocked); null without a lease or on Cancel. */
  const takeLease = useCallback(
    async (lease: BulkRunLease, abort: AbortController): Promise<{ held: HeldLease; waited: boolean } | null> => {
      let grant;
      let waited = false;
      try {
        grant = await acquireLease(lease, {
          signal: abort.signal,
          onHeld: (holder, waiting) => {
            waited = true;
            setState((s) => ({ ...s, status: 'blocked', lease: { state: 'held', holder, waiting } }));
          },
          decide: () => new Promise<LeaseDecision>((resolve) => (decision.current = resolve)),
        });
      } catch (error) {
        if (abort.signal.aborted) return null; // cancelled while blocked: a cancelled run, nothing written
        throw error;
      } finally {
        decision.current = null;
      }
      setState((s) => ({ ...s, status: 'preparing', lease: null }));
      const held = holdLease(grant, {
        onLost: (error) => {
          setState((s) => ({ ...s, lease: { state: 'lost', holder: error?.holder ?? null } }));
          abort.abort(error ?? new LeaseLostError('lease not confirmed', null));
        },
      });
      return { held, waited };
    },
    [],
  );

  /** The lease the last run used: its retry runs under the same one. */
  const lastLease = useRef<BulkRunLease | null>(null);

  const execute = useCallback(
    async (
      begin: State<T, V>,
      { prepare, lease = latest.current.lease ?? null }: Omit<BulkStartOptions<T>, 'done'>,
      go: (work: BulkWork<T, V>, replanned: readonly T[] | null) => Promise<BulkReport<T, V>>,
    ): Promise<BulkReport<T, V>> => {
      if (controller.current) throw new Error('useBulkRun: a run is already in progress');
      const before = stateRef.current;
      const abort = new AbortController();
      controller.current = abort;
      lastLease.current = lease;
      setState({
        ...begin,
        lease: null,
        leaseTexts: lease?.texts ?? null,
        status: prepare || lease ? 'preparing' : 'running',
      });
      let held: HeldLease | null = null;
      let waited = false;
      try {
        if (lease) {
          try {
            const taken = await takeLease(lease, abort);
            held = taken?.held ?? null;
            waited = taken?.waited ?? false;
          } catch (error) {
            setState(before);
            throw error;
          }
        }
        let replanned: readonly T[] | null = null;
        if (prepare && !abort.signal.aborted) {
          try {
            replanned = (await prepare(abort.signal, { waited })) ?? null;
          } catch (error) {
            // A cancel during preparation is a cancelled run (every item cancelled), not a failure.
            if (!abort.signal.aborted) {
              setState(before);
              throw error;
            }
          }
        }
        if (replanned) setState((s) => ({ ...s, items: replanned, total: replanned.length }));
        setState((s) => ({ ...s, status: 'running' }));
        const { describeError, stopOn, concurrency, retryLater, patience, pauseWhen, pauseOn } = latest.current;
        const report = await go(
          {
            // Before every write: a lease not confirmed in time stops the run (the item is cancelled).
            run: (item, context) => {
              if (held && !held.isSafe()) return Promise.reject(new LeaseLostError('lease not confirmed', null));
              return latest.current.run(item, context);
            },
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
            ...(retryLater ? { retryLater } : {}),
            ...(patience ? { patience } : {}),
            ...(pauseWhen ? { pauseWhen: () => latest.current.pauseWhen?.() ?? null } : {}),
            ...(pauseOn ? { pauseOn: (error: unknown) => latest.current.pauseOn?.(error) ?? null } : {}),
          },
          replanned,
        );
        await held?.release();
        setState((s) => ({
          ...s,
          paused: null,
          status: 'done',
          results: byKey(report.results),
          completed: report.results.length,
          counts: report.counts,
          report,
          waitingUntil: null,
        }));
        return report;
      } finally {
        await held?.release();
        controller.current = null;
      }
    },
    [takeLease],
  );

  const start = useCallback(
    (items: readonly T[], startOptions: BulkStartOptions<T> = {}) => {
      const { skip, alreadyDoneReason } = latest.current;
      const begin: State<T, V> = {
        ...idle<T, V>(),
        items,
        total: items.length,
        report: stateRef.current.report,
      };
      return execute(begin, startOptions, (work, replanned) =>
        runBulk({
          ...work,
          items: replanned ?? items,
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
    (retryOptions: Pick<BulkStartOptions<T>, 'prepare'> = {}) => {
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
        lease: null,
        leaseTexts: null,
        waitingUntil: null,
        paused: null,
      };
      // A retry keeps its plan: what `prepare` answers is not used.
      return execute(begin, { ...retryOptions, lease: lastLease.current ?? latest.current.lease ?? null }, (work) =>
        retryReport(previous, work),
      );
    },
    [execute],
  );

  const cancel = useCallback(() => controller.current?.abort(), []);
  const wait = useCallback(() => {
    setState((s) => (s.lease?.state === 'held' ? { ...s, lease: { ...s.lease, waiting: true } } : s));
    decision.current?.('wait');
  }, []);
  const takeOver = useCallback(() => decision.current?.('take-over'), []);
  const resume = useCallback(() => resumeNow.current?.(), []);
  const reset = useCallback(() => {
    if (!controller.current) setState(idle());
  }, []);
  const keyOf = useCallback((item: T) => latest.current.key(item), []);

  const leaseTexts = state.leaseTexts ?? options.lease?.texts ?? null;
  return useMemo(
    () => ({
      ...state,
      leaseTexts,
      active: state.status === 'blocked' || state.status === 'preparing' || state.status === 'running',
      retryable: state.report ? retryableCount(state.report) : 0,
      keyOf,
      start,
      retryFailed,
      cancel,
      resume,
      reset,
      wait,
      takeOver,
    }),
    [state, leaseTexts, keyOf, start, retryFailed, cancel, resume, reset, wait, takeOver],
  );
}
