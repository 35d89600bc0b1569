import pLimit from 'p-limit';
import type { Db } from '@tools/server-core/db/types.ts';
import { tenantDb, type TenantDb } from '@tools/server-core/db/tenant.ts';
import type { Logger } from '@tools/server-core/log.ts';
import { claimDue, markFailed, markSent, type OutboxRow, type ReminderKey } from './outbox-store.ts';
import type { Senders } from './senders.ts';

/** How long a claimed row is reserved for its sender; after that a crashed send is claimed again. */
export const LEASE_MS = 2 * 60_000;
const BATCH = 50;
const PARALLEL_SENDS = 4;

/** Retry back-off: 30 s, 1 min, 2 min, … capped at one hour. */
export function retryDelayMs(attempt: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempt - 1), 3_600_000);
}

/**
 * When the next try of a row that failed its `attempts`-th try is due, or null when that would pass the
 * horizon: a delivery is retried for `horizonMs` (REMINDER_RETRY_HOURS, default 24 h) counted from its
 * first try, along the back-off schedule (30 s, 1, 2, 4, 8, 16, 32 min, then hourly), and then fails for
 * good until someone sends the reminder again. Counted from the schedule, not the clock, so an instance
 * that was down does not turn a short outage into a final failure.
 */
export function nextTryAt(attempts: number, now: Date, horizonMs: number): Date | null {
  let waited = 0;
  for (let n = 1; n <= attempts; n++) waited += retryDelayMs(n);
  return waited > horizonMs ? null : new Date(now.getTime() + retryDelayMs(attempts));
}

export interface DispatchDeps {
  senders: Senders;
  now: () => Date;
  /** How long a failing delivery is retried, from its first try (`nextTryAt`). */
  retryHorizonMs: number;
  log: Logger;
}

/**
 * A stable Message-ID per outbox row: a re-send after a crash (delivery is at-least-once: a mail handed
 * to SMTP just before the process died is sent again) carries the same id, so mail systems and clients
 * that de-duplicate on Message-ID show it once.
 */
function messageId(platform: string, row: OutboxRow): string {
  const local = [row.course_id, row.column_id, row.user_id, row.kind, new Date(row.due_at).getTime()]
    .map((part) => encodeURIComponent(String(part)).replace(/%/g, '='))
    .join('.');
  return `<reminder.${local}@${new URL(platform).hostname}>`;
}

/**
 * Sends what is due in the caller's Learn site (or only `only`'s rows), claiming rows in
 * batches so several instances share the work; each row ends sent, or failed with the reason
 * (and a retry time until the retry horizon is reached).
 */
export async function dispatch(db: TenantDb, deps: DispatchDeps, only?: ReminderKey): Promise<number> {
  const limit = pLimit(PARALLEL_SENDS);
  let handled = 0;
  for (;;) {
    const rows = await claimDue(db, deps.now(), LEASE_MS, BATCH, only);
    if (rows.length === 0) return handled;
    await Promise.all(rows.map((row) => limit(() => sendOne(db, deps, row))));
    handled += rows.length;
  }
}

async function sendOne(db: TenantDb, deps: DispatchDeps, row: OutboxRow): Promise<void> {
  try {
    await deps.senders[row.kind].send({
      to: row.address ?? '',
      subject: row.subject,
      text: row.body_text,
      html: row.body_html,
      messageId: messageId(db.platform, row),
    });
    await markSent(db, row, deps.now());
  } catch (error) {
    const reason = error instanceof Error && error.message ? error.message.slice(0, 500) : 'The send failed.';
    const retryAt = nextTryAt(row.attempts, deps.now(), deps.retryHorizonMs);
    const final = retryAt === null;
    deps.log.warn('reminder send failed', { kind: row.kind, attempts: row.attempts, final, reason });
    await markFailed(db, row, reason, retryAt, deps.now());
  }
}

/**
 * Everything due on every Learn site: what a restarted or idle instance runs (crash recovery,
 * retries). Polling, because LISTEN/NOTIFY does not exist on PGlite; sends also start at once
 * from the request that queued them.
 */
export async function dispatchAll(db: Db, deps: DispatchDeps): Promise<number> {
  const sites = await db.query<{ platform: string }>(
    `select distinct platform from outbox where status in ('queued', 'failed')
       and (status = 'queued' or next_attempt_at <= $1)`,
    [deps.now().toISOString()],
  );
  let handled = 0;
  for (const { platform } of sites) handled += await dispatch(tenantDb(db, platform), deps);
  return handled;
}

/** Polls `dispatchAll` every `intervalMs` until stopped; one round at a time. */
export function startDispatcher(db: Db, deps: DispatchDeps, intervalMs = 30_000): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    dispatchAll(db, deps)
      .catch((error: unknown) => deps.log.error('reminder dispatcher failed', { error }))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
