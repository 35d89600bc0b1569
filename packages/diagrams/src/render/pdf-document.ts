import type { jsPDF } from 'jspdf';
import { pageOfPoint, planPdf, type PdfPlan } from '../domain/pdf-plan.ts';
import { arrowHeads, DASH_PATTERN, type Scene } from '../domain/scene.ts';

/**
 * Builds an A4 PDF of a scene with vector shapes and real (searchable) text, following
 * planPdf for orientation, scale and pages. jspdf is loaded on first use.
 */
export async function createScenePdf(scene: Scene, options: { compress?: boolean } = {}): Promise<jsPDF> {
  const { jsPDF } = await import('jspdf');
  const plan = planPdf(scene);
  const doc = new jsPDF({
    orientation: plan.orientation,
    unit: 'pt',
    format: 'a4',
    compress: options.compress ?? true,
  });
  plan.pages.forEach((_, index) => {
    if (index > 0) doc.addPage('a4', plan.orientation);
    drawPage(doc, scene, plan, index);
  });
  return doc;
}

function drawPage(doc: jsPDF, scene: Scene, plan: PdfPlan, index: number): void {
  const page = plan.pages[index];
  if (!page) return;
  const { viewport: v, originPt } = page;
  const s = plan.scale;
  const px = (x: number) => originPt.x + (x - v.x) * s;
  const py = (y: number) => originPt.y + (y - v.y) * s;

  // Shapes are clipped to the page's viewport; they may continue on the next page.
  doc.saveGraphicsState();
  doc.rect(px(v.x), py(v.y), v.width * s, v.height * s, null);
  doc.clip();
  doc.discardPath();
  doc.setLineWidth(1 * s);
  for (const box of scene.boxes) {
    doc.setFillColor(box.fill);
    doc.setDrawColor(box.stroke);
    const r = Math.min(box.radius, box.width / 2, box.height / 2) * s;
    if (r > 0) doc.roundedRect(px(box.x), py(box.y), box.width * s, box.height * s, r, r, 'FD');
    else doc.rect(px(box.x), py(box.y), box.width * s, box.height * s, 'FD');
  }
  doc.setLineWidth(1.5 * s);
  for (const arrow of scene.arrows) {
    doc.setDrawColor(arrow.colour);
    doc.setFillColor(arrow.colour);
    doc.setLineDashPattern(arrow.dashed ? DASH_PATTERN.map((d) => d * s) : [], 0);
    doc.line(px(arrow.from.x), py(arrow.from.y), px(arrow.to.x), py(arrow.to.y));
    doc.setLineDashPattern([], 0);
    for (const [[x1, y1], [x2, y2], [x3, y3]] of arrowHeads(arrow)) {
      doc.triangle(px(x1), py(y1), px(x2), py(y2), px(x3), py(y3), 'F');
    }
  }
  doc.restoreGraphicsState();

  // Each text is drawn once, on the page that holds its anchor, and never clipped.
  for (const t of scene.texts) {
    if (pageOfPoint(plan, t.x, t.y) !== index) continue;
    doc.setFont('helvetica', t.bold ? 'bold' : 'normal');
    doc.setFontSize(t.fontSize * s);
    doc.setTextColor(t.colour);
    doc.text(t.text, px(t.x), py(t.y), { align: t.align, baseline: 'middle' });
  }
}
