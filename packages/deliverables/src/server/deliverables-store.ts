import type * as d from '../contracts.ts';
import * as v from 'valibot';
import { decodeKey, keyText, pageOf } from '@tools/server-core/db/keyset.ts';
import type { TenantDb } from '@tools/server-core/db/tenant.ts';

/** SQL for deliverables; every statement is scoped to $1 = platform. */

interface Row {
  item_key: string;
  columns: Record<string, string | number>;
  version: number;
  last_updated: string;
  last_updated_by: string;
}
const COLUMNS = 'item_key, columns, version, last_updated, last_updated_by';

/** One row per Item name: trimmed, inner whitespace collapsed, case-insensitive. */
export function itemKey(item: string): string {
  return item.replace(/\s+/g, ' ').trim().toLowerCase();
}

const toDeliverable = (r: Row): d.Deliverable => ({
  ...r.columns,
  'Last Updated': r.last_updated,
  'Last Updated By': r.last_updated_by,
  version: Number(r.version),
});

export interface Stamp {
  at: string;
  by: string;
  userId: string;
}

export async function findRow(db: TenantDb, item: string): Promise<d.Deliverable | null> {
  const rows = await db.query<Row>(`select ${COLUMNS} from deliverables where platform = $1 and item_key = $2`, [
    itemKey(item),
  ]);
  return rows[0] ? toDeliverable(rows[0]) : null;
}

const Key = v.object({ item: keyText });

export async function listRows(db: TenantDb, limit: number, nextKey: string | undefined) {
  const after = decodeKey(Key, nextKey);
  const rows = await db.query<Row>(
    `select ${COLUMNS} from deliverables
     where platform = $1 and ($2::text is null or item_key > $2) order by item_key limit $3`,
    [after?.item ?? null, limit + 1],
  );
  const page = pageOf(rows, limit, (r) => ({ item: r.item_key }));
  return { items: page.rows.map(toDeliverable), nextKey: page.nextKey };
}

/** Inserts a row; none back when the Item name is taken. */
export async function insertRow(db: TenantDb, body: d.DeliverableBody, stamp: Stamp): Promise<d.Deliverable[]> {
  const rows = await db.query<Row>(
    `insert into deliverables (platform, item_key, item, columns, last_updated, last_updated_by, updated_by_user_id)
     values ($1, $2, $3, $4, $5, $6, $7) on conflict (platform, item_key) do nothing returning ${COLUMNS}`,
    [itemKey(body.item), body.item, JSON.stringify(body.columns), stamp.at, stamp.by, stamp.userId],
  );
  return rows.map(toDeliverable);
}

/**
 * Replaces the row stored as `fromItem` (its columns, and its name when renamed). With
 * `expected` only when it still has that version; none back otherwise (see expectVersion).
 */
export async function updateRow(
  db: TenantDb,
  fromItem: string,
  body: d.DeliverableBody,
  expected: number | undefined,
  stamp: Stamp,
): Promise<d.Deliverable[]> {
  const rows = await db.query<Row>(
    `update deliverables set item_key = $3, item = $4, columns = $5, version = version + 1,
       last_updated = $6, last_updated_by = $7, updated_by_user_id = $8, updated_at = now()
     where platform = $1 and item_key = $2 and ($9::integer is null or version = $9) returning ${COLUMNS}`,
    [
      itemKey(fromItem),
      itemKey(body.item),
      body.item,
      JSON.stringify(body.columns),
      stamp.at,
      stamp.by,
      stamp.userId,
      expected ?? null,
    ],
  );
  return rows.map(toDeliverable);
}

/** Deletes the row (only at `expected` when given); the number of rows deleted. */
export async function deleteRow(db: TenantDb, item: string, expected: number | undefined): Promise<number> {
  const rows = await db.query(
    `delete from deliverables where platform = $1 and item_key = $2 and ($3::integer is null or version = $3)
     returning item_key`,
    [itemKey(item), expected ?? null],
  );
  return rows.length;
}
