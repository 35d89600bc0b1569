import { describe, expect, it } from 'vitest';
import { matchesFilter, matchesFilters, parseFilter } from '../filters.ts';
import { initialsOf, initialsOrDash } from '../initials.ts';
import { defaultSort, nextSort, sortBy } from '../sort.ts';
import { sprintCalendar, sprintOf } from '../sprints.ts';
import { markDone, parseTarget, setDate, targetTone } from '../targets.ts';
import type { Day } from '../dates.ts';

const today: Day = { year: 2025, month: 6, day: 10 };

describe('targets: a date or DONE', () => {
  it.each([
    ['DONE', 'done'],
    ['done', 'done'],
    ['06/20/25', 'date'],
    ['', 'empty'],
    ['soon', 'invalid'],
  ])('%j is %s', (raw, kind) => expect(parseTarget(raw).kind).toBe(kind));

  it.each([
    ['06/09/25', 'past-due'],
    ['01/01/24', 'past-due'],
    ['06/10/25', 'due-soon'],
    ['06/17/25', 'due-soon'],
    ['06/18/25', null],
    ['DONE', null],
    ['', null],
  ])('%j colours as %j', (raw, tone) => expect(targetTone(raw, today)).toBe(tone));

  it('Mark DONE gives DONE; Set Date gives empty', () => {
    expect(markDone()).toBe('DONE');
    expect(setDate()).toBe('');
  });
});

describe('filters: case-insensitive contains, ! or NOT excludes', () => {
  it.each([
    ['acme', { term: 'acme', exclude: false }],
    ['!Acme', { term: 'acme', exclude: true }],
    ['! acme', { term: 'acme', exclude: true }],
    ['NOT acme', { term: 'acme', exclude: true }],
    ['not Acme U', { term: 'acme u', exclude: true }],
    ['Nothing', { term: 'nothing', exclude: false }],
  ])('parseFilter(%j)', (raw, parsed) => expect(parseFilter(raw)).toEqual(parsed));

  it.each([
    ['Acme University', 'acme', 'Customer', true],
    ['Acme University', 'UNIV', 'Customer', true],
    ['Acme University', 'zen', 'Customer', false],
    ['Acme University', '!acme', 'Customer', false],
    ['Zenith College', '!acme', 'Customer', true],
    ['Zenith College', 'NOT acme', 'Customer', true],
    ['', '!acme', 'Customer', true],
    ['anything', '', 'Customer', true],
    ['anything', '!', 'Customer', true],
    [12, '1', 'Rank', true],
    ['Priya Natarajan', 'PN', 'ADO Assignee', true],
    ['Priya Natarajan', 'pn', 'ADO Assignee', true],
    ['Priya Natarajan', 'natar', 'ADO Assignee', true],
    ['Priya Natarajan', '!PN', 'ADO Assignee', false],
    ['Priya Natarajan', 'PN', 'Customer', false],
  ])('%j with filter %j on %s -> %s', (cell, filter, column, expected) => {
    expect(matchesFilter(cell, filter, column)).toBe(expected);
  });

  it('every column filter must match', () => {
    const row = { Customer: 'Acme', Team: 'ERP' };
    expect(matchesFilters(row, { Customer: 'ac', Team: 'erp' })).toBe(true);
    expect(matchesFilters(row, { Customer: 'ac', Team: '!erp' })).toBe(false);
  });
});

describe('initials', () => {
  it.each([
    ['Jane Doe', 'JD'],
    ['jane van dyke', 'JVD'],
    ['Doe, Jane', 'JD'],
    ['Jane Doe <jane@example.edu>', 'JD'],
    ['Anne-Marie Li', 'AML'],
    ['', ''],
  ])('%j -> %j', (name, initials) => expect(initialsOf(name)).toBe(initials));
  it('a dash without a name', () => {
    expect(initialsOrDash(null)).toBe('-');
    expect(initialsOrDash({ given: '', family: ' ' })).toBe('-');
    expect(initialsOrDash({ given: 'Priya', family: 'Natarajan' })).toBe('PN');
  });
});

describe('sort: numbers, dates, lowercase text, empties last', () => {
  const rows = [{ v: 'beta' }, { v: '' }, { v: 10 }, { v: '03/01/25' }, { v: 'Alpha' }, { v: 2 }, { v: '01/15/25' }];
  const by = (r: { v: unknown }) => r.v;
  it('ascending', () => {
    expect(sortBy(rows, { column: 'v', direction: 'asc' }, by).map(by)).toEqual([
      2,
      10,
      '01/15/25',
      '03/01/25',
      'Alpha',
      'beta',
      '',
    ]);
  });
  it('descending keeps empties last', () => {
    expect(sortBy(rows, { column: 'v', direction: 'desc' }, by).map(by)).toEqual([
      'beta',
      'Alpha',
      '03/01/25',
      '01/15/25',
      10,
      2,
      '',
    ]);
  });
  it('none keeps the data order', () => expect(sortBy(rows, null, by)).toEqual(rows));
  it('cycles ascending, descending, none; another column starts ascending', () => {
    expect(nextSort(null, 'Rank')).toEqual({ column: 'Rank', direction: 'asc' });
    expect(nextSort({ column: 'Rank', direction: 'asc' }, 'Rank')).toEqual({ column: 'Rank', direction: 'desc' });
    expect(nextSort({ column: 'Rank', direction: 'desc' }, 'Rank')).toBeNull();
    expect(nextSort({ column: 'Rank', direction: 'desc' }, 'Item')).toEqual({ column: 'Item', direction: 'asc' });
  });
  it('default is Rank ascending when a Rank column exists', () => {
    expect(defaultSort(['Item', 'Rank'])).toEqual({ column: 'Rank', direction: 'asc' });
    expect(defaultSort(['Item'])).toBeNull();
  });
});

describe('sprint calendar', () => {
  it('2025 has 26 two-week sprints, the first Jan 1-12, the last ending Dec 28', () => {
    const cal = sprintCalendar();
    expect(cal).toHaveLength(26);
    expect(cal[0]).toEqual({
      name: '2025 Sprint1',
      start: { year: 2025, month: 1, day: 1 },
      end: { year: 2025, month: 1, day: 12 },
    });
    expect(cal[1]).toEqual({
      name: '2025 Sprint2',
      start: { year: 2025, month: 1, day: 13 },
      end: { year: 2025, month: 1, day: 26 },
    });
    expect(cal[25]).toEqual({
      name: '2025 Sprint26',
      start: { year: 2025, month: 12, day: 15 },
      end: { year: 2025, month: 12, day: 28 },
    });
  });
  it.each([
    [{ year: 2025, month: 1, day: 1 }, '2025 Sprint1'],
    [{ year: 2025, month: 1, day: 12 }, '2025 Sprint1'],
    [{ year: 2025, month: 1, day: 13 }, '2025 Sprint2'],
    [{ year: 2025, month: 6, day: 10 }, '2025 Sprint12'],
    [{ year: 2025, month: 12, day: 28 }, '2025 Sprint26'],
    [{ year: 2025, month: 12, day: 31 }, '2025 Sprint26'],
    [{ year: 2024, month: 12, day: 31 }, '2024 Sprint1'],
    [{ year: 2026, month: 11, day: 23 }, '2026 Sprint1'],
  ])('%j is in %s', (day, name) => expect(sprintOf(day)).toBe(name));
});
