import { LEARN_RUBRIC_LIMITS } from './learn-rubric.ts';
import { bySortOrder, type IssueLog } from './transform-text.ts';
import type { D2lCriteriaGroup, D2lLevel, D2lOverallLevel, D2lRubric } from './types.ts';

/** A Learn column and the D2L level it stands for in each criteria group. */
export interface PlannedColumn {
  id: string;
  header: string;
  position: number;
  /** Index = position of the group in `groups` (the groups that have criteria). */
  levels: (D2lLevel | undefined)[];
  /** Set when the column comes from a holistic rubric's overall level. */
  overall?: D2lOverallLevel;
}

/** Groups that contribute rows: those with at least one criterion. */
export function criteriaGroups(rubric: D2lRubric): D2lCriteriaGroup[] {
  return bySortOrder(rubric.groups).filter((g) => g.criteria.length > 0);
}

/**
 * Spec 000 §9: columns sort by ascending sort_order and take sort_order minus 1 as position.
 * D2L numbers levels 1..n; when a file does not (gaps, zero-based), columns keep that order
 * and are numbered from 0, which is what "minus 1" means for a well-formed export.
 */
function positions(sorted: { sortOrder: number | undefined }[], log: IssueLog): number[] {
  const orders = sorted.map((l) => l.sortOrder);
  if (orders.every((o, i) => o === i + 1)) return orders.map((o) => o! - 1);
  log.add('levelOrderRenumbered', 'info', { orders: orders.map((o) => o ?? '—').join(', '), count: orders.length });
  return sorted.map((_, i) => i);
}

function header(name: string, position: number, log: IssueLog): string {
  if (name) return name.slice(0, LEARN_RUBRIC_LIMITS.headerMax);
  const fallback = `Level ${position + 1}`;
  log.add('levelMissingName', 'warning', { header: fallback });
  return fallback;
}

/** The columns of the Learn rubric, or undefined when the levels cannot become one column set. */
export function planColumns(rubric: D2lRubric, log: IssueLog): PlannedColumn[] | undefined {
  const groups = criteriaGroups(rubric);
  if (groups.length === 0) {
    if (rubric.type === 'holistic' && rubric.overallLevels.length > 0) {
      const sorted = bySortOrder(rubric.overallLevels);
      const at = positions(sorted, log);
      return sorted.map((o, i) => ({
        id: `column-${at[i]! + 1}`,
        header: header(o.name, at[i]!, log),
        position: at[i]!,
        levels: [],
        overall: o,
      }));
    }
    log.add('noCriteria', 'error');
    return undefined;
  }
  const first = groups[0]!;
  const sortedByGroup = groups.map((g) => bySortOrder(g.levels));
  const firstLevels = sortedByGroup[0]!;
  if (firstLevels.length === 0) {
    log.add('noLevels', 'error');
    return undefined;
  }
  const other = groups.findIndex((_, i) => sortedByGroup[i]!.length !== firstLevels.length);
  if (other >= 0) {
    log.add('groupLevelsDiffer', 'error', {
      first: first.name,
      firstCount: firstLevels.length,
      other: groups[other]!.name,
      otherCount: sortedByGroup[other]!.length,
    });
    return undefined;
  }
  groups.forEach((g, gi) => {
    const names = sortedByGroup[gi]!.map((l) => l.name);
    if (gi > 0 && names.some((n, i) => n !== firstLevels[i]!.name))
      log.add('groupLevelNames', 'info', { group: g.name, names: names.join(', '), first: first.name });
  });
  const at = positions(firstLevels, log);
  return firstLevels.map((level, i) => ({
    id: `column-${at[i]! + 1}`,
    header: header(level.name, at[i]!, log),
    position: at[i]!,
    levels: sortedByGroup.map((levels) => levels[i]),
  }));
}
