import { COL } from './columns.ts';
import { text, type RowValues } from './values.ts';

export type RowState = 'clean' | 'updated' | 'new' | 'deleted';

/**
 * A row on screen. `values` are the cells; the rest are the client-only markers of spec 001 §3
 * (state, original item name, original state, was-new), never sent to the server.
 */
export interface DeliverableRow {
  /** Stable client id (for React keys and selection), not a column. */
  key: string;
  values: RowValues;
  state: RowState;
  /** The Item name as the server knows it (null for rows the server has never seen). */
  originalItem: string | null;
  /** The state before Delete, restored by Undo. */
  originalState: Exclude<RowState, 'deleted'> | null;
  wasNew: boolean;
  /** The server's version of the row (null when the server has never seen it). */
  version: number | null;
}

let counter = 0;
/** A fresh client key; rows from one load get distinct keys. */
export function newRowKey(): string {
  counter += 1;
  return `r${Date.now().toString(36)}-${counter.toString(36)}`;
}

/** "Loading from the cloud gives clean." */
export function fromCloud(values: RowValues, version: number | null, key = newRowKey()): DeliverableRow {
  return {
    key,
    values,
    state: 'clean',
    originalItem: text(values, COL.item),
    originalState: null,
    wasNew: false,
    version,
  };
}

/**
 * "Loading from a CSV marks all rows updated." They may or may not exist on the server: the
 * save PATCHes them and falls back to PUT on a 404 (spec 001 §7).
 */
export function fromCsv(values: RowValues, key = newRowKey()): DeliverableRow {
  return {
    key,
    values,
    state: 'updated',
    originalItem: text(values, COL.item),
    originalState: null,
    wasNew: false,
    version: null,
  };
}

/** "Adding a row gives new." */
export function added(values: RowValues, key = newRowKey()): DeliverableRow {
  return { key, values, state: 'new', originalItem: null, originalState: null, wasNew: true, version: null };
}

export class DeletedRowEditError extends Error {
  override name = 'DeletedRowEditError';
  constructor() {
    super('A deleted row cannot be edited. Undo the delete first.');
  }
}

/** "Editing: new stays new, deleted stays deleted, anything else becomes updated." A deleted row cannot be edited. */
export function edited(row: DeliverableRow, values: RowValues): DeliverableRow {
  if (row.state === 'deleted') throw new DeletedRowEditError();
  return { ...row, values, state: row.state === 'new' ? 'new' : 'updated' };
}

/** The state a changed row takes (bulk actions too): new stays new, otherwise updated. */
export function changedState(row: DeliverableRow): RowState {
  return row.state === 'new' || row.state === 'deleted' ? row.state : 'updated';
}

/**
 * Delete toggles: to deleted remembering the earlier state and whether it was new; Undo
 * restores the earlier state. The spec's "(new if it was new, else clean)" would turn an
 * edited row clean and silently drop its edit from the next save, so an updated row comes
 * back updated (README, decisions).
 */
export function toggleDeleted(row: DeliverableRow): DeliverableRow {
  if (row.state !== 'deleted') {
    return { ...row, state: 'deleted', originalState: row.state, wasNew: row.state === 'new' || row.wasNew };
  }
  return { ...row, state: row.wasNew ? 'new' : (row.originalState ?? 'clean'), originalState: null };
}

/** A row the server now holds as `version`: clean, with its stored Item name. */
export function saved(row: DeliverableRow, version: number): DeliverableRow {
  return {
    ...row,
    state: 'clean',
    originalItem: text(row.values, COL.item),
    originalState: null,
    wasNew: false,
    version,
  };
}

export function isDirty(row: DeliverableRow): boolean {
  return row.state !== 'clean';
}

/** Announced to screen readers with each row. */
export const STATE_LABELS: Record<RowState, string> = {
  clean: 'Unchanged',
  updated: 'Updated',
  new: 'New',
  deleted: 'Deleted',
};
