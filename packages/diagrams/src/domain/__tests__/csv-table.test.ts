import { describe, expect, it } from 'vitest';
import { DiagramCsvError, formatIssue } from '../csv-issues.ts';
import { cell, columnIndex, normaliseHeader, toCsvTable } from '../csv-table.ts';

describe('normaliseHeader', () => {
  it.each([
    ['  SOR1 System ', 'SOR1 System'],
    ['SOR1\t  Data\nFlow   Direction', 'SOR1 Data Flow Direction'],
    ['\uFEFFSystem Name', 'System Name'],
    ['Bi-Directional', 'Bi-Directional'],
  ])('%j -> %j', (raw, expected) => expect(normaliseHeader(raw)).toBe(expected));
});

describe('toCsvTable', () => {
  it('drops fully empty rows but keeps spreadsheet row numbers', () => {
    const t = toCsvTable([
      [' A ', 'B'],
      ['1', '2'],
      ['', '  '],
      ['3', '4'],
    ]);
    expect(t.headers).toEqual(['A', 'B']);
    expect(t.rows.map((r) => r.rowNumber)).toEqual([2, 4]);
  });

  it('finds columns ignoring case and spacing, and reads absent cells as empty', () => {
    const t = toCsvTable([['System  Name', 'Export Only'], ['  Library ']]);
    const row = t.rows[0]!;
    expect(columnIndex(t, 'system name')).toBe(0);
    expect(cell(row, columnIndex(t, 'System Name'))).toBe('Library');
    expect(cell(row, columnIndex(t, 'Export Only'))).toBe('');
    expect(cell(row, columnIndex(t, 'Missing'))).toBe('');
  });

  it('rejects a duplicate header naming both positions', () => {
    expect(() =>
      toCsvTable([
        ['A', 'b ', 'B'],
        ['1', '2', '3'],
      ]),
    ).toThrow('Row 1, column "B": the column appears twice (columns 2 and 3).');
  });

  it('rejects values past the last header column, naming the row', () => {
    expect(() =>
      toCsvTable([
        ['A', 'B'],
        ['1', '2'],
        ['1', '2', 'extra'],
      ]),
    ).toThrow('Row 3: it has a value in column 3 but the header has only 2 columns.');
  });

  it('accepts trailing empty cells past the header (spreadsheet exports add them)', () => {
    expect(toCsvTable([['A'], ['1', '', '']]).rows).toHaveLength(1);
  });

  it('rejects a file without a header or without data rows', () => {
    expect(() => toCsvTable([])).toThrow('Row 1: the file has no header row.');
    expect(() =>
      toCsvTable([
        ['A', 'B'],
        ['', ''],
      ]),
    ).toThrow('The CSV has a header but no data rows.');
  });
});

describe('DiagramCsvError', () => {
  it('shows the first issue and counts the others', () => {
    const error = new DiagramCsvError([
      { row: 2, column: 'X', problem: 'bad.' },
      { row: 3, column: null, problem: 'worse.' },
      { row: null, column: null, problem: 'worst.' },
    ]);
    expect(error.message).toBe('Row 2, column "X": bad. (and 2 more problems)');
    expect(error.issues.map(formatIssue)).toEqual(['Row 2, column "X": bad.', 'Row 3: worse.', 'worst.']);
    expect(formatIssue({ row: null, column: 'C', problem: 'p' })).toBe('Column "C": p');
  });
});
