import type { Scene } from './scene.ts';

/** A4 in PDF points, the margin around the drawing, and the legibility rule (decided, see README). */
export const A4_PT = { width: 595.28, height: 841.89 } as const;
export const PDF_MARGIN_PT = 28;
/** The smallest text in the scene must print at least this large, or the diagram is split. */
export const MIN_TEXT_PT = 6;
/** Never enlarge beyond 0.75 pt per px (1 CSS px at 96 dpi), so small diagrams are not blown up. */
export const MAX_SCALE = 0.75;

export type Orientation = 'portrait' | 'landscape';

export interface Viewport {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface PdfPage {
  /** The part of the scene (px) drawn on this page. */
  viewport: Viewport;
  /** Where the viewport's top-left corner lands on the page (pt). */
  originPt: { x: number; y: number };
}

export interface PdfPlan {
  orientation: Orientation;
  /** Points per scene px. */
  scale: number;
  pages: PdfPage[];
}

const usable = (o: Orientation) => {
  const [w, h] = o === 'portrait' ? [A4_PT.width, A4_PT.height] : [A4_PT.height, A4_PT.width];
  return { width: w - 2 * PDF_MARGIN_PT, height: h - 2 * PDF_MARGIN_PT };
};

/**
 * Splits [0, total) into spans of at most `max`, ending each span at the last allowed
 * break inside it (if that keeps the span at least half full), else at the limit.
 */
export function sliceSpans(total: number, max: number, breaks: readonly number[]): [number, number][] {
  const spans: [number, number][] = [];
  let start = 0;
  while (start < total - 0.5) {
    const limit = start + max;
    let end = total;
    if (limit < total) {
      const fitting = breaks.filter((b) => b > start + max / 2 && b <= limit);
      end = fitting.length > 0 ? Math.max(...fitting) : limit;
    }
    spans.push([start, end]);
    start = end;
  }
  return spans;
}

/**
 * One page when the whole scene fits with its smallest text >= MIN_TEXT_PT (the orientation
 * with the larger scale wins). Otherwise the scene is fitted to the page width and split
 * into pages at row breaks (the orientation with fewer pages wins). If even the width does
 * not fit legibly, it is tiled at the minimum legible scale on landscape pages, row by row.
 */
export function planPdf(scene: Scene): PdfPlan {
  const smallest = Math.min(14, ...scene.texts.map((t) => t.fontSize));
  const minScale = MIN_TEXT_PT / smallest;
  const orientations: Orientation[] = ['landscape', 'portrait'];
  const whole = { x: 0, y: 0, width: scene.width, height: scene.height };

  const fits = orientations
    .map((o) => ({ o, s: Math.min(usable(o).width / scene.width, usable(o).height / scene.height, MAX_SCALE) }))
    .sort((a, b) => b.s - a.s)[0];
  if (fits && fits.s >= minScale) {
    const area = usable(fits.o);
    const originPt = {
      x: PDF_MARGIN_PT + (area.width - scene.width * fits.s) / 2,
      y: PDF_MARGIN_PT + (area.height - scene.height * fits.s) / 2,
    };
    return { orientation: fits.o, scale: fits.s, pages: [{ viewport: whole, originPt }] };
  }

  const byWidth = orientations
    .map((o) => {
      const s = Math.min(usable(o).width / scene.width, MAX_SCALE);
      return { o, s, spans: sliceSpans(scene.height, usable(o).height / s, scene.breaksY) };
    })
    .filter((c) => c.s >= minScale)
    .sort((a, b) => a.spans.length - b.spans.length || b.s - a.s)[0];
  if (byWidth) {
    const x = PDF_MARGIN_PT + (usable(byWidth.o).width - scene.width * byWidth.s) / 2;
    return {
      orientation: byWidth.o,
      scale: byWidth.s,
      pages: byWidth.spans.map(([y0, y1]) => ({
        viewport: { x: 0, y: y0, width: scene.width, height: y1 - y0 },
        originPt: { x, y: PDF_MARGIN_PT },
      })),
    };
  }

  const area = usable('landscape');
  const columns = sliceSpans(scene.width, area.width / minScale, scene.breaksX);
  const rows = sliceSpans(scene.height, area.height / minScale, scene.breaksY);
  const pages = rows.flatMap(([y0, y1]) =>
    columns.map(([x0, x1]) => ({
      viewport: { x: x0, y: y0, width: x1 - x0, height: y1 - y0 },
      originPt: { x: PDF_MARGIN_PT, y: PDF_MARGIN_PT },
    })),
  );
  return { orientation: 'landscape', scale: minScale, pages };
}

/** Which page draws a text: the one whose viewport holds its anchor point, so each text is drawn once. */
export function pageOfPoint(plan: PdfPlan, x: number, y: number): number {
  const index = plan.pages.findIndex(
    ({ viewport: v }) => x >= v.x && x < v.x + v.width && y >= v.y && y < v.y + v.height,
  );
  return index >= 0 ? index : 0;
}
