/**
 * Records of what a bulk run wrote, on their way to our server (Grade Hurdle write-back records,
 * late-penalty snapshots). The writes go to Learn from the browser; the records must reach the server
 * even when it is down for a while, or Undo and the penalty listings lose them (issue 22 §3). So
 * records wait here and are sent in batches, one request at a time, and a batch that fails is sent
 * again with back-off (1 s, 2 s, 4 s … at most a minute) until the server stores it or the page goes.
 * The same batch is sent again after a timeout whose answer was lost, so `send` must be idempotent
 * (both servers upsert by key).
 */

export interface RecordsState {
  /** Records not stored yet (queued or in a request). */
  pending: number;
  /** The last failure, until a batch is stored again. */
  lastError: unknown;
}

export interface RecordsOutboxOptions<R> {
  /** Stores one batch on the server; rejects when it was not stored. */
  send: (batch: R[]) => Promise<unknown>;
  /** Records per request (default 100). */
  batchSize?: number;
  /** A partial batch waits this long for more records before it is sent (default 2 s). */
  lingerMs?: number;
  /** First wait after a failure, doubled each time (default 1 s). */
  retryBaseMs?: number;
  /** Longest wait between tries (default 60 s). */
  retryMaxMs?: number;
  /** Told whenever `pending` or `lastError` changes. */
  onChange?: (state: RecordsState) => void;
}

export interface RecordsOutbox<R> {
  add(...records: R[]): void;
  /**
   * Sends everything queued now (waiting out no back-off) and answers what is still pending after
   * this one pass; records that failed keep being retried in the background.
   */
  flush(): Promise<RecordsState>;
  state(): RecordsState;
  /** Resolves when nothing is pending. */
  drained(): Promise<void>;
  /** Stops the background retries (the page is going); pending records are dropped. */
  stop(): void;
}

export function createRecordsOutbox<R>(options: RecordsOutboxOptions<R>): RecordsOutbox<R> {
  const batchSize = options.batchSize ?? 100;
  const lingerMs = options.lingerMs ?? 2_000;
  const baseMs = options.retryBaseMs ?? 1_000;
  const maxMs = options.retryMaxMs ?? 60_000;
  const queue: R[] = [];
  let inFlight = 0;
  let lastError: unknown = null;
  let failures = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let pumping: Promise<void> | null = null;
  let stopped = false;
  let waiters: (() => void)[] = [];

  const state = (): RecordsState => ({ pending: queue.length + inFlight, lastError });
  const changed = () => {
    options.onChange?.(state());
    if (queue.length + inFlight === 0) {
      const done = waiters;
      waiters = [];
      for (const w of done) w();
    }
  };
  const schedule = (ms: number) => {
    if (stopped || timer) return;
    timer = setTimeout(() => {
      timer = null;
      void pump();
    }, ms);
  };
  const cancelTimer = () => {
    if (timer) clearTimeout(timer);
    timer = null;
  };

  /** One pass: batches in order until the queue is empty or a batch fails (then a retry is scheduled). */
  const pump = (): Promise<void> => {
    if (pumping) return pumping;
    cancelTimer();
    pumping = (async () => {
      while (!stopped && queue.length > 0) {
        const batch = queue.slice(0, batchSize);
        inFlight = batch.length;
        queue.splice(0, batch.length);
        try {
          await options.send(batch);
          inFlight = 0;
          failures = 0;
          lastError = null;
          changed();
        } catch (error) {
          // Back at the head of the queue, in order, for the next try.
          queue.unshift(...batch);
          inFlight = 0;
          failures += 1;
          lastError = error;
          changed();
          schedule(Math.min(maxMs, baseMs * 2 ** (failures - 1)));
          return;
        }
      }
    })().finally(() => {
      pumping = null;
    });
    return pumping;
  };

  return {
    add(...records) {
      if (stopped || records.length === 0) return;
      queue.push(...records);
      changed();
      if (queue.length >= batchSize && failures === 0) void pump();
      else schedule(failures === 0 ? lingerMs : Math.min(maxMs, baseMs * 2 ** (failures - 1)));
    },
    async flush() {
      if (pumping) await pumping;
      await pump();
      return state();
    },
    state,
    drained() {
      if (queue.length + inFlight === 0) return Promise.resolve();
      return new Promise<void>((resolve) => waiters.push(resolve));
    },
    stop() {
      stopped = true;
      cancelTimer();
    },
  };
}
