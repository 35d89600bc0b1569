import type { TenantDb } from '@tools/server-core/db/tenant.ts';

/** SQL of the reminder outbox (migration 010). Every statement is scoped to the caller's Learn site ($1). */

export type OutboxKind = 'email' | 'sms';
export type OutboxStatus = 'queued' | 'sent' | 'failed' | 'skipped';

/** One reminder = one assignment's due date in one course, sent one way. */
export interface ReminderKey {
  courseId: string;
  columnId: string;
  kind: OutboxKind;
  dueAt: Date;
}

export interface NewOutboxRow extends ReminderKey {
  userId: string;
  courseLabel: string;
  assignment: string;
  recipientName: string;
  address: string | null;
  subject: string;
  bodyText: string;
  bodyHtml: string;
  status: 'queued' | 'skipped';
  reason: string | null;
  requestedBy: string;
}

export interface OutboxRow {
  course_id: string;
  column_id: string;
  user_id: string;
  kind: OutboxKind;
  due_at: Date | string;
  recipient_name: string;
  address: string | null;
  subject: string;
  body_text: string;
  body_html: string;
  status: OutboxStatus;
  reason: string | null;
  attempts: number;
  next_attempt_at: Date | string | null;
  sent_at: Date | string | null;
  created_at: Date | string;
}

/**
 * Adds rows that are not there yet. An existing idempotency key keeps a row that is sent or queued
 * untouched (a second click sends nothing twice); a row that failed (for good, or waiting for its next
 * try) or was skipped is queued again with what Learn says now (a new address, a fixed SMTP server):
 * a new Send is how an operator retries. `lease_until` is kept, so a send still in flight is not
 * claimed twice. Returns the user ids this call added or queued again (the others were queued by an
 * earlier request and are left as they are).
 */
export async function insertRows(db: TenantDb, rows: readonly NewOutboxRow[]): Promise<Set<string>> {
  const added = new Set<string>();
  for (const r of rows) {
    const inserted = await db.query<{ user_id: string }>(
      `insert into outbox (platform, course_id, column_id, user_id, kind, due_at, course_label, assignment,
         recipient_name, address, subject, body_text, body_html, status, reason, requested_by)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)
       on conflict (platform, course_id, column_id, user_id, kind, due_at) do update set
         status = excluded.status, reason = excluded.reason, address = excluded.address,
         recipient_name = excluded.recipient_name, subject = excluded.subject, body_text = excluded.body_text,
         body_html = excluded.body_html, requested_by = excluded.requested_by, attempts = 0,
         next_attempt_at = null, updated_at = now()
       where outbox.status in ('failed', 'skipped')
       returning user_id`,
      [
        r.courseId,
        r.columnId,
        r.userId,
        r.kind,
        r.dueAt.toISOString(),
        r.courseLabel,
        r.assignment,
        r.recipientName,
        r.address,
        r.subject,
        r.bodyText,
        r.bodyHtml,
        r.status,
        r.reason,
        r.requestedBy,
      ],
    );
    if (inserted.length) added.add(r.userId);
  }
  return added;
}

/**
 * Claims up to `limit` rows that are due to be sent (queued, or failed with a retry time that
 * has come) and not leased by another sender, for `leaseMs`. `FOR UPDATE SKIP LOCKED`: two
 * instances never claim the same row. A lease that ran out (its sender died) is claimable again.
 */
export async function claimDue(
  db: TenantDb,
  now: Date,
  leaseMs: number,
  limit: number,
  only?: ReminderKey,
): Promise<OutboxRow[]> {
  const filter = only ? 'and course_id = $5 and column_id = $6 and kind = $7 and due_at = $8' : '';
  const params: unknown[] = [now.toISOString(), new Date(now.getTime() + leaseMs).toISOString(), limit];
  if (only) params.push(only.courseId, only.columnId, only.kind, only.dueAt.toISOString());
  return db.query<OutboxRow>(
    `update outbox o set lease_until = $3, attempts = o.attempts + 1, updated_at = $2
     from (select course_id, column_id, user_id, kind, due_at from outbox
           where platform = $1
             and (status = 'queued' or (status = 'failed' and next_attempt_at <= $2))
             and (lease_until is null or lease_until < $2) ${filter}
           order by created_at, user_id limit $4
           for update skip locked) c
     where o.platform = $1 and o.course_id = c.course_id and o.column_id = c.column_id
       and o.user_id = c.user_id and o.kind = c.kind and o.due_at = c.due_at
     returning o.*`,
    params,
  );
}

type RowKey = Pick<OutboxRow, 'course_id' | 'column_id' | 'user_id' | 'kind' | 'due_at'>;
const keyParams = (r: RowKey) => [r.course_id, r.column_id, r.user_id, r.kind, new Date(r.due_at).toISOString()];
const KEY = 'platform = $1 and course_id = $2 and column_id = $3 and user_id = $4 and kind = $5 and due_at = $6';

export async function markSent(db: TenantDb, row: RowKey, now: Date): Promise<void> {
  await db.query(
    `update outbox set status = 'sent', reason = null, sent_at = $7, updated_at = $7,
       lease_until = null, next_attempt_at = null where ${KEY}`,
    [...keyParams(row), now.toISOString()],
  );
}

/** A failed send: `retryAt` schedules another attempt; null makes the failure final. */
export async function markFailed(db: TenantDb, row: RowKey, reason: string, retryAt: Date | null, now: Date) {
  await db.query(
    `update outbox set status = 'failed', reason = $7, next_attempt_at = $8, updated_at = $9,
       lease_until = null where ${KEY}`,
    [...keyParams(row), reason, retryAt?.toISOString() ?? null, now.toISOString()],
  );
}

/** Every recipient of one reminder, by name. */
export function listReminder(db: TenantDb, key: ReminderKey): Promise<OutboxRow[]> {
  return db.query<OutboxRow>(
    `select * from outbox where platform = $1 and course_id = $2 and column_id = $3 and kind = $4 and due_at = $5
     order by recipient_name, user_id`,
    [key.courseId, key.columnId, key.kind, key.dueAt.toISOString()],
  );
}
