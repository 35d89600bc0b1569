import { arrowHeads, DASH_PATTERN, FONT_FAMILY, type Scene } from '../domain/scene.ts';

/** The part of CanvasRenderingContext2D the renderer uses, so tests can pass a recording fake. */
export type SceneContext = Pick<
  CanvasRenderingContext2D,
  | 'fillStyle'
  | 'strokeStyle'
  | 'lineWidth'
  | 'font'
  | 'textAlign'
  | 'textBaseline'
  | 'beginPath'
  | 'moveTo'
  | 'lineTo'
  | 'arcTo'
  | 'closePath'
  | 'fill'
  | 'stroke'
  | 'fillRect'
  | 'fillText'
  | 'setLineDash'
>;

/** Draws a scene in scene px; the caller has already applied the device-pixel scaling. */
export function drawScene(ctx: SceneContext, scene: Scene): void {
  ctx.fillStyle = scene.background;
  ctx.fillRect(0, 0, scene.width, scene.height);
  ctx.lineWidth = 1;
  ctx.setLineDash([]);
  for (const box of scene.boxes) {
    const r = Math.min(box.radius, box.width / 2, box.height / 2);
    ctx.beginPath();
    ctx.moveTo(box.x + r, box.y);
    ctx.arcTo(box.x + box.width, box.y, box.x + box.width, box.y + box.height, r);
    ctx.arcTo(box.x + box.width, box.y + box.height, box.x, box.y + box.height, r);
    ctx.arcTo(box.x, box.y + box.height, box.x, box.y, r);
    ctx.arcTo(box.x, box.y, box.x + box.width, box.y, r);
    ctx.closePath();
    ctx.fillStyle = box.fill;
    ctx.fill();
    ctx.strokeStyle = box.stroke;
    ctx.stroke();
  }
  ctx.lineWidth = 1.5;
  for (const arrow of scene.arrows) {
    ctx.strokeStyle = arrow.colour;
    ctx.fillStyle = arrow.colour;
    ctx.setLineDash(arrow.dashed ? [...DASH_PATTERN] : []);
    ctx.beginPath();
    ctx.moveTo(arrow.from.x, arrow.from.y);
    ctx.lineTo(arrow.to.x, arrow.to.y);
    ctx.stroke();
    ctx.setLineDash([]);
    for (const [[x1, y1], [x2, y2], [x3, y3]] of arrowHeads(arrow)) {
      ctx.beginPath();
      ctx.moveTo(x1, y1);
      ctx.lineTo(x2, y2);
      ctx.lineTo(x3, y3);
      ctx.closePath();
      ctx.fill();
    }
  }
  ctx.textBaseline = 'middle';
  for (const t of scene.texts) {
    ctx.font = `${t.bold ? 'bold ' : ''}${t.fontSize}px ${FONT_FAMILY}`;
    ctx.fillStyle = t.colour;
    ctx.textAlign = t.align;
    ctx.fillText(t.text, t.x, t.y);
  }
}
