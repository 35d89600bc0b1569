import type { TenantDb } from '../db/tenant.ts';

export type CacheKind = 'course' | 'term' | 'columns';
export type Audience = 'all' | 'student' | 'staff';

export interface Kept<V> {
  value: V;
  fetchedAt: Date;
}

/** What is kept of `kind` under `ref` for `audience` on the caller's Learn site, with when it was read. */
export async function kept<V>(
  db: TenantDb,
  kind: CacheKind,
  ref: string,
  audience: Audience,
): Promise<Kept<V> | undefined> {
  const rows = await db.query<{ value: V | string; fetched_at: Date }>(
    'select value, fetched_at from course_cache where platform = $1 and kind = $2 and ref = $3 and audience = $4',
    [kind, ref, audience],
  );
  const row = rows[0];
  if (!row) return undefined;
  // jsonb comes back parsed from PostgreSQL and PGlite alike; text only from a driver that does not parse it.
  const value = typeof row.value === 'string' ? (JSON.parse(row.value) as V) : row.value;
  return { value, fetchedAt: new Date(row.fetched_at) };
}

/** Keeps `value` under every ref given (a course's uuid and primary id). */
export async function keep(
  db: TenantDb,
  kind: CacheKind,
  refs: readonly string[],
  audience: Audience,
  value: unknown,
  modified: string | null,
  fetchedAt: Date,
): Promise<void> {
  for (const ref of new Set(refs)) {
    await db.query(
      `insert into course_cache (platform, kind, ref, audience, value, modified, fetched_at)
       values ($1, $2, $3, $4, $5, $6, $7)
       on conflict (platform, kind, ref, audience) do update set value = excluded.value, modified = excluded.modified,
         fetched_at = excluded.fetched_at`,
      [kind, ref, audience, JSON.stringify(value), modified, fetchedAt],
    );
  }
}
