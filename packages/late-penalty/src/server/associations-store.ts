import type * as lp from '../contracts.ts';
import * as v from 'valibot';
import { decodeKey, keyText, pageOf } from '@tools/server-core/db/keyset.ts';
import type { TenantDb } from '@tools/server-core/db/tenant.ts';

/** SQL for rule assignments, overrides and stored penalties; every statement is scoped to $1 = platform. */

interface AssociationRow {
  course_id: string;
  content_item_id: string;
  rule_code: string;
  status: string;
}
interface PointsRow {
  course_id: string;
  content_item_id: string;
  user_id: string;
  points: number;
  /** Overrides: who set it. Snapshots: the submission time and calculation the run used. */
  set_by_name?: string;
  attempt_date?: string | null;
  explanation?: string;
}
const AssociationKey = v.object({ CourseId: keyText, ContentItemId: keyText });
const idOf = (courseId: string, itemId: string) => `${courseId}:${itemId}`;

/**
 * A page of associations with their Overrides and Penalties maps. `onlyUser` limits both maps
 * to one student's entries (a student reads only their own). An assignment ruled by the course
 * default has no row of its own, so its overrides and stored penalties come, on a course's last
 * page, as an entry with `Rule` '' and `Status` 'Default'.
 */
export async function listAssociations(
  db: TenantDb,
  opts: { courseId: string | null; limit: number; nextKey: string | undefined; onlyUser: string | null },
): Promise<lp.AssociationsPage> {
  const after = decodeKey(AssociationKey, opts.nextKey);
  const rows = await db.query<AssociationRow>(
    `select course_id, content_item_id, rule_code, status from late_penalty_associations
     where platform = $1 and ($2::text is null or course_id = $2)
       and ($3::text is null or (course_id, content_item_id) > ($3, $4))
     order by course_id, content_item_id limit $5`,
    [opts.courseId, after?.CourseId ?? null, after?.ContentItemId ?? '', opts.limit + 1],
  );
  const page = pageOf(rows, opts.limit, (r) => ({ CourseId: r.course_id, ContentItemId: r.content_item_id }));
  const defaultCovered =
    opts.courseId && page.nextKey === null
      ? await db.query<{ content_item_id: string }>(
          `select content_item_id from late_penalty_overrides o where platform = $1 and course_id = $2
             and not exists (select 1 from late_penalty_associations a
                             where a.platform = $1 and a.course_id = $2 and a.content_item_id = o.content_item_id)
           union
           select content_item_id from late_penalty_snapshots s where platform = $1 and course_id = $2
             and not exists (select 1 from late_penalty_associations a
                             where a.platform = $1 and a.course_id = $2 and a.content_item_id = s.content_item_id)
           order by content_item_id`,
          [opts.courseId],
        )
      : [];
  const rowsWithDefault: AssociationRow[] = [
    ...page.rows,
    ...defaultCovered.map((r) => ({
      course_id: opts.courseId as string,
      content_item_id: r.content_item_id,
      rule_code: '',
      status: 'Default',
    })),
  ];
  const items = new Map<string, lp.Association>(
    rowsWithDefault.map((r) => [
      idOf(r.course_id, r.content_item_id),
      {
        ID: idOf(r.course_id, r.content_item_id),
        CourseId: r.course_id,
        ContentItemId: r.content_item_id,
        Rule: r.rule_code,
        Status: r.status,
        Overrides: {},
        Penalties: {},
      },
    ]),
  );
  if (items.size) {
    const courses = [...new Set(rowsWithDefault.map((r) => r.course_id))];
    const read = (table: 'late_penalty_overrides' | 'late_penalty_snapshots', extra: string) =>
      db.query<PointsRow>(
        `select course_id, content_item_id, user_id, points, ${extra} from ${table}
         where platform = $1 and course_id = any($2::text[]) and ($3::text is null or user_id = $3)`,
        [courses, opts.onlyUser],
      );
    for (const p of await read('late_penalty_overrides', 'set_by_name')) {
      const item = items.get(idOf(p.course_id, p.content_item_id));
      if (!item) continue;
      item.Overrides[p.user_id] = Number(p.points);
      if (p.set_by_name) (item.OverriddenBy ??= {})[p.user_id] = p.set_by_name;
    }
    for (const p of await read('late_penalty_snapshots', 'attempt_date, explanation')) {
      const item = items.get(idOf(p.course_id, p.content_item_id));
      if (!item) continue;
      item.Penalties[p.user_id] = Number(p.points);
      (item.Applied ??= {})[p.user_id] = { AttemptDate: p.attempt_date ?? null, Explanation: p.explanation ?? '' };
    }
  }
  return { items: [...items.values()], nextKey: page.nextKey };
}

/**
 * Upserts each association row. Overrides and Penalties given are merged per student (upserted),
 * never replaced wholesale, so concurrent saves by two instructors keep both sets of changes.
 */
export function saveAssociations(
  db: TenantDb,
  items: readonly lp.AssociationInput[],
  by: Setter,
): Promise<lp.Association[]> {
  return db.transaction(async (tx) => {
    const saved: lp.Association[] = [];
    for (const a of items) {
      await tx.query(
        `insert into late_penalty_associations (platform, course_id, content_item_id, rule_code, status, updated_at)
         values ($1, $2, $3, $4, $5, now())
         on conflict (platform, course_id, content_item_id)
         do update set rule_code = excluded.rule_code, status = excluded.status, updated_at = now()`,
        [a.CourseId, a.ContentItemId, a.Rule, a.Status],
      );
      for (const [userId, points] of Object.entries(a.Overrides))
        await upsertOverride(tx, a.CourseId, a.ContentItemId, userId, points, by);
      for (const [userId, points] of Object.entries(a.Penalties)) {
        await tx.query(
          `insert into late_penalty_snapshots (platform, course_id, content_item_id, user_id, points, updated_at)
           values ($1, $2, $3, $4, $5, now())
           on conflict (platform, course_id, content_item_id, user_id) do update set points = excluded.points, updated_at = now()`,
          [a.CourseId, a.ContentItemId, userId, points],
        );
      }
      saved.push({
        ID: idOf(a.CourseId, a.ContentItemId),
        CourseId: a.CourseId,
        ContentItemId: a.ContentItemId,
        Rule: a.Rule,
        Status: a.Status,
        Overrides: a.Overrides,
        Penalties: a.Penalties,
      });
    }
    return saved;
  });
}

/** Who did it: the caller as Learn names them (stored with overrides and deletions). */
export interface Setter {
  id: string;
  name: string;
}

/** How long a deletion can be undone; older trash is purged at the next deletion. */
export const UNDO_HOURS = 24;

export interface Removed {
  deleted: number;
  overrides: number;
  penalties: number;
  restoreId: string;
  restorableUntil: string;
}

/**
 * Moves rows out of the live tables into one trash entry (same transaction), so Undo can put
 * them back: `where` selects the course's rows or one assignment's. The course default goes with
 * 'Delete all' only.
 */
async function moveToTrash(
  tx: TenantDb,
  courseId: string,
  where: string,
  params: readonly unknown[],
  withDefault: boolean,
  by: Setter,
  now: Date,
): Promise<Removed> {
  await tx.query(`delete from late_penalty_trash where platform = $1 and deleted_at < $2`, [
    new Date(now.getTime() - UNDO_HOURS * 3_600_000).toISOString(),
  ]);
  const take = (table: string) =>
    tx.query<{ rows: unknown[] | null }>(
      `with gone as (delete from ${table} ${where} returning *)
       select coalesce(jsonb_agg(to_jsonb(gone) - 'platform'), '[]'::jsonb) as rows from gone`,
      params,
    );
  const [overrides] = await take('late_penalty_overrides');
  const [snapshots] = await take('late_penalty_snapshots');
  const [associations] = await take('late_penalty_associations');
  const defaults = withDefault
    ? await tx.query<{ rule_code: string }>(
        'delete from late_penalty_course_defaults where platform = $1 and course_id = $2 returning rule_code',
        [courseId],
      )
    : [];
  const counts = {
    deleted: associations?.rows?.length ?? 0,
    overrides: overrides?.rows?.length ?? 0,
    penalties: snapshots?.rows?.length ?? 0,
  };
  const restoreId = globalThis.crypto.randomUUID();
  await tx.query(
    `insert into late_penalty_trash (platform, id, course_id, deleted_by, deleted_at, associations, overrides, snapshots, course_default)
     values ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb, $8::jsonb, $9)`,
    [
      restoreId,
      courseId,
      by.id,
      now.toISOString(),
      JSON.stringify(associations?.rows ?? []),
      JSON.stringify(overrides?.rows ?? []),
      JSON.stringify(snapshots?.rows ?? []),
      defaults[0]?.rule_code ?? null,
    ],
  );
  return { ...counts, restoreId, restorableUntil: new Date(now.getTime() + UNDO_HOURS * 3_600_000).toISOString() };
}

/** Deletes one assignment's rule with its overrides and penalties (spec 002 §8 notice), restorable. */
export function deleteAssociation(db: TenantDb, courseId: string, itemId: string, by: Setter, now: Date) {
  return db.transaction((tx) =>
    moveToTrash(
      tx,
      courseId,
      'where platform = $1 and course_id = $2 and content_item_id = $3',
      [courseId, itemId],
      false,
      by,
      now,
    ),
  );
}

/** 'Delete all': every rule assignment of the course (and its default), with overrides and penalties, restorable. */
export function deleteCourseAssociations(db: TenantDb, courseId: string, by: Setter, now: Date) {
  return db.transaction((tx) =>
    moveToTrash(tx, courseId, 'where platform = $1 and course_id = $2', [courseId], true, by, now),
  );
}

export type RestoreResult = { found: false } | { found: true; restored: number; skipped: number };

/**
 * Undo of a deletion: the rows go back unless someone set a rule for that assignment since (that
 * newer choice wins: the assignment is counted as skipped and its old overrides stay out).
 */
export function restoreDeleted(db: TenantDb, courseId: string, restoreId: string, now: Date): Promise<RestoreResult> {
  return db.transaction(async (tx) => {
    const [entry] = await tx.query<{
      associations: { content_item_id: string }[];
      overrides: { content_item_id: string }[];
      snapshots: { content_item_id: string }[];
      course_default: string | null;
    }>(
      `delete from late_penalty_trash where platform = $1 and id = $2 and course_id = $3 and deleted_at >= $4
       returning associations, overrides, snapshots, course_default`,
      [restoreId, courseId, new Date(now.getTime() - UNDO_HOURS * 3_600_000).toISOString()],
    );
    if (!entry) return { found: false };
    const taken = new Set(
      (
        await tx.query<{ content_item_id: string }>(
          'select content_item_id from late_penalty_associations where platform = $1 and course_id = $2',
          [courseId],
        )
      ).map((r) => r.content_item_id),
    );
    const free = <R extends { content_item_id: string }>(rows: R[]) =>
      rows.filter((r) => !taken.has(r.content_item_id));
    const put = (table: string, rows: unknown[]) =>
      rows.length
        ? tx.query(
            `insert into ${table} select (jsonb_populate_record(null::${table}, r.v || jsonb_build_object('platform', $1::text))).*
             from jsonb_array_elements($2::jsonb) as r(v) on conflict do nothing`,
            [JSON.stringify(rows)],
          )
        : Promise.resolve([]);
    const associations = free(entry.associations);
    await put('late_penalty_associations', associations);
    await put('late_penalty_overrides', free(entry.overrides));
    await put('late_penalty_snapshots', free(entry.snapshots));
    if (entry.course_default) {
      await tx.query(
        `insert into late_penalty_course_defaults (platform, course_id, rule_code) values ($1, $2, $3)
         on conflict (platform, course_id) do nothing`,
        [courseId, entry.course_default],
      );
    }
    return { found: true, restored: associations.length, skipped: entry.associations.length - associations.length };
  });
}

export async function upsertOverride(
  db: TenantDb,
  courseId: string,
  itemId: string,
  userId: string,
  points: number,
  by: Setter,
): Promise<void> {
  await db.query(
    `insert into late_penalty_overrides (platform, course_id, content_item_id, user_id, points, set_by, set_by_name, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, now())
     on conflict (platform, course_id, content_item_id, user_id) do update
       set points = excluded.points, set_by = excluded.set_by, set_by_name = excluded.set_by_name, updated_at = now()`,
    [courseId, itemId, userId, points, by.id, by.name],
  );
}

export async function deleteOverride(db: TenantDb, courseId: string, itemId: string, userId: string): Promise<void> {
  await db.query(
    'delete from late_penalty_overrides where platform = $1 and course_id = $2 and content_item_id = $3 and user_id = $4',
    [courseId, itemId, userId],
  );
}

/** The course's default rule code, or null. */
export async function courseDefault(db: TenantDb, courseId: string): Promise<string | null> {
  const rows = await db.query<{ rule_code: string }>(
    'select rule_code from late_penalty_course_defaults where platform = $1 and course_id = $2',
    [courseId],
  );
  return rows[0]?.rule_code ?? null;
}

/** Sets (or, with null, removes) the course's default rule. */
export async function setCourseDefault(db: TenantDb, courseId: string, rule: string | null, by: Setter) {
  if (rule === null) {
    await db.query('delete from late_penalty_course_defaults where platform = $1 and course_id = $2', [courseId]);
    return;
  }
  await db.query(
    `insert into late_penalty_course_defaults (platform, course_id, rule_code, updated_by, updated_at)
     values ($1, $2, $3, $4, now())
     on conflict (platform, course_id) do update set rule_code = excluded.rule_code, updated_by = excluded.updated_by,
       updated_at = now()`,
    [courseId, rule, by.id],
  );
}
