import type { latePenalty as lp } from '@tools/backend-api/contracts';
import * as v from 'valibot';
import type { Db, Queryable } from '../db/types.ts';
import { decodeKey, pageOf } from './paging.ts';

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
const AssociationKey = v.object({ CourseId: v.string(), ContentItemId: v.string() });
const idOf = (courseId: string, itemId: string) => `${courseId}:${itemId}`;

/**
 * A page of associations with their Overrides and Penalties maps. `onlyUser` limits both maps
 * to one student's entries (a student reads only their own).
 */
export async function listAssociations(
  db: Queryable,
  opts: { courseId: string | null; limit: number; nextKey: string | undefined; onlyUser: string | null },
): Promise<lp.AssociationsPage> {
  const after = decodeKey(AssociationKey, opts.nextKey);
  const rows = await db.query<AssociationRow>(
    `select course_id, content_item_id, rule_code, status from late_penalty_associations
     where ($1::text is null or course_id = $1)
       and ($2::text is null or (course_id, content_item_id) > ($2, $3))
     order by course_id, content_item_id limit $4`,
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
         where course_id = any($1::text[]) and ($2::text is null or user_id = $2)`,
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
export function saveAssociations(db: Db, items: readonly lp.AssociationInput[]): Promise<lp.Association[]> {
  return db.transaction(async (tx) => {
    const saved: lp.Association[] = [];
    for (const a of items) {
      await tx.query(
        `insert into late_penalty_associations (course_id, content_item_id, rule_code, status, updated_at)
         values ($1, $2, $3, $4, now())
         on conflict (course_id, content_item_id) do update set rule_code = excluded.rule_code, status = excluded.status, updated_at = now()`,
        [a.CourseId, a.ContentItemId, a.Rule, a.Status],
      );
      for (const [userId, points] of Object.entries(a.Overrides))
        await upsertOverride(tx, a.CourseId, a.ContentItemId, userId, points);
      for (const [userId, points] of Object.entries(a.Penalties)) {
        await tx.query(
          `insert into late_penalty_snapshots (course_id, content_item_id, user_id, points, updated_at) values ($1, $2, $3, $4, now())
           on conflict (course_id, content_item_id, user_id) do update set points = excluded.points, updated_at = now()`,
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
export function deleteAssociation(db: Db, courseId: string, itemId: string): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.query('delete from late_penalty_overrides where course_id = $1 and content_item_id = $2', [
      courseId,
      itemId,
    ]);
    await tx.query('delete from late_penalty_snapshots where course_id = $1 and content_item_id = $2', [
      courseId,
      itemId,
    ]);
    const rows = await tx.query(
      'delete from late_penalty_associations where course_id = $1 and content_item_id = $2 returning course_id',
      [courseId, itemId],
    );
    return rows.length;
  });
}

/** 'Delete all': every rule assignment of the course, with overrides and penalties. */
export function deleteCourseAssociations(db: Db, courseId: string): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.query('delete from late_penalty_overrides where course_id = $1', [courseId]);
    await tx.query('delete from late_penalty_snapshots where course_id = $1', [courseId]);
    const rows = await tx.query('delete from late_penalty_associations where course_id = $1 returning course_id', [
      courseId,
    ]);
    return rows.length;
  });
}

export async function upsertOverride(
  db: Queryable,
  courseId: string,
  itemId: string,
  userId: string,
  points: number,
): Promise<void> {
  await db.query(
    `insert into late_penalty_overrides (course_id, content_item_id, user_id, points, updated_at) values ($1, $2, $3, $4, now())
     on conflict (course_id, content_item_id, user_id) do update set points = excluded.points, updated_at = now()`,
    [courseId, itemId, userId, points],
  );
}

export async function deleteOverride(db: Queryable, courseId: string, itemId: string, userId: string): Promise<void> {
  await db.query('delete from late_penalty_overrides where course_id = $1 and content_item_id = $2 and user_id = $3', [
    courseId,
    itemId,
    userId,
  ]);
}
