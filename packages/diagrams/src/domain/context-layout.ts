import { CONTEXT, type CentreSystem } from './constants.ts';
import {
  CONTEXT_COLUMNS,
  type ContextDirection,
  type ContextModel,
  type ContextSystem,
  type SkippedRow,
} from './context-csv.ts';
import { assignZones, type Zone } from './context-zones.ts';
import { COLOURS, type Scene, type SceneArrow, type SceneBox, type SceneText } from './scene.ts';
import { fitText, wrapText } from './text-metrics.ts';

export interface ContextLayout {
  scene: Scene;
  /** Systems listed as text because every zone was full. */
  overflow: readonly ContextSystem[];
  /** Rows not drawn: parser skips plus a row naming the centre system itself. */
  skipped: readonly SkippedRow[];
}

const DIRECTION_COLOUR: Record<ContextDirection, string> = {
  export: COLOURS.export,
  import: COLOURS.import,
  both: COLOURS.both,
};
const DIRECTION_LABEL: Record<ContextDirection, string> = {
  export: CONTEXT_COLUMNS.export,
  import: CONTEXT_COLUMNS.import,
  both: CONTEXT_COLUMNS.both,
};
const LEGEND: Record<ContextDirection, string> = {
  export: 'Export Only: the centre sends data to the system',
  import: 'Import Only: the centre receives data from the system',
  both: 'Bi-Directional: data flows both ways',
};

const rowWidth = (k: number) => k * CONTEXT.boxWidth + Math.max(k - 1, 0) * CONTEXT.boxGapX;
const colHeight = (k: number) => k * CONTEXT.boxHeight + Math.max(k - 1, 0) * CONTEXT.boxGapY;

export function layoutContext(model: ContextModel, centre: CentreSystem): ContextLayout {
  const { margin, boxWidth: bw, boxHeight: bh, boxGapX, boxGapY, arrowGap, titleBlock } = CONTEXT;
  const isCentre = (s: { name: string }) => s.name.toLowerCase() === centre.toLowerCase();
  const skipped = [
    ...model.skipped,
    ...model.systems
      .filter(isCentre)
      .map((s) => ({ rowNumber: s.rowNumber, name: s.name, reason: 'it is the centre system.' })),
  ].sort((a, b) => a.rowNumber - b.rowNumber);
  const { zones, overflow } = assignZones(model.systems.filter((s) => !isCentre(s)));

  const has = (zone: Zone) => zones[zone].length > 0;
  const centreW = Math.max(380, rowWidth(Math.max(zones.top.length, zones.bottom.length)));
  const centreH = Math.max(170, colHeight(Math.max(zones.left.length, zones.right.length)));
  const centreX = margin + (has('left') ? bw + arrowGap : 0);
  const topY = margin + titleBlock;
  const centreY = topY + (has('top') ? bh + arrowGap : 0);
  const rightX = centreX + centreW + arrowGap;
  const bottomY = centreY + centreH + arrowGap;

  const boxes: SceneBox[] = [];
  const texts: SceneText[] = [];
  const arrows: SceneArrow[] = [];
  const breaksY: number[] = [];
  const breaksX: number[] = [];
  const text = (t: Omit<SceneText, 'colour' | 'bold' | 'align'> & Partial<SceneText>) =>
    texts.push({ colour: COLOURS.text, bold: false, align: 'center', ...t });

  text({ x: margin, y: margin + 14, text: `Context Diagram - ${centre}`, fontSize: 22, bold: true, align: 'left' });
  boxes.push({
    x: centreX,
    y: centreY,
    width: centreW,
    height: centreH,
    fill: COLOURS.centre,
    stroke: COLOURS.text,
    radius: 12,
  });
  text({
    x: centreX + centreW / 2,
    y: centreY + centreH / 2 - 14,
    text: fitText(centre, centreW - 24, 26, true),
    fontSize: 26,
    bold: true,
  });
  const counts = (['both', 'import', 'export'] as const)
    .map(
      (d) =>
        `${[...zones.top, ...zones.left, ...zones.right, ...zones.bottom, ...overflow].filter((s) => s.direction === d).length} ${DIRECTION_LABEL[d]}`,
    )
    .join(', ');
  text({
    x: centreX + centreW / 2,
    y: centreY + centreH / 2 + 18,
    text: fitText(counts, centreW - 24, 14),
    fontSize: 14,
    colour: COLOURS.muted,
  });

  function systemBox(system: ContextSystem, x: number, y: number) {
    const colour = DIRECTION_COLOUR[system.direction];
    boxes.push({
      x,
      y,
      width: bw,
      height: bh,
      fill: COLOURS.cell,
      stroke: colour,
      radius: 6,
      csvRow: system.rowNumber,
    });
    const lines = wrapText(system.name, bw - 16, 14, 2);
    lines.forEach((line, i) => {
      const offset = (i - (lines.length - 1) / 2) * 18;
      text({ x: x + bw / 2, y: y + bh / 2 + offset, text: line, fontSize: 14, csvRow: system.rowNumber });
    });
  }
  function connect(system: ContextSystem, boxPoint: { x: number; y: number }, centrePoint: { x: number; y: number }) {
    const outward = system.direction === 'export';
    arrows.push({
      from: outward ? centrePoint : boxPoint,
      to: outward ? boxPoint : centrePoint,
      heads: system.direction === 'both' ? 'both' : 'end',
      dashed: false,
      colour: DIRECTION_COLOUR[system.direction],
      csvRow: system.rowNumber,
    });
  }

  for (const [zone, y, edgeY] of [
    ['top', topY, centreY],
    ['bottom', bottomY, centreY + centreH],
  ] as const) {
    const startX = centreX + (centreW - rowWidth(zones[zone].length)) / 2;
    zones[zone].forEach((system, i) => {
      const x = startX + i * (bw + boxGapX);
      systemBox(system, x, y);
      const boxEdge = zone === 'top' ? y + bh + 2 : y - 2;
      connect(system, { x: x + bw / 2, y: boxEdge }, { x: x + bw / 2, y: zone === 'top' ? edgeY - 2 : edgeY + 2 });
      if (i > 0) breaksX.push(x - boxGapX / 2);
    });
  }
  for (const [zone, x] of [
    ['left', margin],
    ['right', rightX],
  ] as const) {
    const startY = centreY + (centreH - colHeight(zones[zone].length)) / 2;
    zones[zone].forEach((system, i) => {
      const y = startY + i * (bh + boxGapY);
      systemBox(system, x, y);
      const mid = y + bh / 2;
      const boxPoint = { x: zone === 'left' ? x + bw + 2 : x - 2, y: mid };
      connect(system, boxPoint, { x: zone === 'left' ? centreX - 2 : centreX + centreW + 2, y: mid });
      if (i > 0) breaksY.push(y - boxGapY / 2);
    });
  }
  if (has('top')) breaksY.push(centreY - arrowGap / 2);
  if (has('left')) breaksX.push(centreX - arrowGap / 2);
  if (has('right')) breaksX.push(rightX - arrowGap / 2);

  let y = has('bottom') ? bottomY + bh + 40 : centreY + centreH + 40;
  breaksY.push(y - 20);
  const contentRight = has('right') ? rightX + bw : centreX + centreW;
  if (overflow.length > 0) {
    text({
      x: margin,
      y,
      text: `Also connected (past the box limits of 7 per top row, 10 per side column and 7 in the bottom row):`,
      fontSize: 14,
      bold: true,
      align: 'left',
    });
    y += 28;
    const perLine = Math.max(1, Math.floor((contentRight - margin) / 380));
    overflow.forEach((system, i) => {
      const col = i % perLine;
      const label = `${system.name} (${DIRECTION_LABEL[system.direction]})`;
      text({
        x: margin + col * 380,
        y,
        text: fitText(label, 370, 14),
        fontSize: 14,
        align: 'left',
        colour: DIRECTION_COLOUR[system.direction],
        csvRow: system.rowNumber,
      });
      if (col === perLine - 1 || i === overflow.length - 1) {
        y += 22;
        breaksY.push(y - 11);
      }
    });
    y += 18;
  }
  (['export', 'import', 'both'] as const).forEach((direction, i) => {
    const ly = y + i * 24;
    const colour = DIRECTION_COLOUR[direction];
    arrows.push({
      from: { x: margin, y: ly },
      to: { x: margin + 40, y: ly },
      heads: direction === 'both' ? 'both' : 'end',
      dashed: false,
      colour,
    });
    text({ x: margin + 52, y: ly, text: LEGEND[direction], fontSize: 14, align: 'left', colour });
  });
  const height = y + 2 * 24 + 12 + margin;
  const width = Math.max(contentRight + margin, margin + 760);
  return {
    scene: { width, height, background: COLOURS.background, boxes, texts, arrows, breaksY, breaksX },
    overflow,
    skipped,
  };
}
