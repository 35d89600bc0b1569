/**
 * The body of `POST /learn/api/public/v1/courses/{courseId}/rubrics`: the one description of it, for this
 * client and for the rubric migrator's domain (`@tools/rubrics`, which builds it from a D2L export). Pure
 * types and one list, no imports, so a domain may use it without the client. The swagger fixes `title` and
 * `rubricType` (required, with the type enum) and leaves the column, row and cell lists opaque; their fields
 * are the ones spec 000 §3 sends: columns [id, header, position], rows [id, header, position, rowPoints],
 * cells [id, rowId, columnId, rowPosition, columnPosition, points.value, description].
 */
export const RUBRIC_TYPES = ['Numeric', 'Nonnumeric', 'NumericRange', 'Percentage', 'PercentageRange'] as const;
/** The swagger's rubricType enum. */
export type RubricType = (typeof RUBRIC_TYPES)[number];

export interface RubricColumnInput {
  id: string;
  header: string;
  position: number;
}

export interface RubricRowInput {
  id: string;
  header: string;
  position: number;
  /** The row's maximum points (Numeric); absent for Nonnumeric rubrics. */
  rowPoints?: number;
}

export interface RubricCellInput {
  id: string;
  rowId: string;
  columnId: string;
  rowPosition: number;
  columnPosition: number;
  points?: { value: number };
  description?: string;
}

export interface RubricInput {
  title: string;
  description?: string;
  rubricType: RubricType;
  columns: RubricColumnInput[];
  rows: RubricRowInput[];
  cells: RubricCellInput[];
}
