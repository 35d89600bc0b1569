import { describe, expect, it } from 'vitest';
import { exportFileName, exportRows } from '../export-csv.ts';
import { formatLastUpdated, toPayload } from '../payload.ts';
import { missingRequired, requiredFields } from '../required.ts';
import { roleOf, roleColumn, revealedColumn, seedRoleFilter } from '../roles.ts';
import { added, edited, fromCloud, fromCsv } from '../row-state.ts';
import { defaultVisibleColumns } from '../visible.ts';

describe('required fields per role and type', () => {
  const base = ['Customer', 'Item', 'UAT Target', 'Prod Target', 'Item Status', 'Release'];
  it.each<[string, string, string[]]>([
    ['TPM', 'Report', base],
    ['BA', '', base],
    ['TC', 'Training', ['Customer', 'Item', 'Item Status', 'Release', 'C/T Target']],
    ['TPM', 'consulting', ['Customer', 'Item', 'Item Status', 'Release', 'C/T Target']],
    ['ADMIN', 'Report', []],
    ['ADMIN', 'Training', []],
  ])('%s, type %j', (role, type, expected) => expect(requiredFields(roleOf(role), type)).toEqual(expected));

  it('lists what is blank', () => {
    expect(missingRequired({ Customer: 'Acme', Item: ' ', Type: 'Training', 'Item Status': 'Active' }, 'TPM')).toEqual([
      'Item',
      'Release',
      'C/T Target',
    ]);
  });
});

describe('roles', () => {
  it.each([
    ['ADMIN', 'ADMIN', null, null],
    ['tpm', 'TPM', 'TPM', null],
    ['BA', 'BA', 'BA', 'BA'],
    ['TC', 'TC', 'TC', 'TC'],
    ['', 'TPM', 'TPM', null],
    ['Instructor', 'TPM', 'TPM', null],
  ])('%j -> %s, filtered on %j, reveals %j', (raw, role, column, revealed) => {
    const r = roleOf(raw);
    expect(r).toBe(role);
    expect(roleColumn(r)).toBe(column);
    expect(revealedColumn(r)).toBe(revealed);
  });

  it('seeds a blank role filter with the initials, never overwrites a typed one', () => {
    const cols = ['TPM', 'BA', 'Item'];
    expect(seedRoleFilter({}, 'TPM', 'PN', cols)).toEqual({ TPM: 'PN' });
    expect(seedRoleFilter({ TPM: 'XY' }, 'TPM', 'PN', cols)).toEqual({ TPM: 'XY' });
    expect(seedRoleFilter({}, 'ADMIN', 'PN', cols)).toEqual({});
    expect(seedRoleFilter({}, 'TC', 'PN', cols)).toEqual({});
    expect(seedRoleFilter({}, 'BA', '-', cols)).toEqual({});
  });
});

describe('the edit payload', () => {
  it('strips client markers, computed and tracker columns and Last Updated; sends the version', () => {
    const row = edited(
      fromCloud({ Item: 'Feed', Exceptions: 'x', 'ADO State': 'Active', 'Last Updated': 'old', Notes: 'n' }, 3),
      {
        Item: 'Feed',
        Exceptions: 'x',
        'ADO State': 'Active',
        'Last Updated': 'old',
        'Last Updated By': 'ZZ',
        Notes: 'n2',
      },
    );
    expect(toPayload(row)).toEqual({ Item: 'Feed', Notes: 'n2', version: 3 });
  });
  it('adds updated_item when a stored row was renamed', () => {
    const row = edited(fromCloud({ Item: 'Old name' }, 2), { Item: 'New name' });
    expect(toPayload(row)).toEqual({ Item: 'New name', updated_item: 'Old name', version: 2 });
  });
  it('no updated_item for new rows', () => {
    expect(toPayload(edited(added({ Item: 'a' }), { Item: 'b' }))).toEqual({ Item: 'b' });
  });
  it('a CSV row has no version (PATCH, then PUT on 404)', () => {
    expect(toPayload(fromCsv({ Item: 'a', Rank: 1 }))).toEqual({ Item: 'a', Rank: 1 });
  });
  it('Last Updated is yyyy-mm-dd hh:mm', () => {
    expect(formatLastUpdated(new Date(Date.UTC(2025, 2, 4, 7, 5, 59)))).toBe('2025-03-04 07:05');
  });
});

describe('downloads and visible columns', () => {
  it('file names', () => {
    const now = new Date(2025, 5, 9, 12);
    expect(exportFileName('all', now)).toBe('project-deliverables-all-2025-06-09.csv');
    expect(exportFileName('filtered', now)).toBe('project-deliverables-filtered-2025-06-09.csv');
  });
  it('rows in column order', () => {
    expect(
      exportRows(
        [{ Item: 'a', Rank: 1 } as Record<string, string | number>],
        ['Rank', 'Item', 'Notes'],
        (r, c) => r[c],
      ),
    ).toEqual([
      ['Rank', 'Item', 'Notes'],
      ['1', 'a', ''],
    ]);
  });
  it('the named defaults present, else the first 6 columns; BA/TC column revealed', () => {
    expect(defaultVisibleColumns(['Notes', 'Item', 'Rank', 'BA'])).toEqual(['Item', 'Rank']);
    expect(defaultVisibleColumns(['Notes', 'Item', 'Rank', 'BA'], 'BA')).toEqual(['Item', 'Rank', 'BA']);
    expect(defaultVisibleColumns(['a', 'b', 'c', 'd', 'e', 'f', 'g'])).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
  });
});
