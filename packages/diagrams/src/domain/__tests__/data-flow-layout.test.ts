import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import sample from '../../samples/data-flow-sample.csv?raw';
import { readCsvTable } from '../../csv/read-csv.ts';
import { dataFlowModel } from '../../test/arbitraries.ts';
import { everythingInside, overlappingBoxes } from '../../test/scene-checks.ts';
import { DATA_FLOW } from '../constants.ts';
import { parseDataFlow } from '../data-flow-csv.ts';
import { layoutDataFlow } from '../data-flow-layout.ts';
import type { DataFlowModel } from '../data-flow-model.ts';
import type { Scene } from '../scene.ts';

const sampleModel = async () => parseDataFlow(await readCsvTable(sample));
const textsOf = (scene: Scene) => scene.texts.map((t) => t.text);

/** Each CSV row is one horizontal band: its cells share one y and no other row uses that y. */
function rowBands(scene: Scene, model: DataFlowModel) {
  const bands = new Map<number, Set<number>>();
  for (const box of scene.boxes) {
    if (box.csvRow === undefined) continue;
    bands.set(box.csvRow, (bands.get(box.csvRow) ?? new Set()).add(box.y));
  }
  const cellCount = (row: number) => scene.boxes.filter((b) => b.csvRow === row).length;
  return model.rows.map((r) => ({
    row: r.rowNumber,
    ys: [...(bands.get(r.rowNumber) ?? [])],
    cells: cellCount(r.rowNumber),
    ends: Object.keys(r.ends).length,
  }));
}

function checkInvariants(model: DataFlowModel, mode: 'logical' | 'physical') {
  const scene = layoutDataFlow(model, mode);
  expect(scene.width).toBe(DATA_FLOW.canvasWidth);
  expect(overlappingBoxes(scene)).toEqual([]);
  expect(everythingInside(scene)).toBe(true);
  const bands = rowBands(scene, model);
  for (const band of bands) {
    expect(band.ys).toHaveLength(1);
    expect(band.cells).toBe(band.ends);
  }
  expect(new Set(bands.map((b) => b.ys[0])).size).toBe(model.rows.length);
  for (const box of scene.boxes)
    expect(box.height).toBe(box.csvRow === undefined ? DATA_FLOW.groupHeight : DATA_FLOW.rowHeight);
  const flows = model.rows.reduce((n, r) => n + Object.keys(r.flows).length, 0);
  expect(scene.arrows).toHaveLength(flows);
}

describe('layoutDataFlow on the sample', () => {
  it.each(['logical', 'physical'] as const)('%s: no overlaps, every row once, 1600 px wide', async (mode) => {
    checkInvariants(await sampleModel(), mode);
  });

  it('logical shows entities and fields; physical shows tables and database fields', async () => {
    const model = await sampleModel();
    const logical = textsOf(layoutDataFlow(model, 'logical'));
    const physical = textsOf(layoutDataFlow(model, 'physical'));
    expect(logical).toContain('Entity: Person');
    expect(logical).toContain('Institution Email');
    expect(logical).not.toContain('Table: PERSON');
    expect(physical).toContain('Table: PERSON');
    expect(physical).toContain('EMAIL_ADDRESS');
    expect(physical).not.toContain('Entity: Person');
    expect(logical[0]).toBe('Data Flow Diagram - Logical view');
    expect(physical[0]).toBe('Data Flow Diagram - Physical view');
    // Both modes show every system name and the sync types.
    for (const texts of [logical, physical]) {
      for (const name of ['Student SIS', 'Integration Hub', 'Blackboard LMS', 'Nightly batch'])
        expect(texts).toContain(name);
    }
  });

  it('groups by entity in logical mode and by table in physical mode', () => {
    const row = (n: number, entity: string, dbTable: string) => ({
      rowNumber: n,
      flows: {},
      sor1Default: '',
      ends: { 1: { system: 'SIS', entity, dbTable, field: `f${n}`, dbField: `c${n}` } },
    });
    // Same entity stored in two tables: one logical group, two physical groups.
    const model: DataFlowModel = { slots: [1], rows: [row(2, 'Person', 'PERSON'), row(3, 'Person', 'PERSON_EMAIL')] };
    const headers = (mode: 'logical' | 'physical') =>
      layoutDataFlow(model, mode).boxes.filter((b) => b.csvRow === undefined);
    expect(headers('logical')).toHaveLength(1);
    expect(headers('physical')).toHaveLength(2);
  });

  it('draws arrows by direction, dashed when not mapped, labelled with the sync type', () => {
    const end = (system: string) => ({ system, entity: 'E', dbTable: 'T', field: 'F', dbField: 'D' });
    const model: DataFlowModel = {
      slots: [1, 2, 3],
      rows: [
        {
          rowNumber: 2,
          sor1Default: '',
          ends: { 1: end('LMS'), 2: end('Hub'), 3: end('SIS') },
          flows: {
            1: { direction: 'from-hub', syncType: 'Nightly', mapped: false },
            3: { direction: 'both', syncType: '', mapped: true },
          },
        },
      ],
    };
    const scene = layoutDataFlow(model, 'logical');
    const [a1, a3] = scene.arrows;
    // SOR1 is the left column, SOR2 the middle: "SOR2 to SOR1" points left.
    expect(a1!.from.x).toBeGreaterThan(a1!.to.x);
    expect(a1).toMatchObject({ heads: 'end', dashed: true });
    expect(a3).toMatchObject({ heads: 'both', dashed: false });
    expect(textsOf(scene)).toContain('Nightly');
  });

  it('shows the SOR1 default with the SOR1 field', () => {
    const model: DataFlowModel = {
      slots: [1],
      rows: [
        {
          rowNumber: 2,
          flows: {},
          sor1Default: 'Student',
          ends: { 1: { system: 'LMS', entity: 'E', dbTable: 'T', field: 'Role', dbField: 'role' } },
        },
      ],
    };
    expect(textsOf(layoutDataFlow(model, 'logical'))).toContain('Role (default: Student)');
  });
});

describe('layoutDataFlow properties', () => {
  it('holds its invariants for any model', () => {
    fc.assert(
      fc.property(dataFlowModel, fc.constantFrom('logical' as const, 'physical' as const), (model, mode) => {
        checkInvariants(model, mode);
      }),
      { numRuns: 150 },
    );
  });
});
