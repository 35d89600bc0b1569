import { ADO_COLUMNS, COL, COMPUTED_COLUMNS } from './columns.ts';
import type { DeliverableRow } from './row-state.ts';
import { text, type CellValue } from './values.ts';

/** The body of PATCH/PUT/DELETE /deliverables: the row's cells, markers stripped. */
export type DeliverablePayload = Record<string, CellValue | number | undefined> & {
  updated_item?: string;
  version?: number;
};

const pad = (n: number) => String(n).padStart(2, '0');

/** "Last Updated format yyyy-mm-dd hh:mm" (UTC: the server stamps it, users sit in many zones). */
export function formatLastUpdated(date: Date): string {
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())} ${pad(date.getUTCHours())}:${pad(
    date.getUTCMinutes(),
  )}`;
}

/** Never sent: computed on screen, or filled from the work-item tracker on every load. */
const NOT_SENT = new Set([...COMPUTED_COLUMNS, ...ADO_COLUMNS]);

/**
 * What the server gets for a row: its cells without the client-only markers (state, original
 * item name, original state, was-new live outside `values`), without computed and tracker
 * columns; `updated_item` (the previous Item name) when a stored row's Item was renamed; the
 * `version` the edit is based on, so a stale save is refused. Last Updated / By are the
 * server's to set from the verified caller.
 */
export function toPayload(row: DeliverableRow): DeliverablePayload {
  const body: DeliverablePayload = {};
  for (const [column, value] of Object.entries(row.values)) {
    if (NOT_SENT.has(column) || column === COL.lastUpdated || column === COL.lastUpdatedBy) continue;
    body[column] = value;
  }
  const item = text(row.values, COL.item);
  if (!row.wasNew && row.originalItem !== null && row.originalItem !== '' && row.originalItem !== item) {
    body.updated_item = row.originalItem;
  }
  if (row.version !== null) body.version = row.version;
  return body;
}
