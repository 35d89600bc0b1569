// @vitest-environment node
import { describe, expect, it } from 'vitest';
import contextSample from '../../samples/context-sample.csv?raw';
import dataFlowSample from '../../samples/data-flow-sample.csv?raw';
import { readCsvTable } from '../../csv/read-csv.ts';
import { parseContext } from '../../domain/context-csv.ts';
import { layoutContext } from '../../domain/context-layout.ts';
import { parseDataFlow } from '../../domain/data-flow-csv.ts';
import { layoutDataFlow } from '../../domain/data-flow-layout.ts';
import { planPdf } from '../../domain/pdf-plan.ts';
import { createScenePdf } from '../pdf-document.ts';

/** The text shown by the PDF's text operators ("(...) Tj"), joined with spaces. */
function pdfText(raw: string): string {
  const strings = [...raw.matchAll(/\(((?:\\.|[^\\)])*)\)\s*Tj/g)].map((m) => m[1]!.replace(/\\(.)/g, '$1'));
  return strings.join(' ').replace(/\s+/g, ' ');
}

describe('createScenePdf', () => {
  it('writes the context diagram as real text on one A4 landscape page', async () => {
    const model = parseContext(await readCsvTable(contextSample));
    const { scene } = layoutContext(model, 'Student SIS');
    const doc = await createScenePdf(scene, { compress: false });
    const raw = doc.output();
    expect(raw.startsWith('%PDF-')).toBe(true);
    expect(doc.getNumberOfPages()).toBe(1);
    expect(doc.internal.pageSize.getWidth()).toBeCloseTo(841.89, 1);
    const text = pdfText(raw);
    for (const system of [...model.systems.map((s) => s.name), 'Student SIS']) expect(text).toContain(system);
    // Vector shapes, not an image: no image XObjects, and rectangle/path operators present.
    expect(raw).not.toMatch(/\/Subtype \/Image/);
    expect(raw).toMatch(/ re\n/);
  });

  it('splits the data flow sample across pages and still writes every text once', async () => {
    const scene = layoutDataFlow(parseDataFlow(await readCsvTable(dataFlowSample)), 'physical');
    const doc = await createScenePdf(scene, { compress: false });
    expect(doc.getNumberOfPages()).toBe(planPdf(scene).pages.length);
    expect(doc.getNumberOfPages()).toBeGreaterThan(1);
    const raw = doc.output();
    const shown = [...raw.matchAll(/\(((?:\\.|[^\\)])*)\)\s*Tj/g)].length;
    expect(shown).toBe(scene.texts.length);
    const text = pdfText(raw);
    for (const name of ['Student SIS', 'Integration Hub', 'Blackboard LMS', 'EMAIL_ADDRESS', 'Table: stg_person'])
      expect(text).toContain(name);
  });
});
