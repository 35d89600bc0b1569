import { BackendError } from '@tools/backend-api';
import { type DeliverablesApi } from '../api/client.ts';
import type * as d from '../contracts.ts';
import pLimit from 'p-limit';
import { COL, text, toPayload, TRACKER_CONCURRENCY, type DeliverableRow } from '../domain/index.ts';

export type RowOutcome =
  | { key: string; kind: 'created' | 'updated'; item: d.Deliverable }
  | { key: string; kind: 'deleted' }
  | { key: string; kind: 'conflict'; mine: DeliverableRow; theirs: d.Deliverable | null; message: string }
  | { key: string; kind: 'failed'; method: string; status: number | null; item: string; message: string };

type Api = DeliverablesApi;

const statusOf = (error: unknown) => (error instanceof BackendError ? error.status : null);
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

async function conflict(api: Api, row: DeliverableRow, error: unknown): Promise<RowOutcome> {
  const name = row.originalItem || text(row.values, COL.item);
  const theirs = await api.one(name).catch(() => null);
  return { key: row.key, kind: 'conflict', mine: row, theirs, message: messageOf(error) };
}

/**
 * Saves one changed row the way spec 001 §7 says: DELETE deleted rows, PUT new ones, PATCH the
 * rest (and PUT when the PATCH finds no such row). A 409 becomes a conflict carrying the stored
 * version; anything else a failure naming the method and status. Never throws.
 */
export async function saveRow(api: Api, row: DeliverableRow, uuid: string | null): Promise<RowOutcome> {
  const body = toPayload(row) as d.DeliverableInput;
  const item = text(row.values, COL.item);
  let method = 'PATCH';
  try {
    if (row.state === 'deleted') {
      // Never stored: nothing to delete on the server.
      if (row.wasNew && row.version === null) return { key: row.key, kind: 'deleted' };
      method = 'DELETE';
      try {
        await api.remove(body, uuid);
      } catch (error) {
        if (statusOf(error) !== 404) throw error; // already gone: what the user wanted
      }
      return { key: row.key, kind: 'deleted' };
    }
    if (row.state === 'new') {
      method = 'PUT';
      const saved = await api.put(body, uuid);
      return { key: row.key, kind: saved.result, item: saved.item };
    }
    try {
      const saved = await api.patch(body, uuid);
      return { key: row.key, kind: saved.result, item: saved.item };
    } catch (error) {
      if (statusOf(error) !== 404) throw error;
      method = 'PUT';
      const { version: _stale, updated_item: _previous, ...fresh } = body;
      const saved = await api.put(fresh as d.DeliverableInput, uuid);
      return { key: row.key, kind: saved.result, item: saved.item };
    }
  } catch (error) {
    if (statusOf(error) === 409) return conflict(api, row, error);
    return { key: row.key, kind: 'failed', method, status: statusOf(error), item, message: messageOf(error) };
  }
}

/** Saves every changed row, 6 at a time, reporting each as it finishes. */
export async function saveRows(
  api: Api,
  rows: readonly DeliverableRow[],
  uuid: string | null,
  onOutcome: (outcome: RowOutcome, done: number) => void,
): Promise<RowOutcome[]> {
  const limit = pLimit(TRACKER_CONCURRENCY);
  let done = 0;
  return Promise.all(
    rows.map((row) =>
      limit(async () => {
        const outcome = await saveRow(api, row, uuid);
        done += 1;
        onOutcome(outcome, done);
        return outcome;
      }),
    ),
  );
}

export interface SaveSummary {
  created: number;
  updated: number;
  deleted: number;
  conflicts: Extract<RowOutcome, { kind: 'conflict' }>[];
  failures: Extract<RowOutcome, { kind: 'failed' }>[];
}

export function summarise(outcomes: readonly RowOutcome[]): SaveSummary {
  const summary: SaveSummary = { created: 0, updated: 0, deleted: 0, conflicts: [], failures: [] };
  for (const o of outcomes) {
    if (o.kind === 'conflict') summary.conflicts.push(o);
    else if (o.kind === 'failed') summary.failures.push(o);
    else summary[o.kind] += 1;
  }
  return summary;
}
