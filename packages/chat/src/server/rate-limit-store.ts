import type { TenantDb } from '@tools/server-core/db/tenant.ts';

/**
 * Counts one question of a user in the fixed window starting at `windowStart` and returns the
 * count so far, this one included. One upsert: concurrent questions on any instance each get
 * their own number.
 */
export async function countQuestion(db: TenantDb, userId: string, windowStart: Date): Promise<number> {
  const [row] = await db.query<{ count: number }>(
    `insert into chat_rate_limits (platform, user_id, window_start, count) values ($1, $2, $3, 1)
     on conflict (platform, user_id) do update set
       count = case when chat_rate_limits.window_start = excluded.window_start then chat_rate_limits.count + 1 else 1 end,
       window_start = excluded.window_start
     returning count`,
    [userId, windowStart],
  );
  return Number(row?.count ?? 1);
}
