import type * as gh from '../contracts.ts';
import * as v from 'valibot';
import { decodeKey, keyText, pageOf } from '@tools/server-core/db/keyset.ts';
import type { TenantDb } from '@tools/server-core/db/tenant.ts';

/** SQL for Grade Hurdle associations; every statement is scoped to $1 = platform. */

interface Row {
  course_id: string;
  status: gh.HurdleStatus;
  sub_rules: gh.SubRule[];
  logic: gh.HurdleLogic;
  mapping: gh.MappingRow[] | null;
  performance_score_id: string | null;
  performance_score_ids: Record<string, string>;
  version: number;
  updated_at: Date | string;
}
const COLUMNS =
  'course_id, status, sub_rules, logic, mapping, performance_score_id, performance_score_ids, version, updated_at';

const toAssociation = (r: Row): gh.Association => ({
  coursePk1: r.course_id,
  status: r.status,
  subRules: r.sub_rules,
  logic: r.logic,
  mapping: r.mapping,
  performanceScoreId: r.performance_score_id,
  performanceScoreIds: r.performance_score_ids,
  version: Number(r.version),
  updatedAt: new Date(r.updated_at).toISOString(),
});

export async function findAssociation(db: TenantDb, courseId: string): Promise<gh.Association | null> {
  const rows = await db.query<Row>(
    `select ${COLUMNS} from grade_hurdle_associations where platform = $1 and course_id = $2`,
    [courseId],
  );
  return rows[0] ? toAssociation(rows[0]) : null;
}

const Key = v.object({ CoursePk1: keyText });

export async function listAssociations(db: TenantDb, limit: number, nextKey: string | undefined) {
  const after = decodeKey(Key, nextKey);
  const rows = await db.query<Row>(
    `select ${COLUMNS} from grade_hurdle_associations
     where platform = $1 and ($2::text is null or course_id > $2) order by course_id limit $3`,
    [after?.CoursePk1 ?? null, limit + 1],
  );
  const page = pageOf(rows, limit, (r) => ({ CoursePk1: r.course_id }));
  return { items: page.rows.map(toAssociation), nextKey: page.nextKey };
}

/** Creates the course's association, or sets the status of an existing one (its rules stay). */
export async function upsertStatus(
  db: TenantDb,
  courseId: string,
  status: gh.HurdleStatus,
  by: string,
): Promise<gh.Association> {
  const [row] = await db.query<Row>(
    `insert into grade_hurdle_associations (platform, course_id, status, updated_by) values ($1, $2, $3, $4)
     on conflict (platform, course_id) do update
       set status = excluded.status, version = grade_hurdle_associations.version + 1, updated_at = now(),
           updated_by = excluded.updated_by
     returning ${COLUMNS}`,
    [courseId, status, by],
  );
  return toAssociation(row as Row);
}

export interface AssociationChanges {
  status?: gh.HurdleStatus;
  subRules?: gh.SubRule[];
  logic?: gh.HurdleLogic;
  mapping?: gh.MappingRow[] | null;
  performanceScoreId?: string | null;
  performanceScoreIds?: Record<string, string>;
}

/**
 * Applies the given changes (absent ones stay; score ids are merged per student). With
 * `expectedVersion` only a row still at that version is changed: none back means stale or gone.
 */
export async function updateAssociation(
  db: TenantDb,
  courseId: string,
  changes: AssociationChanges,
  expectedVersion: number | undefined,
  by: string,
): Promise<gh.Association[]> {
  const rows = await db.query<Row>(
    `update grade_hurdle_associations set
       status = coalesce($3, status),
       sub_rules = coalesce($4::jsonb, sub_rules),
       logic = coalesce($5, logic),
       mapping = case when $6::boolean then $7::jsonb else mapping end,
       performance_score_id = case when $8::boolean then $9 else performance_score_id end,
       performance_score_ids = performance_score_ids || coalesce($10::jsonb, '{}'::jsonb),
       version = version + 1, updated_at = now(), updated_by = $11
     where platform = $1 and course_id = $2 and ($12::int is null or version = $12)
     returning ${COLUMNS}`,
    [
      courseId,
      changes.status ?? null,
      changes.subRules === undefined ? null : JSON.stringify(changes.subRules),
      changes.logic ?? null,
      changes.mapping !== undefined,
      changes.mapping ? JSON.stringify(changes.mapping) : null,
      changes.performanceScoreId !== undefined,
      changes.performanceScoreId ?? null,
      changes.performanceScoreIds === undefined ? null : JSON.stringify(changes.performanceScoreIds),
      by,
      expectedVersion ?? null,
    ],
  );
  return rows.map(toAssociation);
}

export async function deleteAssociation(db: TenantDb, courseId: string): Promise<number> {
  const rows = await db.query(
    'delete from grade_hurdle_associations where platform = $1 and course_id = $2 returning course_id',
    [courseId],
  );
  return rows.length;
}
