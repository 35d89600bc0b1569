import type { TenantDb } from '../db/tenant.ts';

/** SQL for bulk-run leases (migration 013). One row per site, kind and scope. */

export interface LeaseRow {
  kind: string;
  scope_id: string;
  run_id: string;
  holder_id: string;
  holder_name: string;
  started_at: Date | string;
  heartbeat_at: Date | string;
}

const COLUMNS = 'kind, scope_id, run_id, holder_id, holder_name, started_at, heartbeat_at';

export interface Claim {
  kind: string;
  scopeId: string;
  runId: string;
  holderId: string;
  holderName: string;
  now: Date;
  /** Replace a lease last renewed at or before `staleBefore` (an explicit take-over). */
  takeOver: boolean;
  staleBefore: Date;
}

/**
 * Takes the lease in one statement: inserted when there is none; the row is updated only when it
 * is this run's already (a repeated acquire), or when `takeOver` is asked and it is stale. In
 * PostgreSQL a racing INSERT waits for the other's row and re-checks the WHERE against it, so of
 * two instances claiming at once exactly one gets a row back. Null: someone else holds it.
 */
export async function claim(db: TenantDb, c: Claim): Promise<LeaseRow | null> {
  const rows = await db.query<LeaseRow>(
    `insert into bulk_run_leases as l (platform, ${COLUMNS})
     values ($1, $2, $3, $4, $5, $6, $7, $7)
     on conflict (platform, kind, scope_id) do update set
       run_id = excluded.run_id, holder_id = excluded.holder_id, holder_name = excluded.holder_name,
       started_at = case when l.run_id = excluded.run_id then l.started_at else excluded.started_at end,
       heartbeat_at = excluded.heartbeat_at
     where (l.run_id = excluded.run_id and l.holder_id = excluded.holder_id)
        or ($8::boolean and l.heartbeat_at <= $9)
     returning ${COLUMNS}`,
    [c.kind, c.scopeId, c.runId, c.holderId, c.holderName, c.now, c.takeOver, c.staleBefore],
  );
  return rows[0] ?? null;
}

export async function find(db: TenantDb, kind: string, scopeId: string): Promise<LeaseRow | null> {
  const rows = await db.query<LeaseRow>(
    `select ${COLUMNS} from bulk_run_leases where platform = $1 and kind = $2 and scope_id = $3`,
    [kind, scopeId],
  );
  return rows[0] ?? null;
}

export interface Own {
  kind: string;
  scopeId: string;
  runId: string;
  holderId: string;
}

/** Renews this run's lease; null when it is no longer this run's (taken over or released). */
export async function renew(db: TenantDb, own: Own, now: Date): Promise<LeaseRow | null> {
  const rows = await db.query<LeaseRow>(
    `update bulk_run_leases set heartbeat_at = greatest(heartbeat_at, $6)
     where platform = $1 and kind = $2 and scope_id = $3 and run_id = $4 and holder_id = $5
     returning ${COLUMNS}`,
    [own.kind, own.scopeId, own.runId, own.holderId, now],
  );
  return rows[0] ?? null;
}

/** Ends this run's lease; false when it was not (or no longer) this run's. */
export async function release(db: TenantDb, own: Own): Promise<boolean> {
  const rows = await db.query(
    `delete from bulk_run_leases
     where platform = $1 and kind = $2 and scope_id = $3 and run_id = $4 and holder_id = $5
     returning run_id`,
    [own.kind, own.scopeId, own.runId, own.holderId],
  );
  return rows.length > 0;
}
