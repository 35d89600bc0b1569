import type { latePenalty as lp } from '@tools/backend-api/contracts';
import * as v from 'valibot';
import type { Db, Queryable } from '../db/types.ts';
import { decodeKey, pageOf } from './paging.ts';

interface RuleRow {
  code: string;
  label: string;
  status: 'Active' | 'Inactive';
  sort_order: number | null;
}
const toRule = (r: RuleRow): lp.Rule => ({
  Code: r.code,
  Label: r.label,
  Status: r.status,
  SortOrder: r.sort_order === null ? null : Number(r.sort_order),
});
const RuleKey = v.object({ Code: v.string() });

export async function listRules(db: Queryable, limit: number, nextKey: string | undefined) {
  const after = decodeKey(RuleKey, nextKey);
  const rows = await db.query<RuleRow>(
    `select code, label, status, sort_order from late_penalty_rules
     where ($1::text is null or code > $1) order by code limit $2`,
    [after?.Code ?? null, limit + 1],
  );
  const page = pageOf(rows, limit, (r) => ({ Code: r.code }));
  return { items: page.rows.map(toRule), nextKey: page.nextKey };
}

/** Row-level upsert; a new rule gets the next SortOrder, an existing one keeps its own. */
async function upsert(tx: Queryable, rule: lp.RuleInput): Promise<lp.Rule> {
  const [row] = await tx.query<RuleRow>(
    `insert into late_penalty_rules (code, label, status, sort_order, updated_at)
     values ($1, $2, $3, (select coalesce(max(sort_order), 0) + 1 from late_penalty_rules), now())
     on conflict (code) do update set label = excluded.label, status = excluded.status, updated_at = now()
     returning code, label, status, sort_order`,
    [rule.Code, rule.Label, rule.Status],
  );
  return toRule(row as RuleRow);
}

export function saveRules(db: Db, rules: readonly lp.RuleInput[]): Promise<lp.Rule[]> {
  return db.transaction(async (tx) => {
    const saved: lp.Rule[] = [];
    for (const rule of rules) saved.push(await upsert(tx, rule));
    return saved;
  });
}

/**
 * Bulk save in one transaction: renamed codes move their course associations to the new code
 * (the relabelled rule is the same rule), then upserts, then deletes.
 */
export function bulkSaveRules(db: Db, body: lp.RulesBulkBody): Promise<lp.Rule[]> {
  return db.transaction(async (tx) => {
    // Renames first: a new row may take over a code another row was just renamed away from.
    for (const { from, to } of body.renames) {
      if (from === to) continue;
      await tx.query('update late_penalty_associations set rule_code = $2, updated_at = now() where rule_code = $1', [
        from,
        to,
      ]);
      await tx.query('delete from late_penalty_rules where code = $1', [from]);
    }
    const saved: lp.Rule[] = [];
    for (const rule of body.rules) saved.push(await upsert(tx, rule));
    if (body.deletes.length)
      await tx.query('delete from late_penalty_rules where code = any($1::text[])', [body.deletes]);
    return saved;
  });
}

export async function deleteRule(db: Queryable, code: string): Promise<number> {
  const rows = await db.query('delete from late_penalty_rules where code = $1 returning code', [code]);
  return rows.length;
}

export async function deleteAllRules(db: Queryable): Promise<number> {
  const rows = await db.query('delete from late_penalty_rules returning code');
  return rows.length;
}

export async function existingCodes(db: Queryable, codes: readonly string[]): Promise<Set<string>> {
  const rows = await db.query<{ code: string }>('select code from late_penalty_rules where code = any($1::text[])', [
    codes,
  ]);
  return new Set(rows.map((r) => r.code));
}
