import type * as d from '../contracts.ts';
import { dayOf, formatLastUpdated, initialsOrDash, sprintOf } from '@tools/deliverables/domain';
import type { ServiceContext } from '@tools/server-core/context.ts';
import { expectVersion } from '@tools/server-core/db/expect-version.ts';
import { HttpError } from '@tools/server-core/http/errors.ts';
import { format, serverMessages } from '@tools/server-core/messages.ts';
import type { WorkItemFields } from './ado-client.ts';
import type { SaveUrlConfig } from './save-url-config.ts';
import * as store from './deliverables-store.ts';
import { deliverablesMessages as m } from './messages.ts';

/**
 * Deliverables services (spec 001 §7). Who may use them: any user the server can identify with
 * Learn (a valid token of an allowed Learn site; `identify` asks Learn). The tracker is one
 * portfolio per Learn site, shared by its project managers, so there is no course or role check:
 * the spec's roles (ADMIN, TPM, BA, TC) are display choices of the host, not permissions.
 * Every row carries a version: a PATCH or DELETE based on an old one is refused with 409 and
 * nothing is written. Last Updated / By come from the clock and the verified caller.
 */

const what = (item: string) => format(m.row, { item });

function stamp(ctx: ServiceContext): store.Stamp {
  return {
    at: formatLastUpdated(ctx.now()),
    by: initialsOrDash(ctx.caller.user.name),
    userId: ctx.caller.user.id,
  };
}

export async function list(ctx: ServiceContext, q: d.DeliverablesQuery): Promise<d.DeliverablesPage> {
  if (q.item !== undefined) {
    const row = await store.findRow(ctx.db, q.item);
    return { items: row ? [row] : [], nextKey: null };
  }
  return store.listRows(ctx.db, q.limit ?? 1000, q.nextKey);
}

/** PUT: a new row. An Item name already stored is a 409 (someone created it meanwhile). */
export async function create(ctx: ServiceContext, body: d.DeliverableBody): Promise<d.DeliverableSaved> {
  const [item] = await store.insertRow(ctx.db, body, stamp(ctx));
  if (!item) throw new HttpError(409, format(m.exists, { item: body.item }));
  return { result: 'created', item };
}

/**
 * PATCH: replaces the row named `updated_item` (a rename) or `Item`. 404 when there is none
 * (the client then PUTs, spec §7); 409 when `version` is stale or a rename hits another row.
 */
export async function update(ctx: ServiceContext, body: d.DeliverableBody): Promise<d.DeliverableSaved> {
  const from = body.previousItem ?? body.item;
  return ctx.db.transaction(async (tx) => {
    if (store.itemKey(from) !== store.itemKey(body.item) && (await store.findRow(tx, body.item))) {
      throw new HttpError(409, format(m.exists, { item: body.item }));
    }
    const item = await expectVersion(
      await store.updateRow(tx, from, body, body.version, stamp(ctx)),
      what(from),
      async () => Boolean(await store.findRow(tx, from)),
    );
    return { result: 'updated' as const, item };
  });
}

/** DELETE: the row named `Item`, refused (409) when `version` is stale; 404 when it is gone. */
export async function remove(ctx: ServiceContext, body: d.DeliverableBody): Promise<d.DeliverableDeleted> {
  const deleted = await store.deleteRow(ctx.db, body.item, body.version);
  if (deleted > 0) return { deleted: true };
  if (await store.findRow(ctx.db, body.item)) {
    throw new HttpError(409, format(serverMessages.staleWrite, { what: what(body.item) }));
  }
  throw new HttpError(404, format(serverMessages.notFound, { what: what(body.item) }));
}

/**
 * GET {adoProxy}/workitems/{id}?sprint=: the work item's tracker fields from Azure DevOps (the PAT
 * stays on the server) and the current sprint (the one asked for, else today's in the calendar).
 */
export async function workItem(
  ctx: ServiceContext,
  getWorkItem: ((id: number) => Promise<WorkItemFields>) | null,
  rawId: string,
  q: d.WorkItemQuery,
): Promise<d.WorkItem> {
  if (!/^\d{1,10}$/.test(rawId)) throw new HttpError(400, format(m.badWorkItemId, { id: rawId.slice(0, 20) }));
  if (!getWorkItem) throw new HttpError(503, m.adoOff);
  const id = Number(rawId);
  const fields = await getWorkItem(id);
  return { id, fields, currentSprint: q.sprint ?? sprintOf(dayOf(ctx.now())) };
}

/**
 * POST {backend}/deliverables/snapshot: forwards `{headers, rows, meta}` to the configured save
 * URL (spec 000 §7) with its bearer, and reports the receiver's status and text as they are,
 * so the screen can say 'Save failed ({status}): {text}' or 'Saved {n} record(s) …'.
 */
export async function forwardSnapshot(
  save: SaveUrlConfig | null,
  fetchFn: typeof fetch,
  body: d.Snapshot,
): Promise<d.SnapshotResult> {
  if (!save) throw new HttpError(503, m.saveUrlOff);
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (save.token) headers.Authorization = `Bearer ${save.token}`;
  try {
    const res = await fetchFn(save.url, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(save.timeoutMs),
    });
    const text = (await res.text().catch(() => '')).slice(0, 500);
    return { ok: res.ok, status: res.status, text, saved: res.ok ? body.rows.length : 0 };
  } catch (error) {
    const reason = error instanceof Error && error.name === 'TimeoutError' ? 'no answer in time' : 'not reachable';
    return { ok: false, status: 0, text: `The save URL is ${reason}.`, saved: 0 };
  }
}
