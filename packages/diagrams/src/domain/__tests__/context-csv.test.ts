import { describe, expect, it } from 'vitest';
import sample from '../../samples/context-sample.csv?raw';
import { readCsvTable } from '../../csv/read-csv.ts';
import { table } from '../../test/tables.ts';
import { parseContext } from '../context-csv.ts';

const H = ['System Name', 'Export Only', 'Import Only', 'Bi-Directional'];

describe('parseContext', () => {
  it('counts a row only when exactly one direction is marked x', () => {
    const model = parseContext(
      table(
        H,
        ['Library', 'x', '', ''],
        ['Admissions', '', 'X', ''],
        ['CRM', '', '', ' x '],
        ['Nothing', '', '', ''],
        ['Two', 'x', 'x', ''],
        ['All', 'x', 'x', 'x'],
      ),
    );
    expect(model.systems).toEqual([
      { rowNumber: 2, name: 'Library', direction: 'export' },
      { rowNumber: 3, name: 'Admissions', direction: 'import' },
      { rowNumber: 4, name: 'CRM', direction: 'both' },
    ]);
    expect(model.skipped).toEqual([
      { rowNumber: 5, name: 'Nothing', reason: 'no direction is marked with x.' },
      { rowNumber: 6, name: 'Two', reason: '2 directions are marked (Export Only, Import Only); mark exactly one.' },
      {
        rowNumber: 7,
        name: 'All',
        reason: '3 directions are marked (Export Only, Import Only, Bi-Directional); mark exactly one.',
      },
    ]);
  });

  it('reports a repeated system instead of drawing it twice', () => {
    const model = parseContext(table(H, ['Library', 'x', '', ''], ['library', '', 'x', '']));
    expect(model.systems).toHaveLength(1);
    expect(model.skipped).toEqual([{ rowNumber: 3, name: 'library', reason: 'the same system is already on row 2.' }]);
  });

  it('normalises header whitespace', () => {
    const model = parseContext(
      table([' System   Name', 'Export  Only ', 'Import Only', ' Bi-Directional'], ['Library', 'x', '', '']),
    );
    expect(model.systems).toHaveLength(1);
  });

  it.each([
    [['Library', 'yes', '', ''], 'Row 2, column "Export Only": "yes" is not a mark; use x or leave it empty.'],
    [['', 'x', '', ''], 'Row 2, column "System Name": the system name is empty.'],
  ])('rejects %j', (row, message) => {
    expect(() => parseContext(table(H, row))).toThrow(message);
  });

  it('names a missing required column', () => {
    expect(() => parseContext(table(['System Name', 'Export Only', 'Import Only'], ['A', 'x', '']))).toThrow(
      'Row 1, column "Bi-Directional": this column is required and was not found in the header.',
    );
  });

  it('parses the shipped sample: 20+ systems, none skipped', async () => {
    const model = parseContext(await readCsvTable(sample));
    expect(model.systems.length).toBeGreaterThanOrEqual(20);
    expect(model.skipped).toEqual([]);
    expect(new Set(model.systems.map((s) => s.direction))).toEqual(new Set(['export', 'import', 'both']));
  });
});
