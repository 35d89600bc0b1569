import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import sample from '../../samples/context-sample.csv?raw';
import { readCsvTable } from '../../csv/read-csv.ts';
import { contextSystems } from '../../test/arbitraries.ts';
import { everythingInside, overlappingBoxes } from '../../test/scene-checks.ts';
import { CENTRE_SYSTEMS, type CentreSystem } from '../constants.ts';
import { parseContext, type ContextDirection, type ContextSystem } from '../context-csv.ts';
import { layoutContext } from '../context-layout.ts';
import { assignZones, ZONE_LIMITS } from '../context-zones.ts';

// Map.groupBy needs Node 21; we run on Node 20.
function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const item of items) map.set(key(item), [...(map.get(key(item)) ?? []), item]);
  return map;
}

const systems = (direction: ContextDirection, count: number, from = 0): ContextSystem[] =>
  Array.from({ length: count }, (_, i) => ({ rowNumber: from + i + 2, name: `${direction} ${from + i}`, direction }));

describe('assignZones', () => {
  it('puts import left, export right and bi-directional on top', () => {
    const { zones, overflow } = assignZones([
      ...systems('import', 2),
      ...systems('export', 1, 2),
      ...systems('both', 3, 3),
    ]);
    expect(zones.left.map((s) => s.direction)).toEqual(['import', 'import']);
    expect(zones.right.map((s) => s.direction)).toEqual(['export']);
    expect(zones.top.map((s) => s.direction)).toEqual(['both', 'both', 'both']);
    expect(zones.bottom).toEqual([]);
    expect(overflow).toEqual([]);
  });

  it('spills past 7 on top into the bottom row, then into free zones', () => {
    const { zones } = assignZones(systems('both', 16));
    expect(zones.top).toHaveLength(7);
    expect(zones.bottom).toHaveLength(7);
    expect(zones.left).toHaveLength(2); // spill order: bottom, top, left, right
    expect(zones.top[0]?.name).toBe('both 0');
    expect(zones.bottom[0]?.name).toBe('both 7');
  });

  it('keeps home slots for later systems before spilling earlier ones', () => {
    // 12 imports come first; the 11th and 12th must not take the export's right-hand slot.
    const { zones } = assignZones([...systems('import', 12), ...systems('export', 1, 12)]);
    expect(zones.left).toHaveLength(10);
    expect(zones.right.map((s) => s.direction)).toEqual(['export']);
    expect(zones.bottom).toHaveLength(2);
  });

  it('lists systems past all 34 boxes as overflow, in CSV order', () => {
    const { zones, overflow } = assignZones(systems('export', 40));
    expect(Object.values(zones).reduce((n, z) => n + z.length, 0)).toBe(34);
    expect(overflow.map((s) => s.name)).toEqual([
      'export 34',
      'export 35',
      'export 36',
      'export 37',
      'export 38',
      'export 39',
    ]);
  });
});

describe('layoutContext', () => {
  it('draws the sample with every system once and the chosen centre', async () => {
    const model = parseContext(await readCsvTable(sample));
    for (const centre of CENTRE_SYSTEMS) {
      const { scene, skipped, overflow } = layoutContext(model, centre);
      expect(overlappingBoxes(scene)).toEqual([]);
      expect(overflow).toEqual([]);
      const drawnRows = scene.boxes.flatMap((b) => (b.csvRow === undefined ? [] : [b.csvRow]));
      const expectedRows = model.systems.filter((s) => s.name !== centre).map((s) => s.rowNumber);
      expect(drawnRows.sort((a, b) => a - b)).toEqual(expectedRows);
      expect(scene.texts.some((t) => t.text === centre && t.bold)).toBe(true);
      // A CSV row naming the centre system is reported, not drawn as its own neighbour.
      expect(skipped.map((s) => s.name)).toEqual(model.systems.some((s) => s.name === centre) ? [centre] : []);
    }
  });

  it('points arrows by direction relative to the centre', () => {
    const { scene } = layoutContext(
      { systems: [...systems('import', 1), ...systems('export', 1, 1), ...systems('both', 1, 2)], skipped: [] },
      'Student SIS',
    );
    const centre = scene.boxes.find((b) => b.csvRow === undefined)!;
    const arrowOf = (row: number) => scene.arrows.find((a) => a.csvRow === row)!;
    const touchesCentre = (p: { x: number; y: number }) =>
      p.x >= centre.x - 3 &&
      p.x <= centre.x + centre.width + 3 &&
      p.y >= centre.y - 3 &&
      p.y <= centre.y + centre.height + 3;
    expect(touchesCentre(arrowOf(2).to)).toBe(true); // import: into the centre
    expect(touchesCentre(arrowOf(3).from)).toBe(true); // export: out of the centre
    expect(arrowOf(4).heads).toBe('both');
  });

  it('lists systems past the box limits as text under the diagram', () => {
    const { scene, overflow } = layoutContext({ systems: systems('import', 36), skipped: [] }, 'Reach CRM');
    expect(overflow).toHaveLength(2);
    expect(scene.texts.filter((t) => t.csvRow === 37 || t.csvRow === 36).map((t) => t.text)).toEqual([
      'import 34 (Import Only)',
      'import 35 (Import Only)',
    ]);
  });

  it('keeps its invariants for any list of systems and centre', () => {
    fc.assert(
      fc.property(contextSystems, fc.constantFrom<CentreSystem>(...CENTRE_SYSTEMS), (list, centre) => {
        const { scene, overflow, zones } = {
          ...layoutContext({ systems: list, skipped: [] }, centre),
          zones: assignZones(list).zones,
        };
        expect(overlappingBoxes(scene)).toEqual([]);
        expect(everythingInside(scene)).toBe(true);
        for (const [zone, members] of Object.entries(zones))
          expect(members.length).toBeLessThanOrEqual(ZONE_LIMITS[zone as keyof typeof ZONE_LIMITS]);
        // Every system is exactly one box or one overflow line; each box has one arrow.
        for (const system of list) {
          const boxes = scene.boxes.filter((b) => b.csvRow === system.rowNumber).length;
          const listed = overflow.filter((s) => s.rowNumber === system.rowNumber).length;
          expect(boxes + listed).toBe(1);
          expect(scene.arrows.filter((a) => a.csvRow === system.rowNumber)).toHaveLength(boxes);
        }
        // Side columns and rows respect the limits geometrically too.
        const systemBoxes = scene.boxes.filter((b) => b.csvRow !== undefined);
        const byY = groupBy(systemBoxes, (b) => b.y);
        const byX = groupBy(systemBoxes, (b) => b.x);
        for (const row of byY.values()) expect(row.length).toBeLessThanOrEqual(7);
        for (const column of byX.values()) expect(column.length).toBeLessThanOrEqual(10);
      }),
      { numRuns: 150 },
    );
  });
});
