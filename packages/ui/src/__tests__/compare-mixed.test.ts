import { describe, expect, it } from 'vitest';
import { classify, compareMixed } from '../table/compare-mixed.ts';

describe('classify', () => {
  it.each([
    [15, 'number'],
    ['-15', 'number'],
    ['1,200.5', 'number'],
    ['2.5e3', 'number'],
    ['2024-03-01', 'date'],
    ['2024-03-01T10:00:00Z', 'date'],
    ['3/1/2024', 'date'],
    ['Mar 1, 2024', 'date'],
    ['1 Mar 2024', 'date'],
    [new Date('2024-03-01'), 'date'],
    ['Item 1', 'text'], // Date.parse would accept this; we must not
    ['e5', 'text'],
    ['DONE', 'text'],
    ['', 'empty'],
    ['   ', 'empty'],
    [null, 'empty'],
    [undefined, 'empty'],
    [Number.NaN, 'empty'],
  ] as const)('%o is %s', (value, kind) => {
    expect(classify(value).kind).toBe(kind);
  });
});

describe('compareMixed', () => {
  it('orders numbers, then dates, then lowercase text, then empty values', () => {
    const values = ['banana', '', '2024-01-02', 10, 'Apple', null, '9', '2023-12-31', 'apple pie', '-3'];
    expect([...values].sort(compareMixed)).toEqual([
      '-3',
      '9',
      10,
      '2023-12-31',
      '2024-01-02',
      'Apple',
      'apple pie',
      'banana',
      '',
      null,
    ]);
  });

  it('compares numbers numerically, not as text', () => {
    expect(compareMixed('10', '9')).toBeGreaterThan(0);
    expect(compareMixed(2, '10')).toBeLessThan(0);
  });

  it('compares dates chronologically across formats', () => {
    expect(compareMixed('12/31/2023', '2024-01-01')).toBeLessThan(0);
    expect(compareMixed('Feb 1, 2024', '1/15/2024')).toBeGreaterThan(0);
  });

  it('ignores case for text and treats equal values as equal', () => {
    expect(compareMixed('ABC', 'abc')).toBe(0);
    expect(compareMixed('', null)).toBe(0);
  });
});
