import type * as lp from '../contracts.ts';
import * as v from 'valibot';
import { decodeKey, keyText, pageOf } from '@tools/server-core/db/keyset.ts';
import type { TenantDb } from '@tools/server-core/db/tenant.ts';

/** SQL for penalty rules. Every statement is scoped to the caller's Learn site ($1 = platform). */

interface RuleRow {
  code: string;
  label: string;
  status: 'Active' | 'Inactive';
  sort_order: number | null;
  version: number;
}
const COLUMNS = 'code, label, status, sort_order, version';
const toRule = (r: RuleRow): lp.Rule => ({
  Code: r.code,
  Label: r.label,
  Status: r.status,
  SortOrder: r.sort_order === null ? null : Number(r.sort_order),
  Version: Number(r.version),
});
const RuleKey = v.object({ Code: keyText });

export async function listRules(db: TenantDb, limit: number, nextKey: string | undefined) {
  const after = decodeKey(RuleKey, nextKey);
  const rows = await db.query<RuleRow>(
    `select ${COLUMNS} from late_penalty_rules
     where platform = $1 and ($2::text is null or code > $2) order by code limit $3`,
    [after?.Code ?? null, limit + 1],
  );
  const page = pageOf(rows, limit, (r) => ({ Code: r.code }));
  return { items: page.rows.map(toRule), nextKey: page.nextKey };
}

export async function findRule(db: TenantDb, code: string): Promise<lp.Rule | null> {
  const rows = await db.query<RuleRow>(`select ${COLUMNS} from late_penalty_rules where platform = $1 and code = $2`, [
    code,
  ]);
  return rows[0] ? toRule(rows[0]) : null;
}

/** Insert, or update when the code exists; a new rule gets the next SortOrder. */
export async function upsertRule(db: TenantDb, rule: lp.RuleInput): Promise<lp.Rule> {
  const [row] = await db.query<RuleRow>(
    `insert into late_penalty_rules (platform, code, label, status, sort_order, updated_at)
     values ($1, $2, $3, $4, (select coalesce(max(sort_order), 0) + 1 from late_penalty_rules where platform = $1), now())
     on conflict (platform, code) do update
       set label = excluded.label, status = excluded.status, version = late_penalty_rules.version + 1, updated_at = now()
     returning ${COLUMNS}`,
    [rule.Code, rule.Label, rule.Status],
  );
  return toRule(row as RuleRow);
}

/** Update only when the row is still at `version`; no row back means stale or gone (see expectVersion). */
export async function updateRuleAt(db: TenantDb, rule: lp.RuleInput, version: number): Promise<lp.Rule[]> {
  const rows = await db.query<RuleRow>(
    `update late_penalty_rules set label = $3, status = $4, version = version + 1, updated_at = now()
     where platform = $1 and code = $2 and version = $5 returning ${COLUMNS}`,
    [rule.Code, rule.Label, rule.Status, version],
  );
  return rows.map(toRule);
}

/**
 * A relabelled rule gets a new code (spec 002 §4): its course associations follow it, and the
 * old row goes (the new code is then upserted). Several renames in one save may swap codes, so
 * rows are not moved in place.
 */
export async function renameRule(db: TenantDb, from: string, to: string): Promise<void> {
  await db.query(
    'update late_penalty_associations set rule_code = $3, updated_at = now() where platform = $1 and rule_code = $2',
    [from, to],
  );
  await db.query('delete from late_penalty_rules where platform = $1 and code = $2', [from]);
}

export async function deleteRules(db: TenantDb, codes: readonly string[]): Promise<number> {
  const rows = await db.query(
    'delete from late_penalty_rules where platform = $1 and code = any($2::text[]) returning code',
    [codes],
  );
  return rows.length;
}

export async function deleteAllRules(db: TenantDb): Promise<number> {
  const rows = await db.query('delete from late_penalty_rules where platform = $1 returning code');
  return rows.length;
}

export async function existingCodes(db: TenantDb, codes: readonly string[]): Promise<Set<string>> {
  const rows = await db.query<{ code: string }>(
    'select code from late_penalty_rules where platform = $1 and code = any($2::text[])',
    [codes],
  );
  return new Set(rows.map((r) => r.code));
}

/** Courses and assignments per rule code (an assignment's own rule, or a course default). */
export async function ruleUsage(db: TenantDb): Promise<{ Code: string; Courses: number; Assignments: number }[]> {
  const rows = await db.query<{ code: string; courses: number; assignments: number }>(
    `select code, count(distinct course_id) as courses, count(content_item_id) as assignments from (
       select rule_code as code, course_id, content_item_id from late_penalty_associations
       where platform = $1 and status = 'Active'
       union all
       select rule_code, course_id, null from late_penalty_course_defaults where platform = $1
     ) used group by code order by code`,
  );
  return rows.map((r) => ({ Code: r.code, Courses: Number(r.courses), Assignments: Number(r.assignments) }));
}
