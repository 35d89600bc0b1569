import * as v from 'valibot';
import { optBoolean, optString } from './common.ts';

export const rubricDefinition = 'blackboard.plugin.rubric.spring.rest.publicapi.v1.ExtendedRubricDefinition';

export const RubricSchema = v.looseObject({
  id: optString,
  courseId: optString,
  title: optString,
  description: optString,
  rubricType: optString,
  readOnly: optBoolean,
  created: optString,
});
export type Rubric = v.InferOutput<typeof RubricSchema>;

/** POST body for a rubric, as the rubric migrator builds it. */
export interface RubricInput {
  title: string;
  description?: string;
  rubricType: 'Numeric' | 'Nonnumeric' | 'NumericRange' | 'Percentage' | 'PercentageRange';
  columns: { id: string; header: string; position: number }[];
  rows: { id: string; header: string; position: number; rowPoints?: number }[];
  cells: {
    id: string;
    rowId: string;
    columnId: string;
    rowPosition: number;
    columnPosition: number;
    points?: { value: number };
    description?: string;
  }[];
}
