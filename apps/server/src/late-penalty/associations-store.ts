import type { latePenalty as lp } from '@tools/backend-api/contracts';
import * as v from 'valibot';
import { decodeKey, keyText, pageOf } from '../db/keyset.ts';
import type { TenantDb } from '../db/tenant.ts';

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
}
const AssociationKey = v.object({ CourseId: keyText, ContentItemId: keyText });
const idOf = (courseId: string, itemId: string) => `${courseId}:${itemId}`;

/**
 * A page of associations with their Overrides and Penalties maps. `onlyUser` limits both maps
 * to one student's entries (a student reads only their own).
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
  const items = new Map<string, lp.Association>(
    page.rows.map((r) => [
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
    const courses = [...new Set(page.rows.map((r) => r.course_id))];
    const fill = async (
      table: 'late_penalty_overrides' | 'late_penalty_snapshots',
      field: 'Overrides' | 'Penalties',
    ) => {
      const points = await db.query<PointsRow>(
        `select course_id, content_item_id, user_id, points from ${table}
         where platform = $1 and course_id = any($2::text[]) and ($3::text is null or user_id = $3)`,
        [courses, opts.onlyUser],
      );
      for (const p of points) {
        const item = items.get(idOf(p.course_id, p.content_item_id));
        if (item) item[field][p.user_id] = Number(p.points);
      }
    };
    await fill('late_penalty_overrides', 'Overrides');
    await fill('late_penalty_snapshots', 'Penalties');
  }
  return { items: [...items.values()], nextKey: page.nextKey };
}

/**
 * Upserts each association row. Overrides and Penalties given are merged per student (upserted),
 * never replaced wholesale, so concurrent saves by two instructors keep both sets of changes.
 */
export function saveAssociations(db: TenantDb, items: readonly lp.AssociationInput[]): Promise<lp.Association[]> {
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
        await upsertOverride(tx, a.CourseId, a.ContentItemId, userId, points);
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

/** Deletes one assignment's rule with its overrides and penalties (spec 002 §8 notice). */
export function deleteAssociation(db: TenantDb, courseId: string, itemId: string): Promise<number> {
  return db.transaction(async (tx) => {
    const where = 'where platform = $1 and course_id = $2 and content_item_id = $3';
    await tx.query(`delete from late_penalty_overrides ${where}`, [courseId, itemId]);
    await tx.query(`delete from late_penalty_snapshots ${where}`, [courseId, itemId]);
    const rows = await tx.query(`delete from late_penalty_associations ${where} returning course_id`, [
      courseId,
      itemId,
    ]);
    return rows.length;
  });
}

/** 'Delete all': every rule assignment of the course, with overrides and penalties. */
export function deleteCourseAssociations(db: TenantDb, courseId: string): Promise<number> {
  return db.transaction(async (tx) => {
    const where = 'where platform = $1 and course_id = $2';
    await tx.query(`delete from late_penalty_overrides ${where}`, [courseId]);
    await tx.query(`delete from late_penalty_snapshots ${where}`, [courseId]);
    const rows = await tx.query(`delete from late_penalty_associations ${where} returning course_id`, [courseId]);
    return rows.length;
  });
}

export async function upsertOverride(
  db: TenantDb,
  courseId: string,
  itemId: string,
  userId: string,
  points: number,
): Promise<void> {
  await db.query(
    `insert into late_penalty_overrides (platform, course_id, content_item_id, user_id, points, updated_at)
     values ($1, $2, $3, $4, $5, now())
     on conflict (platform, course_id, content_item_id, user_id) do update set points = excluded.points, updated_at = now()`,
    [courseId, itemId, userId, points],
  );
}

export async function deleteOverride(db: TenantDb, courseId: string, itemId: string, userId: string): Promise<void> {
  await db.query(
    'delete from late_penalty_overrides where platform = $1 and course_id = $2 and content_item_id = $3 and user_id = $4',
    [courseId, itemId, userId],
  );
}
