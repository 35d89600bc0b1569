/**
 * The lease of a bulk run: one run per course (or category) and kind at a time (README "Leases").
 * The server keeps the lease (our back end, through @tools/backend-api, which implements
 * `BulkLease`); this module is the browser's side of the protocol, without I/O of its own:
 * acquire (and, when someone else holds it, let the user wait or take a stale one over), renew it
 * while writing, know when a write is no longer safe, release it at the end.
 */

/** Who holds a lease, as the server knows it (the name comes from Learn, never from a browser). */
export interface LeaseHolder {
  userId: string;
  name: string;
  /** ISO times: when that run started, when it last renewed its lease. */
  startedAt: string;
  heartbeatAt: string;
  /** Not renewed for the stale time: its run has stopped, and the lease may be taken over. */
  stale: boolean;
}

/** A lease granted to this run. */
export interface LeaseGrant {
  holder: LeaseHolder;
  /** How often to renew, and after how long without renewal the server calls the lease stale. */
  heartbeatMs: number;
  staleMs: number;
  /** Renews the lease; throws `LeaseLostError` when the server says it is no longer this run's. */
  renew(): Promise<void>;
  release(): Promise<void>;
}

/** The server side of one run's lease (kind + course or category + run id). */
export interface BulkLease {
  /** Throws `LeaseHeldError` while another run holds it (`takeOver` replaces a stale one only). */
  acquire(options: { takeOver: boolean; signal: AbortSignal }): Promise<LeaseGrant>;
}

export class LeaseHeldError extends Error {
  override name = 'LeaseHeldError';
  constructor(
    message: string,
    readonly holder: LeaseHolder,
  ) {
    super(message);
  }
}

/** The lease is no longer this run's: taken over by `holder`, or released by the server (`holder` null). */
export class LeaseLostError extends Error {
  override name = 'LeaseLostError';
  constructor(
    message: string,
    readonly holder: LeaseHolder | null,
  ) {
    super(message);
  }
}

/** While another run holds the lease and the user chose Wait: how often to ask again. */
export const LEASE_POLL_MS = 5_000;

export type LeaseDecision = 'wait' | 'take-over';

export interface AcquireLeaseOptions {
  signal: AbortSignal;
  /** Another run holds the lease (`waiting`: the user already chose Wait). Called again with each fresh answer. */
  onHeld: (holder: LeaseHolder, waiting: boolean) => void;
  /** The user's next choice: Wait, or Take over (offered for a stale lease only). */
  decide: () => Promise<LeaseDecision>;
  pollMs?: number;
}

function abortable<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason as Error);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason as Error);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error as Error);
      },
    );
  });
}

const sleep = (ms: number) => new Promise<'poll'>((resolve) => setTimeout(() => resolve('poll'), ms));

/**
 * Acquires the lease. While another run holds it, says so (`onHeld`) and follows the user's
 * choice: Wait asks again every `pollMs` until it is free; Take over asks the server to replace a
 * stale lease (the server refuses while the holder still renews, and two takers cannot both win).
 * Rejects with the abort reason on Cancel, and with any error that is not "held".
 */
export async function acquireLease(lease: BulkLease, options: AcquireLeaseOptions): Promise<LeaseGrant> {
  const { signal, pollMs = LEASE_POLL_MS } = options;
  let takeOver = false;
  let waiting = false;
  let choice: Promise<LeaseDecision> | null = null;
  for (;;) {
    try {
      return await abortable(lease.acquire({ takeOver, signal }), signal);
    } catch (error) {
      if (!(error instanceof LeaseHeldError) || signal.aborted) throw error;
      options.onHeld(error.holder, waiting);
    }
    takeOver = false;
    // One pending choice at a time: a poll that finds the lease still held keeps the user's buttons.
    choice ??= options.decide();
    const next = await abortable(waiting ? Promise.race([choice, sleep(pollMs)]) : choice, signal);
    if (next === 'poll') continue;
    choice = null;
    if (next === 'wait') waiting = true;
    else takeOver = true;
  }
}

/** A granted lease being renewed while the run writes. */
export interface HeldLease {
  /**
   * True while the last confirmed renewal is recent enough that nobody can have taken the lease
   * over (stale time minus one renewal interval). Checked before every write.
   */
  isSafe(): boolean;
  /** Stops renewing and releases the lease (failures ignored: the lease then runs stale). */
  release(): Promise<void>;
}

export interface HoldLeaseOptions {
  /** The lease was lost (`LeaseLostError`) or could not be confirmed in time (null). Called once. */
  onLost: (error: LeaseLostError | null) => void;
  now?: () => number;
}

/**
 * Renews a granted lease every `heartbeatMs`. A renewal the server refuses, or no confirmed renewal
 * for `staleMs - heartbeatMs` (network down, a laptop asleep), ends it: `onLost` is called once and
 * `isSafe()` answers false from then on, so the run stops before another run can take over.
 */
export function holdLease(grant: LeaseGrant, options: HoldLeaseOptions): HeldLease {
  const now = options.now ?? Date.now;
  const safeMs = Math.max(grant.staleMs - grant.heartbeatMs, grant.heartbeatMs);
  let confirmedAt = now();
  let lost = false;
  let released = false;
  const lose = (error: LeaseLostError | null) => {
    if (lost || released) return;
    lost = true;
    clearInterval(timer);
    options.onLost(error);
  };
  const isSafe = () => !lost && !released && now() - confirmedAt < safeMs;
  const timer = setInterval(() => {
    if (!isSafe()) {
      lose(null);
      return;
    }
    const asked = now();
    grant.renew().then(
      () => {
        if (!lost) confirmedAt = Math.max(confirmedAt, asked);
      },
      (error: unknown) => {
        if (error instanceof LeaseLostError) lose(error);
        else if (!isSafe()) lose(null);
        // Anything else (network, 5xx) is tried again at the next tick, until the safe time runs out.
      },
    );
  }, grant.heartbeatMs);
  return {
    isSafe: () => {
      const safe = isSafe();
      if (!safe) lose(null);
      return safe;
    },
    async release() {
      if (released) return;
      released = true;
      clearInterval(timer);
      if (lost) return;
      await grant.release().catch(() => undefined);
    },
  };
}
