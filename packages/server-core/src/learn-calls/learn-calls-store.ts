import type { learnCalls as lc } from '@tools/backend-api/contracts';
import type { RateLimit } from '@tools/learn-api';
import type { TenantDb } from '../db/tenant.ts';

/** The day a count belongs to: the UTC date (YYYY-MM-DD). */
export const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/** What Learn last said of the application's allowance on the site. */
export interface KeptAllowance {
  ceiling: number;
  remaining: number;
  resetsAt: Date | null;
  seenAt: Date;
}

/** Adds `calls` to the tool's count of `day` (utcDay). */
export async function addCalls(db: TenantDb, day: string, tool: string, calls: number): Promise<void> {
  await db.query(
    `insert into learn_calls (platform, day, tool, calls) values ($1, $2::date, $3, $4)
     on conflict (platform, day, tool) do update set calls = learn_calls.calls + excluded.calls`,
    [day, tool, calls],
  );
}

/** Keeps Learn's figures unless newer ones are already kept (answers arrive out of order). */
export async function keepAllowance(db: TenantDb, seen: RateLimit): Promise<void> {
  await db.query(
    `insert into learn_allowance (platform, ceiling, remaining, resets_at, seen_at) values ($1, $2, $3, $4, $5)
     on conflict (platform) do update set ceiling = excluded.ceiling, remaining = excluded.remaining,
       resets_at = excluded.resets_at, seen_at = excluded.seen_at
     where learn_allowance.seen_at <= excluded.seen_at`,
    [
      seen.limit,
      seen.remaining,
      seen.resetAt === null ? null : new Date(seen.resetAt).toISOString(),
      new Date(seen.seenAt).toISOString(),
    ],
  );
}

/** The day's counts, largest first. */
export async function callsOn(db: TenantDb, day: string): Promise<lc.ToolCalls[]> {
  const rows = await db.query<{ tool: string; calls: number }>(
    `select tool, calls from learn_calls where platform = $1 and day = $2::date order by calls desc, tool`,
    [day],
  );
  return rows.map((r) => ({ tool: r.tool, calls: Number(r.calls) }));
}

export async function allowance(db: TenantDb): Promise<KeptAllowance | null> {
  const [row] = await db.query<{ ceiling: number; remaining: number; resets_at: Date | null; seen_at: Date }>(
    `select ceiling, remaining, resets_at, seen_at from learn_allowance where platform = $1`,
  );
  if (!row) return null;
  return {
    ceiling: Number(row.ceiling),
    remaining: Number(row.remaining),
    resetsAt: row.resets_at ? new Date(row.resets_at) : null,
    seenAt: new Date(row.seen_at),
  };
}
