import { LEARN_RUBRIC_LIMITS as L } from './learn-rubric.ts';
import { criteriaGroups, type PlannedColumn } from './transform-columns.ts';
import { bySortOrder, plainText, type IssueLog } from './transform-text.ts';
import type { D2lCriterion, D2lRubric } from './types.ts';

export interface PlannedRow {
  id: string;
  header: string;
  position: number;
  cells: { points: number | undefined; description: string | undefined }[];
}

/** The holistic rubric's single row when it has no criterion of its own. */
export const HOLISTIC_ROW = 'Overall';

interface Entry {
  header: string;
  criterion: D2lCriterion | undefined;
  group: number;
}

function entries(rubric: D2lRubric, log: IssueLog): Entry[] {
  const groups = criteriaGroups(rubric);
  if (groups.length === 0) return [{ header: HOLISTIC_ROW, criterion: undefined, group: -1 }];
  if (groups.length > 1) log.add('groupPrefixed', 'info', { count: groups.length });
  let n = 0;
  return groups.flatMap((g, gi) =>
    bySortOrder(g.criteria).map((criterion) => {
      n += 1;
      let header = criterion.name;
      if (!header && rubric.type === 'holistic') header = HOLISTIC_ROW;
      if (!header) {
        header = `Criterion ${n}`;
        log.add('criterionMissingName', 'warning', { header });
      }
      if (groups.length > 1 && g.name) header = `${g.name}: ${header}`;
      return { header: header.slice(0, L.headerMax), criterion, group: gi };
    }),
  );
}

function cellsOf(entry: Entry, columns: PlannedColumn[], log: IssueLog): PlannedRow['cells'] {
  const { criterion } = entry;
  const known = new Set(columns.map((c) => c.levels[entry.group]?.levelId));
  for (const cell of criterion?.cells ?? [])
    if (!known.has(cell.levelId))
      log.add('unknownLevelCell', 'warning', { criterion: entry.header, levelId: cell.levelId || '—' });
  return columns.map((column) => {
    const level = column.levels[entry.group];
    if (!criterion) return { points: undefined, description: plainText(column.overall?.description, L.descriptionMax, `level "${column.header}"`, log) }; // prettier-ignore
    const cell = criterion.cells.find((c) => c.levelId === level?.levelId);
    if (!cell) log.add('missingCell', 'warning', { criterion: entry.header, level: column.header });
    const where = `criterion "${entry.header}", level "${column.header}"`;
    return {
      // Spec 000 §9: a cell's points default to its level's value.
      points: cell?.value ?? level?.value,
      description: plainText(cell?.description, L.descriptionMax, where, log),
    };
  });
}

/**
 * Rows in Learn order. Spec 000 §9: rows sort in descending position order and are then
 * renumbered, so D2L's last criterion is row 0 and its first is the highest position.
 */
export function planRows(rubric: D2lRubric, columns: PlannedColumn[], log: IssueLog): PlannedRow[] {
  const d2lOrder = entries(rubric, log).map((entry) => ({ entry, cells: cellsOf(entry, columns, log) }));
  return d2lOrder.reverse().map(({ entry, cells }, position) => ({
    id: `row-${position + 1}`,
    header: entry.header,
    position,
    cells,
  }));
}

/**
 * A holistic rubric without points of its own is scored by the percentage range each level
 * starts at (`range_start_value`); those become the cells' points (0–100).
 */
export function holisticPoints(rubric: D2lRubric, columns: PlannedColumn[]): (number | undefined)[] | undefined {
  if (rubric.type !== 'holistic' || rubric.overallLevels.length === 0) return undefined;
  const sorted = bySortOrder(rubric.overallLevels);
  const points = columns.map((column, i) => {
    const overall =
      column.overall ??
      rubric.overallLevels.find((o) => o.name === column.header) ??
      (sorted.length === columns.length ? sorted[i] : undefined);
    return overall?.rangeStart;
  });
  return points.every((p) => p !== undefined) ? points : undefined;
}
