import { LEARN_RUBRIC_LIMITS as L, type LearnRubricBody, type LearnRubricCell } from './learn-rubric.ts';
import { planColumns, type PlannedColumn } from './transform-columns.ts';
import { HOLISTIC_ROW, holisticPoints, planRows, type PlannedRow } from './transform-rows.ts';
import { IssueLog, plainText } from './transform-text.ts';
import type { D2lRubric, Issue } from './types.ts';
import { fileTitles } from './titles.ts';
import { validateRubricBody } from './validate.ts';

export interface TransformedRubric {
  /** Stable across re-runs of the same file: the rubric's position in it. */
  key: string;
  source: D2lRubric;
  /** The title Learn gets (unique within the file). */
  title: string;
  /** The POST body, or undefined when the rubric cannot be mapped at all. */
  body: LearnRubricBody | undefined;
  issues: Issue[];
  /** `ready`: may be sent; `invalid`: an error issue says why not. */
  status: 'ready' | 'invalid';
}

function cellsOf(rows: PlannedRow[], columns: PlannedColumn[], numeric: boolean): LearnRubricCell[] {
  return rows.flatMap((row) =>
    columns.map((column, ci) => {
      const cell = row.cells[ci]!;
      return {
        id: `cell-${row.position + 1}-${column.position + 1}`,
        rowId: row.id,
        columnId: column.id,
        rowPosition: row.position,
        columnPosition: column.position,
        ...(numeric ? { points: { value: cell.points ?? 0 } } : {}),
        ...(cell.description ? { description: cell.description } : {}),
      };
    }),
  );
}

/** The body, and whether the rubric's overall levels went into it (holistic columns or points). */
function buildBody(rubric: D2lRubric, title: string, log: IssueLog): { body?: LearnRubricBody; usedOverall: boolean } {
  const columns = planColumns(rubric, log);
  if (!columns) return { usedOverall: false };
  let usedOverall = columns.some((c) => c.overall);
  const rows = planRows(rubric, columns, log);
  let numeric = rows.some((row) => row.cells.some((c) => c.points !== undefined));
  if (!numeric) {
    const percentages = holisticPoints(rubric, columns);
    if (percentages) {
      for (const row of rows) row.cells.forEach((c, i) => (c.points = percentages[i]));
      log.add('holisticPercentages', 'info');
      numeric = true;
      usedOverall = true;
    } else log.add('textOnly', 'info');
  }
  if (numeric)
    for (const row of rows)
      row.cells.forEach((c, i) => {
        if (c.points === undefined)
          log.add('noPointsForCell', 'warning', { criterion: row.header, level: columns[i]!.header });
      });
  if (rubric.type === 'holistic') log.add('holistic', 'info', { row: rows[0]?.header ?? HOLISTIC_ROW });
  const description = plainText(rubric.description, L.descriptionMax, 'the rubric description', log);
  const body: LearnRubricBody = {
    title,
    ...(description ? { description } : {}),
    rubricType: numeric ? 'Numeric' : 'Nonnumeric',
    columns: columns.map(({ id, header, position }) => ({ id, header, position })),
    rows: rows.map(({ id, header, position, cells }) => ({
      id,
      header,
      position,
      ...(numeric ? { rowPoints: Math.max(0, ...cells.map((c) => c.points ?? 0)) } : {}),
    })),
    cells: cellsOf(rows, columns, numeric),
  };
  return { body, usedOverall };
}

/** Notes about D2L parts that have no place in a Learn rubric, so nothing vanishes unsaid. */
function noteDropped(rubric: D2lRubric, usedOverall: boolean, log: IssueLog): void {
  const feedback = rubric.groups.flatMap((g) => g.criteria.flatMap((c) => c.cells)).filter((c) => c.feedback).length;
  if (feedback > 0) log.add('feedbackDropped', 'warning', { count: feedback });
  if (!usedOverall && rubric.overallLevels.length > 0)
    log.add('overallLevelsDropped', 'warning', { names: rubric.overallLevels.map((o) => o.name).join(', ') });
}

/**
 * One D2L rubric to the Learn POST body (spec 000 §9: type Numeric, cell points default to the
 * level value, rows descending then renumbered, columns by sort_order minus 1), with every
 * mapping decision and loss reported, and the body checked against Learn's rules.
 */
export function transformRubric(rubric: D2lRubric, title: string, titleIssues: Issue[] = []): TransformedRubric {
  const log = new IssueLog([...rubric.issues, ...titleIssues]);
  const { body, usedOverall } = buildBody(rubric, title, log);
  noteDropped(rubric, usedOverall, log);
  const violations = body ? validateRubricBody(body) : [];
  const issues = [
    ...log.list,
    ...violations.map((v): Issue => ({ code: 'invalid-body', severity: 'error', message: v.message })),
  ];
  const status = body && !issues.some((i) => i.severity === 'error') ? 'ready' : 'invalid';
  return { key: String(rubric.index), source: rubric, title, body, issues, status };
}

/** Every rubric of a file, with file-unique titles (see fileTitles). */
export function transformRubrics(rubrics: D2lRubric[]): TransformedRubric[] {
  const titles = fileTitles(rubrics);
  return rubrics.map((rubric, i) => transformRubric(rubric, titles[i]!.title, titles[i]!.issues));
}
