/**
 * The body of `POST /learn/api/public/v1/courses/{courseId}/rubrics`. The swagger fixes `title`
 * and `rubricType` (required, with the type enum) and leaves the column, row and cell lists
 * opaque; their fields are the ones spec 000 §3 sends: columns [id, header, position], rows
 * [id, header, position, rowPoints], cells [id, rowId, columnId, rowPosition, columnPosition,
 * points.value, description].
 */
export const LEARN_RUBRIC_TYPES = ['Numeric', 'Nonnumeric', 'NumericRange', 'Percentage', 'PercentageRange'] as const;
export type LearnRubricType = (typeof LEARN_RUBRIC_TYPES)[number];

export interface LearnRubricColumn {
  id: string;
  header: string;
  position: number;
}

export interface LearnRubricRow {
  id: string;
  header: string;
  position: number;
  /** The row's maximum points (Numeric); absent for Nonnumeric rubrics. */
  rowPoints?: number;
}

export interface LearnRubricCell {
  id: string;
  rowId: string;
  columnId: string;
  rowPosition: number;
  columnPosition: number;
  points?: { value: number };
  description?: string;
}

export interface LearnRubricBody {
  title: string;
  description?: string;
  rubricType: LearnRubricType;
  columns: LearnRubricColumn[];
  rows: LearnRubricRow[];
  cells: LearnRubricCell[];
}

/**
 * Limits checked before sending. Rows, columns and points are Learn Ultra's own rubric limits
 * (15 criteria, 15 levels, at most 99,999 points); the swagger documents no text lengths, so the
 * lengths are ours (255 for titles and headers, Learn's usual short-text width; 4,000 for
 * descriptions, so one runaway export cannot make a megabyte body).
 */
export const LEARN_RUBRIC_LIMITS = {
  maxRows: 15,
  maxColumns: 15,
  maxPoints: 99_999,
  titleMax: 255,
  headerMax: 255,
  descriptionMax: 4000,
} as const;
