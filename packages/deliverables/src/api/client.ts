import * as d from '../contracts.ts';
import { allPages, type BackendCall } from '@tools/backend-api';

/** The deliverables tracker's back end (spec 001 §7). A stale `version` answers 409; PATCH of an unknown Item 404. */
export function deliverablesApi(call: BackendCall) {
  const api = {
    list: (p: { limit?: number; nextKey?: string | null; uuid?: string | null; item?: string } = {}) =>
      call('get', 'deliverables', d.DeliverablesPage, { query: p }) as Promise<d.DeliverablesPage>,
    /** Every row: pages of 1000 (spec §9), following nextKey. */
    all: (uuid?: string | null) => allPages((nextKey) => api.list({ limit: d.DELIVERABLES_PAGE_SIZE, nextKey, uuid })),
    /** The stored row named `item`, or null. */
    one: async (item: string) => (await api.list({ item, limit: 1 })).items[0] ?? null,
    patch: (row: d.DeliverableInput, uuid?: string | null) =>
      call('patch', 'deliverables', d.DeliverableSaved, { json: row, query: { uuid } }) as Promise<d.DeliverableSaved>,
    put: (row: d.DeliverableInput, uuid?: string | null) =>
      call('put', 'deliverables', d.DeliverableSaved, { json: row, query: { uuid } }) as Promise<d.DeliverableSaved>,
    /** The work item's tracker fields through our server's Azure DevOps proxy (spec §7 "Work-item proxy"). */
    workItem: (id: string, sprint?: string) =>
      call('get', `deliverables/workitems/${encodeURIComponent(id)}`, d.WorkItem, { query: { sprint } }),
    /** Spec 000's snapshot `{headers, rows, meta}`, forwarded by our server to the configured save URL. */
    snapshot: (body: d.Snapshot) => call('post', 'deliverables/snapshot', d.SnapshotResult, { json: body }),
    remove: (row: d.DeliverableInput, uuid?: string | null) =>
      call('delete', 'deliverables', d.DeliverableDeleted, { json: row, query: { uuid } }),
  };
  return api;
}
export type DeliverablesApi = ReturnType<typeof deliverablesApi>;
