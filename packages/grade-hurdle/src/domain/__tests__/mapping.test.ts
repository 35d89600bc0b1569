import { describe, expect, it } from 'vitest';
import { mappingOrDefault, mappingRowFor, normaliseMappingRow, validateMapping } from '../mapping.ts';
import { DEFAULT_MAPPING, type MappingRow } from '../types.ts';

const row = (fromMin: number, fromMax: number, to: number): MappingRow => ({ fromMin, fromMax, to });

describe('default mapping (spec 002 §3: 4-7 -> 3, 3 -> 2, 2 -> 1, 1 -> 1)', () => {
  it.each([
    [7, 3],
    [6, 3],
    [5, 3],
    [4, 3],
    [3, 2],
    [2, 1],
    [1, 1],
  ])('%i -> %i', (from, to) => {
    expect(mappingRowFor(DEFAULT_MAPPING, from)?.row.to).toBe(to);
  });

  it('is valid and used when the course saved none', () => {
    expect(validateMapping(DEFAULT_MAPPING)).toEqual([]);
    expect(mappingOrDefault(null)).toBe(DEFAULT_MAPPING);
    expect(mappingOrDefault([])).toBe(DEFAULT_MAPPING);
    const own = [row(1, 7, 1)];
    expect(mappingOrDefault(own)).toBe(own);
  });
});

describe('normaliseMappingRow (values clamped to 1-7)', () => {
  it.each([
    [{ fromMin: 0, fromMax: 9, to: -2 }, row(1, 7, 1)],
    [{ fromMin: '4', fromMax: '7', to: '3' }, row(4, 7, 3)],
    [{ fromMin: 'x', fromMax: '', to: undefined }, row(1, 7, 1)],
    [{ fromMin: 2.6, fromMax: 3.2, to: 1.4 }, row(3, 3, 1)],
  ])('%j -> %j', (input, expected) => {
    expect(normaliseMappingRow(input)).toEqual(expected);
  });
});

describe('overlapping and gapped rows: what happens', () => {
  it('an overlap is resolved top-down: the first row that holds the code wins', () => {
    const mapping = [row(3, 7, 3), row(3, 3, 1), row(1, 2, 1)];
    expect(mappingRowFor(mapping, 3)).toEqual({ index: 0, row: row(3, 7, 3) });
  });

  it('a gap maps nothing (the grade stays; evaluation says so)', () => {
    expect(mappingRowFor([row(4, 7, 3), row(1, 2, 1)], 3)).toBeUndefined();
  });
});

describe('validateMapping: cover 1-7 without overlap, never raise', () => {
  it.each([
    ['the default', DEFAULT_MAPPING, []],
    ['one row for everything', [row(1, 7, 1)], []],
    ['identity rows lower nothing but raise nothing', [row(1, 1, 1), row(2, 7, 2)], []],
    ['a gap at 3', [row(4, 7, 3), row(1, 2, 1)], ['Every schema code from 1 to 7 needs a row. Not covered: 3.']],
    ['gaps at 1, 2 and 7', [row(3, 6, 3)], ['Every schema code from 1 to 7 needs a row. Not covered: 1, 2, 7.']],
    ['no rows at all', [], ['Every schema code from 1 to 7 needs a row. Not covered: 1, 2, 3, 4, 5, 6, 7.']],
    [
      'an overlap at 3 and 4',
      [row(3, 7, 2), row(1, 4, 1)],
      [
        'Schema 3 is in rows 1 and 2; each code may be in one row only.',
        'Schema 4 is in rows 1 and 2; each code may be in one row only.',
      ],
    ],
    [
      'a row that raises 2 to 3',
      [row(3, 7, 3), row(2, 2, 3), row(1, 1, 1)],
      ['Row 2 would raise 2 to 3; a hurdle may only lower grades.'],
    ],
    [
      'a range whose lowest code would be raised (3-7 -> 4 raises 3)',
      [row(3, 7, 4), row(1, 2, 1)],
      ['Row 1 would raise 3 to 4; a hurdle may only lower grades.'],
    ],
    [
      'an inverted row',
      [row(7, 4, 3), row(1, 3, 1)],
      [
        'Row 1: the lowest schema (7) is above the highest (4).',
        'Every schema code from 1 to 7 needs a row. Not covered: 4, 5, 6, 7.',
      ],
    ],
  ] as const)('%s', (_label, mapping, messages) => {
    expect(validateMapping(mapping).map((i) => i.message)).toEqual(messages);
  });

  it('reports the kind and rows of each issue', () => {
    expect(validateMapping([row(3, 7, 2), row(1, 3, 4)])).toEqual([
      { kind: 'raises', row: 2, from: 1, to: 4, message: 'Row 2 would raise 1 to 4; a hurdle may only lower grades.' },
      {
        kind: 'overlap',
        code: 3,
        rows: [1, 2],
        message: 'Schema 3 is in rows 1 and 2; each code may be in one row only.',
      },
    ]);
  });
});
