import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import sample from '../../samples/data-flow-sample.csv?raw';
import contextSample from '../../samples/context-sample.csv?raw';
import { readCsvTable } from '../../csv/read-csv.ts';
import { parseContext } from '../context-csv.ts';
import { layoutContext } from '../context-layout.ts';
import { parseDataFlow } from '../data-flow-csv.ts';
import { layoutDataFlow } from '../data-flow-layout.ts';
import { A4_PT, MAX_SCALE, MIN_TEXT_PT, PDF_MARGIN_PT, pageOfPoint, planPdf, sliceSpans } from '../pdf-plan.ts';
import type { Scene } from '../scene.ts';

const blank = (
  width: number,
  height: number,
  fontSize = 14,
  breaksY: number[] = [],
  breaksX: number[] = [],
): Scene => ({
  width,
  height,
  background: '#fff',
  boxes: [],
  arrows: [],
  breaksX,
  breaksY,
  texts: [{ x: 0, y: 0, text: 't', fontSize, bold: false, align: 'left', colour: '#000' }],
});

describe('sliceSpans', () => {
  it('ends pages at the last break that fits', () => {
    expect(sliceSpans(1000, 400, [100, 350, 390, 700, 760])).toEqual([
      [0, 390],
      [390, 760],
      [760, 1000],
    ]);
  });

  it('cuts at the limit when no break keeps the page at least half full', () => {
    expect(sliceSpans(1000, 400, [50])).toEqual([
      [0, 400],
      [400, 800],
      [800, 1000],
    ]);
  });

  it('covers the whole length with contiguous spans no longer than the maximum', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 20_000 }),
        fc.integer({ min: 50, max: 3000 }),
        fc.array(fc.integer({ min: 0, max: 20_000 })),
        (total, max, breaks) => {
          const spans = sliceSpans(total, max, breaks);
          expect(spans[0]?.[0]).toBe(0);
          expect(spans.at(-1)?.[1]).toBe(total);
          spans.forEach(([a, b], i) => {
            expect(b - a).toBeLessThanOrEqual(max);
            expect(b).toBeGreaterThan(a);
            if (i > 0) expect(a).toBe(spans[i - 1]?.[1]);
          });
        },
      ),
    );
  });
});

describe('planPdf', () => {
  it('fits a small diagram on one page without enlarging it past 0.75 pt/px, centred', () => {
    const plan = planPdf(blank(400, 300));
    expect(plan.pages).toHaveLength(1);
    expect(plan.scale).toBe(MAX_SCALE);
    expect(plan.pages[0]?.originPt.x).toBeCloseTo(PDF_MARGIN_PT + (A4_PT.height - 2 * PDF_MARGIN_PT - 300) / 2);
  });

  it('picks the orientation that gives the larger scale for one page', () => {
    expect(planPdf(blank(1600, 900)).orientation).toBe('landscape');
    expect(planPdf(blank(900, 1600)).orientation).toBe('portrait');
  });

  it('splits a tall data flow into pages fitted to the width, at row breaks', async () => {
    const scene = layoutDataFlow(parseDataFlow(await readCsvTable(sample)), 'logical');
    const plan = planPdf(scene);
    expect(plan.pages.length).toBeGreaterThan(1);
    expect(plan.orientation).toBe('landscape'); // 1600 px does not fit a portrait width legibly
    expect(plan.scale * 1600).toBeCloseTo(A4_PT.height - 2 * PDF_MARGIN_PT);
    expect(plan.scale * Math.min(...scene.texts.map((t) => t.fontSize))).toBeGreaterThanOrEqual(MIN_TEXT_PT);
    for (const page of plan.pages.slice(0, -1)) expect(scene.breaksY).toContain(page.viewport.y + page.viewport.height);
    // Every text lands on exactly one page.
    const pages = scene.texts.map((t) => pageOfPoint(plan, t.x, t.y));
    expect(new Set(pages).size).toBe(plan.pages.length);
  });

  it('puts the context sample on one landscape page', async () => {
    const { scene } = layoutContext(parseContext(await readCsvTable(contextSample)), 'Student SIS');
    const plan = planPdf(scene);
    expect(plan).toMatchObject({ orientation: 'landscape' });
    expect(plan.pages).toHaveLength(1);
    expect(plan.scale * 14).toBeGreaterThanOrEqual(MIN_TEXT_PT);
  });

  it('tiles a diagram too wide for a legible landscape width, row by row', () => {
    const plan = planPdf(blank(4000, 1500, 12, [700], [1500, 3000]));
    expect(plan.orientation).toBe('landscape');
    expect(plan.scale).toBeCloseTo(MIN_TEXT_PT / 12);
    const v = plan.pages.map((p) => p.viewport);
    expect(v[0]).toMatchObject({ x: 0, y: 0, width: 1500, height: 700 });
    expect(v[1]).toMatchObject({ x: 1500, y: 0 });
    expect(new Set(v.map((p) => p.y)).size).toBe(Math.ceil(plan.pages.length / new Set(v.map((p) => p.x)).size));
  });
});
