import { describe, expect, it } from 'vitest';
import sample from '../../samples/data-flow-sample.csv?raw';
import { readCsvTable } from '../../csv/read-csv.ts';
import { dataFlowHeaders, dataFlowRow, table } from '../../test/tables.ts';
import { parseDataFlow } from '../data-flow-csv.ts';

const H = dataFlowHeaders();
const base = {
  'SOR1 System': 'LMS',
  'SOR1 Field': 'Email',
  'SOR1 Db Field': 'email',
  'SOR2 System': 'Hub',
  'SOR2 Field': 'Email',
  'SOR2 Db Field': 'email',
  'SOR3 System': 'SIS',
  'SOR3 Field': 'Email',
  'SOR3 Db Field': 'EMAIL',
  'SOR1 Data Flow Direction': 'SOR2 to SOR1',
  'SOR3 Data Flow Direction': 'SOR3 to SOR2',
};
const parseOne = (values: Record<string, string>) => parseDataFlow(table(H, dataFlowRow(H, values)));

describe('parseDataFlow: directions and sync types', () => {
  it.each([
    ['SOR1', 'SOR2 to SOR1', 'from-hub'],
    ['SOR1', 'sor1  to sor2', 'to-hub'],
    ['SOR1', 'Bi-Directional', 'both'],
    ['SOR3', 'SOR3 to SOR2', 'to-hub'],
    ['SOR3', 'SOR2 to SOR3', 'from-hub'],
    ['SOR3', 'bi-directional', 'both'],
  ])('%s Data Flow Direction %j is %s', (sor, value, direction) => {
    const model = parseOne({ ...base, [`${sor} Data Flow Direction`]: value });
    const flow = model.rows[0]!.flows[sor === 'SOR1' ? 1 : 3];
    expect(flow?.direction).toBe(direction);
  });

  it('reads sync type, mapped flag and SOR1 default', () => {
    const model = parseOne({
      ...base,
      'SOR1 Sync Type': 'Nightly batch',
      'SOR1 Mapped': 'y',
      'SOR3 Mapped': '',
      'SOR1 Default': 'Student',
    });
    const row = model.rows[0]!;
    expect(row.flows[1]).toEqual({ direction: 'from-hub', syncType: 'Nightly batch', mapped: true });
    expect(row.flows[3]).toEqual({ direction: 'to-hub', syncType: '', mapped: false });
    expect(row.sor1Default).toBe('Student');
    expect(model.slots).toEqual([1, 2, 3]);
  });

  it('uses only the slots some row fills (two-system files)', () => {
    const model = parseOne({
      ...base,
      'SOR3 System': '',
      'SOR3 Field': '',
      'SOR3 Db Field': '',
      'SOR3 Data Flow Direction': '',
    });
    expect(model.slots).toEqual([1, 2]);
    expect(model.rows[0]!.flows[3]).toBeUndefined();
  });
});

describe('parseDataFlow: errors name row and column', () => {
  it.each([
    [
      { 'SOR1 Data Flow Direction': 'Sideways' },
      'Row 2, column "SOR1 Data Flow Direction": "Sideways" is not a direction; use "SOR2 to SOR1", "SOR1 to SOR2" or "Bi-Directional".',
    ],
    [
      { 'SOR3 Data Flow Direction': '' },
      'Row 2, column "SOR3 Data Flow Direction": the value is missing; use "SOR3 to SOR2", "SOR2 to SOR3" or "Bi-Directional".',
    ],
    [
      { 'SOR3 Data Flow Direction': 'SOR2 to SOR1' },
      'Row 2, column "SOR3 Data Flow Direction": "SOR2 to SOR1" is not a direction; use "SOR3 to SOR2", "SOR2 to SOR3" or "Bi-Directional".',
    ],
    [{ 'SOR1 Mapped': 'maybe' }, 'Row 2, column "SOR1 Mapped": "maybe" is not valid; use Y or leave it empty.'],
    [{ 'SOR2 System': '' }, 'Row 2, column "SOR2 System": SOR2 has values but no System name.'],
    [
      { 'SOR1 System': '', 'SOR1 Field': '', 'SOR1 Db Field': '' },
      'Row 2, column "SOR1 Data Flow Direction": a flow needs both SOR1 System and SOR2 System in the row.',
    ],
    [
      { 'SOR1 System': '', 'SOR1 Field': '', 'SOR1 Db Field': '', 'SOR1 Data Flow Direction': '', 'SOR1 Default': 'x' },
      'Row 2, column "SOR1 Default": a default value needs a SOR1 System.',
    ],
  ])('%j', (override, message) => {
    expect(() => parseOne({ ...base, ...override })).toThrow(message);
  });

  it('reports a row that names no system', () => {
    const empty = Object.fromEntries(Object.keys(base).map((k) => [k, ''])) as Record<string, string>;
    expect(() => parseOne({ ...empty, 'SOR1 Sync Type': 'Nightly' })).toThrow(
      'Row 2, column "SOR1 System": no system is named (SOR1, SOR2 and SOR3 System are empty).',
    );
  });

  it('requires the SOR1 System column, and SOR2 System when SOR3 columns exist', () => {
    expect(() => parseDataFlow(table(['System', 'Field'], ['A', 'b']))).toThrow(
      'Row 1, column "SOR1 System": this column is required and was not found in the header.',
    );
    const headers = dataFlowHeaders([1, 3]);
    expect(() => parseDataFlow(table(headers, dataFlowRow(headers, { 'SOR1 System': 'A' })))).toThrow(
      'Row 1, column "SOR2 System": SOR3 connects through SOR2, so a file with SOR3 columns needs this column too.',
    );
  });

  it('collects every problem and reports the count', () => {
    const rows = [
      dataFlowRow(H, { ...base, 'SOR1 Mapped': 'maybe' }),
      dataFlowRow(H, base),
      dataFlowRow(H, { ...base, 'SOR3 Data Flow Direction': 'up' }),
    ];
    expect(() => parseDataFlow(table(H, ...rows))).toThrow(/^Row 2, column "SOR1 Mapped": .* \(and 1 more problem\)$/);
  });
});

describe('the shipped sample', () => {
  it('is an SIS -> middleware -> LMS mapping of 60+ fields that parses cleanly', async () => {
    const model = parseDataFlow(await readCsvTable(sample));
    expect(model.rows.length).toBeGreaterThanOrEqual(60);
    expect(model.slots).toEqual([1, 2, 3]);
    const systems = (slot: 1 | 2 | 3) => new Set(model.rows.flatMap((r) => r.ends[slot]?.system ?? []));
    expect(systems(3)).toEqual(new Set(['Student SIS']));
    expect(systems(2)).toEqual(new Set(['Integration Hub']));
    expect(systems(1)).toEqual(new Set(['Blackboard LMS']));
  });
});
