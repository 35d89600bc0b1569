/** What happened to one item of a bulk run. Every item of a run gets exactly one. */
export type BulkResult<T, V> = BulkOk<T, V> | BulkFailed<T> | BulkSkipped<T> | BulkCancelled<T>;

export interface BulkOk<T, V> {
  status: 'ok';
  key: string;
  item: T;
  value: V;
}

export interface BulkFailed<T> {
  status: 'failed';
  key: string;
  item: T;
  /** Readable text for the user (see `describeError`); never a token or a stack. */
  error: string;
  /** The original error, for callers that branch on it (e.g. a LearnError's kind). */
  cause: unknown;
}

export interface BulkSkipped<T> {
  status: 'skipped';
  key: string;
  item: T;
  /** Why nothing was written: the caller's `skip` text, or `alreadyDoneReason`. */
  reason: string;
  /** True when the key had already succeeded (`done`): the write exists, it was just not repeated. */
  alreadyDone: boolean;
}

export interface BulkCancelled<T> {
  status: 'cancelled';
  key: string;
  item: T;
}

export type BulkStatus = BulkResult<unknown, unknown>['status'];

export type BulkCounts = Record<BulkStatus, number>;

export interface BulkProgress<T, V> {
  /** Items in the run (kept results of a retry included). */
  total: number;
  /** Items with a result so far. */
  completed: number;
  counts: BulkCounts;
  /** The result that just arrived. */
  result: BulkResult<T, V>;
}

export interface BulkReport<T, V> {
  /** One result per item, in the order the items were given. */
  results: BulkResult<T, V>[];
  counts: BulkCounts;
}

export interface BulkContext {
  /** The run's cancel signal. Hand it to writes that are safe to abandon (absolute PUT/PATCH). */
  signal: AbortSignal;
  key: string;
}

/** How long a run keeps going through Learn's 429/503 on its own (`DEFAULT_PATIENCE`). */
export interface BulkPatience {
  /** Times one item is put back in the queue after a 429/503 before it fails. */
  maxRequeues: number;
  /** Most time the run pauses for Learn in all. */
  maxWaitMs: number;
}

/** The run paused because Learn asked to wait (told to `onWait`). */
export interface BulkWait {
  /** When items start again (epoch ms). */
  resumeAt: number;
  /** Time paused so far in this run, this pause included. */
  waitedMs: number;
}

/**
 * Why a run waits instead of going on (Learn's daily request allowance nearly spent): no item starts
 * while it lasts; items already sent finish. Nothing fails because of it.
 */
export interface BulkPause {
  /** A sentence for the user, from the caller's catalogue (learn-api words Learn's allowance). */
  reason: string;
  /** When it may go on by itself (ms since the epoch); null: look again in a minute. */
  until: number | null;
}

/** The work and the bounds shared by a first run and its retries. */
export interface BulkWork<T, V> {
  run: (item: T, context: BulkContext) => Promise<V>;
  /** Items in flight at once (default `DEFAULT_BULK_CONCURRENCY`). */
  concurrency?: number;
  /** Cancels the run: items in flight finish (or see the signal), items not started become cancelled. */
  signal?: AbortSignal;
  onProgress?: (progress: BulkProgress<T, V>) => void;
  /** Failure text for the user; default `describeError`. */
  describeError?: (error: unknown) => string;
  /**
   * An error after which every other item would fail the same way (default `isSessionError`: a 401): the
   * items not started yet become cancelled instead of spending requests on certain failures.
   */
  stopOn?: (error: unknown) => boolean;
  /**
   * An error after which the item should be tried again later (default `comeBackLater`: a 429 or 503):
   * the wait in ms that was asked for, `true` to back off (1 s, 2 s, 4 s… per time the item came back),
   * `false` to fail it. The whole run pauses meanwhile and the item goes to the end of the queue.
   */
  retryLater?: (error: unknown) => number | boolean;
  /** Bounds of those waits; default `DEFAULT_PATIENCE` (5 per item, 10 min per run). */
  patience?: Partial<BulkPatience>;
  /** The run paused for Learn (the screen can say until when). */
  onWait?: (wait: BulkWait) => void;
  /** Asked before each item starts: a pause while the budget is nearly spent, else null. */
  pauseWhen?: () => BulkPause | null;
  /**
   * An item's error that means "not now" for every item (a 429 with the daily allowance used up): the
   * run pauses and the item runs again afterwards, instead of failing half-way.
   */
  pauseOn?: (error: unknown) => BulkPause | null;
  /** The run paused (with why and until when) or went on (null). */
  onPause?: (pause: BulkPause | null) => void;
  /**
   * Resolves when a paused run may go on. Default: at `until` (a minute when it is null). A screen
   * also resolves it on the user's "Continue now"; `pauseWhen` is then not asked again in this run.
   */
  waitForResume?: (pause: BulkPause, signal: AbortSignal) => Promise<'time' | 'user'>;
}

export interface BulkOptions<T, V> extends BulkWork<T, V> {
  items: readonly T[];
  /**
   * Names the write, unique within the run. Include the value when a changed value must be written
   * again (e.g. `${userId}:${score}`): `done` compares keys.
   */
  key: (item: T) => string;
  /** A reason to leave an item out before any write (e.g. 'Unchanged'); nullish runs it. */
  skip?: (item: T) => string | null | undefined;
  /** Keys that already succeeded (an earlier report's `succeededKeys`, or a log on the server). */
  done?: Iterable<string>;
  /** Reason given to items skipped because of `done`; default 'Already done.' */
  alreadyDoneReason?: string;
}
