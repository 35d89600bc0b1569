/**
 * What a layout produces and both renderers (canvas and PDF) draw. All units are CSS px
 * in scene space; renderers only scale. Nothing here knows about canvas or jspdf.
 */
export interface SceneBox {
  x: number;
  y: number;
  width: number;
  height: number;
  fill: string;
  stroke: string;
  /** Corner radius; 0 for square corners. */
  radius: number;
  /** The CSV row the box stands for, when it stands for one (used by tests and a11y summaries). */
  csvRow?: number;
}

export type TextAlign = 'left' | 'center' | 'right';

/** One line of text, vertically centred on `y` (baseline 'middle' in both renderers). */
export interface SceneText {
  x: number;
  y: number;
  text: string;
  fontSize: number;
  bold: boolean;
  align: TextAlign;
  colour: string;
  csvRow?: number;
}

export interface SceneArrow {
  from: { x: number; y: number };
  to: { x: number; y: number };
  /** Heads at `to` ('end'), at both ends ('both'). */
  heads: 'end' | 'both';
  dashed: boolean;
  colour: string;
  csvRow?: number;
}

export interface Scene {
  width: number;
  height: number;
  background: string;
  boxes: readonly SceneBox[];
  texts: readonly SceneText[];
  arrows: readonly SceneArrow[];
  /** y positions where a PDF page may end without cutting through a row of boxes. */
  breaksY: readonly number[];
  /** x positions where a PDF page may end without cutting through a column of boxes. */
  breaksX: readonly number[];
}

export const ARROW_HEAD = { length: 10, halfWidth: 5 } as const;

export const FONT_FAMILY = 'Helvetica, Arial, sans-serif';

export const COLOURS = {
  background: '#ffffff',
  text: '#1f2933',
  muted: '#52606d',
  border: '#7b8794',
  header: '#e4ecf7',
  cell: '#ffffff',
  cellAlt: '#f5f7fa',
  centre: '#fff4d6',
  export: '#1565c0',
  import: '#2e7d32',
  both: '#6a1b9a',
  arrow: '#3e4c59',
} as const;

/** The filled triangle of an arrow head whose tip is `tip`, pointing away from `from`. Shared by both renderers. */
export type Triangle = [[number, number], [number, number], [number, number]];

export function arrowHead(from: { x: number; y: number }, tip: { x: number; y: number }): Triangle {
  const dx = tip.x - from.x;
  const dy = tip.y - from.y;
  const length = Math.hypot(dx, dy) || 1;
  const [ux, uy] = [dx / length, dy / length];
  const baseX = tip.x - ux * ARROW_HEAD.length;
  const baseY = tip.y - uy * ARROW_HEAD.length;
  return [
    [tip.x, tip.y],
    [baseX - uy * ARROW_HEAD.halfWidth, baseY + ux * ARROW_HEAD.halfWidth],
    [baseX + uy * ARROW_HEAD.halfWidth, baseY - ux * ARROW_HEAD.halfWidth],
  ];
}

/** The arrow heads to draw: at `to`, and at `from` too for two-way arrows. */
export function arrowHeads(arrow: SceneArrow): Triangle[] {
  const heads = [arrowHead(arrow.from, arrow.to)];
  if (arrow.heads === 'both') heads.push(arrowHead(arrow.to, arrow.from));
  return heads;
}

export const DASH_PATTERN: readonly number[] = [8, 5];
