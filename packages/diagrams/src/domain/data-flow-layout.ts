import { DATA_FLOW, type DataFlowMode } from './constants.ts';
import type { DataFlowModel, DataFlowRow, FieldEnd, Flow, Slot } from './data-flow-model.ts';
import { COLOURS, type Scene, type SceneArrow, type SceneBox, type SceneText } from './scene.ts';
import { fitText } from './text-metrics.ts';

/**
 * What each mode shows (decided, see README):
 * - logical: each system's entity (group header) and business field names (rows);
 * - physical: each system's database table (group header) and database column names (rows).
 * Both show direction arrows, sync type labels and mapped (solid) vs not mapped (dashed).
 * Rows are grouped by the (system, entity|table) of every system in the row, in order of
 * first appearance, so the two modes can group the same file differently.
 */
const MODE_TEXT: Record<DataFlowMode, { title: string; legend: string; group: string }> = {
  logical: {
    title: 'Data Flow Diagram - Logical view',
    legend: 'Systems, entities and fields.',
    group: 'Entity',
  },
  physical: {
    title: 'Data Flow Diagram - Physical view',
    legend: 'Systems, database tables and database fields.',
    group: 'Table',
  },
};
const ARROW_LEGEND = 'Solid arrow: mapped. Dashed arrow: not mapped. Arrow label: sync type.';

const groupName = (end: FieldEnd, mode: DataFlowMode) => (mode === 'logical' ? end.entity : end.dbTable);
const fieldName = (end: FieldEnd, mode: DataFlowMode) => (mode === 'logical' ? end.field : end.dbField);

interface Group {
  ends: Partial<Record<Slot, FieldEnd>>;
  rows: DataFlowRow[];
}

function groupRows(rows: readonly DataFlowRow[], slots: readonly Slot[], mode: DataFlowMode): Group[] {
  const groups = new Map<string, Group>();
  for (const row of rows) {
    const key = JSON.stringify(
      slots.map((s) => (row.ends[s] ? [row.ends[s].system, groupName(row.ends[s], mode)] : null)),
    );
    const group = groups.get(key) ?? { ends: row.ends, rows: [] };
    group.rows.push(row);
    groups.set(key, group);
  }
  return [...groups.values()];
}

export function layoutDataFlow(model: DataFlowModel, mode: DataFlowMode): Scene {
  const { canvasWidth, margin, columnGap, rowHeight, groupHeight, groupGap, titleBlock } = DATA_FLOW;
  const n = Math.max(model.slots.length, 1);
  const colWidth = Math.floor((canvasWidth - 2 * margin - columnGap * (n - 1)) / n);
  const colX = new Map(model.slots.map((slot, i) => [slot, margin + i * (colWidth + columnGap)]));
  const boxes: SceneBox[] = [];
  const texts: SceneText[] = [];
  const arrows: SceneArrow[] = [];
  const breaksY: number[] = [];
  const text = (t: Omit<SceneText, 'colour' | 'bold' | 'align'> & Partial<SceneText>) =>
    texts.push({ colour: COLOURS.text, bold: false, align: 'left', ...t });

  const copy = MODE_TEXT[mode];
  text({ x: margin, y: margin + 12, text: copy.title, fontSize: 22, bold: true });
  text({ x: margin, y: margin + 42, text: `${copy.legend} ${ARROW_LEGEND}`, fontSize: 14, colour: COLOURS.muted });
  for (const [slot, x] of colX) {
    text({
      x: x + colWidth / 2,
      y: margin + 72,
      text: `SOR${slot}`,
      fontSize: 14,
      bold: true,
      align: 'center',
      colour: COLOURS.muted,
    });
  }

  let y = margin + titleBlock;
  for (const group of groupRows(model.rows, model.slots, mode)) {
    breaksY.push(y - groupGap / 2);
    for (const [slot, x] of colX) {
      const end = group.ends[slot];
      if (!end) continue;
      boxes.push({
        x,
        y,
        width: colWidth,
        height: groupHeight,
        fill: COLOURS.header,
        stroke: COLOURS.border,
        radius: 0,
      });
      const inner = colWidth - 20;
      text({ x: x + 10, y: y + 26, text: fitText(end.system, inner, 16, true), fontSize: 16, bold: true });
      const label = `${copy.group}: ${groupName(end, mode) || '-'}`;
      text({ x: x + 10, y: y + 56, text: fitText(label, inner, 14), fontSize: 14 });
    }
    y += groupHeight;
    group.rows.forEach((row, k) => {
      drawRow(row, y, k % 2 === 1);
      y += rowHeight;
      breaksY.push(y);
    });
    y += groupGap;
  }

  function drawRow(row: DataFlowRow, top: number, alt: boolean) {
    for (const [slot, x] of colX) {
      const end = row.ends[slot];
      if (!end) continue;
      const fill = alt ? COLOURS.cellAlt : COLOURS.cell;
      boxes.push({
        x,
        y: top,
        width: colWidth,
        height: rowHeight,
        fill,
        stroke: COLOURS.border,
        radius: 0,
        csvRow: row.rowNumber,
      });
      const suffix = slot === 1 && row.sor1Default !== '' ? ` (default: ${row.sor1Default})` : '';
      const label = (fieldName(end, mode) || '-') + suffix;
      text({
        x: x + 10,
        y: top + rowHeight / 2,
        text: fitText(label, colWidth - 20, 14),
        fontSize: 14,
        csvRow: row.rowNumber,
      });
    }
    for (const outer of [1, 3] as const) {
      const flow = row.flows[outer];
      if (flow) drawFlow(outer, flow, top, row.rowNumber);
    }
  }

  function drawFlow(outer: 1 | 3, flow: Flow, top: number, csvRow: number) {
    const outerX = colX.get(outer);
    const hubX = colX.get(2);
    if (outerX === undefined || hubX === undefined) return; // parseDataFlow guarantees both ends
    const [left, right] = outerX < hubX ? [outerX, hubX] : [hubX, outerX];
    const a = { x: left + colWidth + 6, y: top + 24 };
    const b = { x: right - 6, y: top + 24 };
    const outerPoint = outerX < hubX ? a : b;
    const hubPoint = outerX < hubX ? b : a;
    const [from, to] = flow.direction === 'from-hub' ? [hubPoint, outerPoint] : [outerPoint, hubPoint];
    arrows.push({
      from,
      to,
      heads: flow.direction === 'both' ? 'both' : 'end',
      dashed: !flow.mapped,
      colour: COLOURS.arrow,
      csvRow,
    });
    if (flow.syncType !== '') {
      const centre = left + colWidth + columnGap / 2;
      text({
        x: centre,
        y: top + 10,
        text: fitText(flow.syncType, columnGap - 16, 13),
        fontSize: 13,
        align: 'center',
        colour: COLOURS.muted,
        csvRow,
      });
    }
  }

  const height = y - groupGap + margin;
  const breaksX = [...colX.values()].slice(1).map((x) => x - columnGap / 2);
  return { width: canvasWidth, height, background: COLOURS.background, boxes, texts, arrows, breaksY, breaksX };
}
