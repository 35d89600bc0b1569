import { describe, expect, it } from 'vitest';
import { normaliseCsv, normaliseHeader, normaliseRank } from '../csv-normalise.ts';
import { formatStored, inputToStored, parseDay, storedToInput } from '../dates.ts';

describe('CSV normalisation', () => {
  it.each([
    ['  Item  ', 'Item'],
    ['Go-live\n', 'Go-live'],
    ['Total   Hrs', 'Total Hrs'],
    ['UAT\u00a0Target', 'UAT Target'],
    ['\uFEFFRank', 'Rank'],
    ['Last\tUpdated  By', 'Last Updated By'],
  ])('header %j -> %j', (raw, expected) => expect(normaliseHeader(raw)).toBe(expected));

  it.each([
    ['12', 12],
    [' 3.5 ', 3.5],
    ['', ''],
    ['n/a', 'n/a'],
    [7, 7],
  ])('Rank %j -> %j', (raw, expected) => expect(normaliseRank(raw)).toBe(expected));

  it('drops fully empty rows and the dropped columns, keeps Rank numeric', () => {
    const out = normaliseCsv([
      [' Rank', 'Item ', 'Target Date', 'Matched', 'Milestone - Aug', 'Milestone - Sep', 'Release', 'Customer'],
      ['2', 'Payroll feed', '1/1/25', 'Y', 'x', 'y', 'R1', 'Acme U'],
      ['', '', '', '', '', '', '', ''],
      ['  ', ' ', '', '', '', '', '', ''],
      ['x', 'Portal', '', '', '', '', '', ''],
    ]);
    expect(out.headers).toEqual(['Rank', 'Item', 'Customer']);
    expect(out.dropped).toEqual(['Target Date', 'Matched', 'Milestone - Aug', 'Milestone - Sep', 'Release']);
    expect(out.rows).toEqual([
      { Rank: 2, Item: 'Payroll feed', Customer: 'Acme U' },
      { Rank: 'x', Item: 'Portal', Customer: '' },
    ]);
  });

  it('names blank headers and keeps repeated headers apart instead of overwriting', () => {
    const out = normaliseCsv([
      ['Item', '', 'Item'],
      ['a', 'b', 'c'],
    ]);
    expect(out.headers).toEqual(['Item', 'Column 2', 'Item (2)']);
    expect(out.rows).toEqual([{ Item: 'a', 'Column 2': 'b', 'Item (2)': 'c' }]);
  });

  it('short records get empty cells', () => {
    expect(normaliseCsv([['Item', 'Customer'], ['a']]).rows).toEqual([{ Item: 'a', Customer: '' }]);
  });
});

describe('dates: stored as mm/dd/yy, a two-digit year gets 20 prefixed', () => {
  it.each([
    ['03/04/25', { year: 2025, month: 3, day: 4 }],
    ['3/4/25', { year: 2025, month: 3, day: 4 }],
    ['12/31/2026', { year: 2026, month: 12, day: 31 }],
    ['2025-07-09', { year: 2025, month: 7, day: 9 }],
    ['02/30/25', null],
    ['13/01/25', null],
    ['DONE', null],
    ['', null],
  ])('parseDay(%j)', (raw, expected) => expect(parseDay(raw)).toEqual(expected));

  it.each([
    ['2025-03-04', '03/04/25'],
    ['2031-12-01', '12/01/31'],
    ['', ''],
  ])('input %j is stored as %j', (input, stored) => expect(inputToStored(input)).toBe(stored));

  it.each([
    ['03/04/25', '2025-03-04'],
    ['3/4/2025', '2025-03-04'],
    ['DONE', ''],
    ['', ''],
  ])('stored %j shows in a date input as %j', (stored, input) => expect(storedToInput(stored)).toBe(input));

  it('formats a day as mm/dd/yy', () => expect(formatStored({ year: 2009, month: 1, day: 2 })).toBe('01/02/09'));
});
