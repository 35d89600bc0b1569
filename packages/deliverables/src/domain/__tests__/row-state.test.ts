import { describe, expect, it } from 'vitest';
import {
  added,
  DeletedRowEditError,
  edited,
  fromCloud,
  fromCsv,
  saved,
  toggleDeleted,
  type DeliverableRow,
  type RowState,
} from '../row-state.ts';
import { applyStatus } from '../status.ts';

const values = { Item: 'Payroll feed', Customer: 'Acme' };
const rowIn = (state: RowState): DeliverableRow => {
  if (state === 'new') return added(values, 'k');
  if (state === 'updated') return edited(fromCloud(values, 1, 'k'), { ...values, Customer: 'B' });
  if (state === 'deleted') return toggleDeleted(fromCloud(values, 1, 'k'));
  return fromCloud(values, 1, 'k');
};

describe('row states (spec 001 §4)', () => {
  it('loading from the cloud gives clean; from a CSV updated; adding new', () => {
    expect(fromCloud(values, 3).state).toBe('clean');
    expect(fromCloud(values, 3).version).toBe(3);
    expect(fromCsv(values).state).toBe('updated');
    expect(fromCsv(values).version).toBeNull();
    expect(added(values).state).toBe('new');
  });

  it.each<[RowState, RowState]>([
    ['clean', 'updated'],
    ['updated', 'updated'],
    ['new', 'new'],
  ])('editing a %s row gives %s', (from, to) => {
    expect(edited(rowIn(from), { ...values, Notes: 'x' }).state).toBe(to);
  });

  it('a deleted row cannot be edited (and stays deleted)', () => {
    const row = rowIn('deleted');
    expect(() => edited(row, { ...values, Notes: 'x' })).toThrow(DeletedRowEditError);
    expect(row.state).toBe('deleted');
  });

  it.each<[RowState, RowState]>([
    ['clean', 'clean'],
    ['new', 'new'],
    // Spec: "(new if it was new, else clean)"; an edited row keeps its edit (README decision).
    ['updated', 'updated'],
  ])('delete then undo of a %s row gives %s', (from, back) => {
    const row = rowIn(from);
    const deleted = toggleDeleted(row);
    expect(deleted.state).toBe('deleted');
    expect(deleted.originalState).toBe(from);
    expect(deleted.wasNew).toBe(from === 'new');
    const undone = toggleDeleted(deleted);
    expect(undone.state).toBe(back);
    expect(undone.values).toEqual(row.values);
  });

  it('after a successful save a row is clean with the new version and Item as its stored name', () => {
    const row = saved(edited(added(values), { ...values, Item: 'Renamed' }), 4);
    expect(row).toMatchObject({ state: 'clean', version: 4, originalItem: 'Renamed', wasNew: false });
  });
});

describe('status picker side effects', () => {
  it.each([
    ['On-Hold', '', '97 - On-Hold'],
    ['Cancelled', '', '98 - Cancelled'],
    ['Completed', '', '99 - Completed'],
    ['Active', 5, '3 - Ad Hoc Request'],
  ])('%s -> Rank %j, Driver %j', (status, rank, driver) => {
    const out = applyStatus({ Rank: 5, Driver: '3 - Ad Hoc Request', Item: 'x' }, status);
    expect(out).toEqual({ Rank: rank, Driver: driver, Item: 'x', 'Item Status': status });
  });
});
