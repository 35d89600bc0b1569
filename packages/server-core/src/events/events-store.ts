import type { events as e } from '@tools/backend-api/contracts';
import type { TenantDb } from '../db/tenant.ts';

/** SQL of the event log (migration 011), scoped to the caller's Learn site ($1). */

interface EventRow {
  id: string;
  schema_version: number;
  type: string;
  course_id: string | null;
  occurred_at: Date | string;
  payload: Record<string, string | number | boolean | null> | string;
}

/** Whose ids the server's own events are kept under; a publisher's are kept under their Learn user id. */
export const SERVER_SCOPE = 'server';

/**
 * Appends events whose id is new in `scope` (SERVER_SCOPE, or the publisher's user id); returns
 * how many were stored.
 */
export async function append(
  db: TenantDb,
  events: readonly e.CourseEvent[],
  publishedBy: string,
  scope: string,
): Promise<number> {
  let stored = 0;
  for (const ev of events) {
    const rows = await db.query(
      `insert into events (platform, id, schema_version, type, course_id, occurred_at, payload, published_by, scope)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9)
       on conflict (platform, scope, id) do nothing returning id`,
      [ev.id, ev.version, ev.type, ev.courseId, ev.occurredAt, JSON.stringify(ev.data), publishedBy, scope],
    );
    stored += rows.length;
  }
  return stored;
}

/**
 * Which of these ids the log already holds for `publisher`: their own events and the server's
 * (what another user published says nothing about what this user has published).
 */
export async function knownIds(db: TenantDb, ids: readonly string[], publisher: string): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.query<{ id: string }>(
    'select id from events where platform = $1 and id = any($2::text[]) and scope in ($3, $4)',
    [ids, publisher, SERVER_SCOPE],
  );
  return new Set(rows.map((r) => r.id));
}

/**
 * Unhandled events published by `publisher`, oldest first. `FOR UPDATE SKIP LOCKED`: events a
 * concurrent Handle is marking right now are left out rather than waited for.
 */
export async function unhandled(db: TenantDb, publisher: string, limit: number): Promise<e.CourseEvent[]> {
  const rows = await db.transaction((tx) =>
    tx.query<EventRow>(
      `select id, schema_version, type, course_id, occurred_at, payload from events
       where platform = $1 and published_by = $2 and handled_at is null
       order by seq limit $3 for update skip locked`,
      [publisher, limit],
    ),
  );
  return rows.map((r) => ({
    id: r.id,
    version: 1,
    type: r.type as e.CourseEvent['type'],
    occurredAt: new Date(r.occurred_at).toISOString(),
    courseId: r.course_id,
    data: typeof r.payload === 'string' ? (JSON.parse(r.payload) as EventRow['payload'] & object) : r.payload,
  })) as e.CourseEvent[];
}

/** Marks events handled by id, once; returns how many changed. */
export async function markHandled(db: TenantDb, ids: readonly string[], publisher: string, by: string, at: Date) {
  const rows = await db.query(
    `update events set handled_at = $4, handled_by = $5
     where platform = $1 and id = any($2::text[]) and published_by = $3 and handled_at is null returning id`,
    [ids, publisher, at.toISOString(), by],
  );
  return rows.length;
}
