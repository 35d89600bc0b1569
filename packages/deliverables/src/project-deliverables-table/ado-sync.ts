import type { DeliverablesApi } from '../api/client.ts';
import pLimit from 'p-limit';
import { COL, text, TRACKER_CONCURRENCY, type DeliverableRow, type RowValues } from '../domain/index.ts';

export interface SyncResult {
  /** Tracker fields per row key (blank for rows whose lookup failed). */
  values: Record<string, RowValues>;
  synced: number;
  failures: { id: string; message: string }[];
}

const BLANK: RowValues = {
  [COL.adoCustomer]: '',
  [COL.adoState]: '',
  [COL.adoIteration]: '',
  [COL.adoAssignee]: '',
  [COL.adoTags]: '',
};

/** The area path's last part is the customer ("Portfolio\Northfield University" -> Northfield University). */
const lastPart = (path: string) => path.split('\\').pop() ?? path;

/**
 * Looks up every row's ADO work item (numeric ids only), 6 at a time, one lookup per distinct
 * id. A failed lookup blanks that row's tracker fields (spec 001 §8).
 */
export async function syncWorkItems(
  api: DeliverablesApi,
  rows: readonly DeliverableRow[],
  sprint: string,
): Promise<SyncResult> {
  const byId = new Map<string, DeliverableRow[]>();
  for (const row of rows) {
    const id = text(row.values, COL.ado);
    if (/^\d{1,10}$/.test(id)) byId.set(id, [...(byId.get(id) ?? []), row]);
  }
  const limit = pLimit(TRACKER_CONCURRENCY);
  const result: SyncResult = { values: {}, synced: 0, failures: [] };
  await Promise.all(
    [...byId].map(([id, owners]) =>
      limit(async () => {
        let values: RowValues = BLANK;
        try {
          const { fields } = await api.workItem(id, sprint);
          values = {
            [COL.adoCustomer]: lastPart(fields['System.AreaPath']),
            [COL.adoState]: fields['System.State'],
            [COL.adoIteration]: fields['System.IterationPath'],
            [COL.adoAssignee]: fields['System.AssignedTo']?.displayName ?? '',
            [COL.adoTags]: fields['System.Tags'],
          };
          result.synced += owners.length;
        } catch (error) {
          result.failures.push({ id, message: error instanceof Error ? error.message : String(error) });
        }
        for (const row of owners) result.values[row.key] = values;
      }),
    ),
  );
  return result;
}
