import type { ContentDetail, Grade, GradebookColumn } from '@tools/learn-api';

/** Spec 000 §9: high above 90, low below 75 (percent of the column's points). */
export const HIGH_ABOVE = 90;
export const LOW_BELOW = 75;
/** Spec 000 §9: this column never appears (it is the course total, not something to study). */
export const OVERALL_GRADE = 'Overall Grade';

export interface TutorRow {
  columnId: string;
  columnName: string;
  /** The graded content item (for its instructions), when the column has one. */
  contentId: string | undefined;
  /** Percent of possible points; null when there is no numeric score. */
  percent: number | null;
}

/**
 * A grade as a percent: score / possible × 100. A column without possible points (or 0)
 * has nothing to divide by, so its score is read as a percent already.
 */
export function percentOf(score: number | null | undefined, possible: number | null | undefined): number | null {
  if (typeof score !== 'number' || !Number.isFinite(score)) return null;
  return typeof possible === 'number' && possible > 0 ? (score / possible) * 100 : score;
}

/** '95%', '87.5%', '66.67%'; the spec's text when there is no grade. */
export function gradeText(percent: number | null, noGrade: string): string {
  if (percent === null) return noGrade;
  return `${Number(percent.toFixed(2))}%`;
}

const isOverall = (name: string | undefined) => name?.trim().toLowerCase() === OVERALL_GRADE.toLowerCase();

/**
 * Joins the student's grades (one request) with the course's columns (one request) and sorts
 * them into the two tables. Ungraded columns are in neither: without a score there is nothing
 * high or low to study.
 */
export function tutorTables(
  grades: readonly Grade[],
  columns: readonly GradebookColumn[],
): { high: TutorRow[]; low: TutorRow[] } {
  const byId = new Map(columns.map((c) => [c.id, c]));
  const high: TutorRow[] = [];
  const low: TutorRow[] = [];
  for (const grade of grades) {
    if (!grade.columnId) continue;
    const column = byId.get(grade.columnId);
    const name = column?.name ?? grade.columnId;
    if (isOverall(name)) continue;
    const percent = percentOf(grade.score, column?.score?.possible);
    if (percent === null) continue;
    const row: TutorRow = { columnId: grade.columnId, columnName: name, contentId: column?.contentId, percent };
    if (percent > HIGH_ABOVE) high.push(row);
    else if (percent < LOW_BELOW) low.push(row);
  }
  const byName = (a: TutorRow, b: TutorRow) => a.columnName.localeCompare(b.columnName);
  return { high: high.sort(byName), low: low.sort(byName) };
}

/**
 * Instructions from the private content detail: a test's instructions
 * (`contentDetail[handler].test.assessment.instructions.rawText`), else the item's body.
 */
export function instructionsOf(detail: ContentDetail): string {
  const handler = detail.contentHandler?.id;
  const entries = detail.contentDetail ?? {};
  const own = (handler && entries[handler]) || Object.values(entries)[0];
  return (
    own?.test?.assessment?.instructions?.rawText?.trim() || own?.body?.rawText?.trim() || detail.body?.trim() || ''
  );
}

/** Learn primary ids look like `_123_1`; the spec skips the course lookup for those. */
export const isPrimaryId = (ref: string) => /^_\d+_\d+$/.test(ref);

/**
 * What to look up for a column: the topic after a "Quiz 1:"-style prefix, without trailing
 * numbering ("Lab Report 2" -> "Lab Report"), because encyclopedia search matches titles.
 */
export function articleQuery(columnName: string): string {
  const topic = columnName.includes(':') ? columnName.slice(columnName.lastIndexOf(':') + 1) : columnName;
  const cleaned = topic
    .replace(/[\s#-]*\d+[a-z]?\s*$/i, '')
    .replace(/\s+/g, ' ')
    .trim();
  return cleaned || columnName.trim();
}
