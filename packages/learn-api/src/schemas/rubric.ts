import * as v from 'valibot';
import { optBoolean, optNumber, optString } from './common.ts';

export const rubricDefinition = 'blackboard.plugin.rubric.spring.rest.publicapi.v1.ExtendedRubricDefinition';

/**
 * The swagger leaves the column, row and cell lists opaque (`java.util.List<…RubricColumnV1>`
 * with no item shape); their fields are the ones spec 000 §3 sends and Learn returns.
 */
const RubricColumnSchema = v.looseObject({ id: optString, header: optString, position: optNumber });
const RubricRowSchema = v.looseObject({ id: optString, header: optString, position: optNumber, rowPoints: optNumber });
const RubricCellSchema = v.looseObject({
  id: optString,
  rowId: optString,
  columnId: optString,
  rowPosition: optNumber,
  columnPosition: optNumber,
  points: v.optional(v.looseObject({ value: optNumber })),
  description: optString,
});

/** A course rubric; the grid lists come back from create, or from a get with `expand=columns,rows,cells`. */
export const RubricSchema = v.looseObject({
  id: optString,
  courseId: optString,
  title: optString,
  description: optString,
  rubricType: optString,
  readOnly: optBoolean,
  created: optString,
  modified: optString,
  columns: v.optional(v.array(RubricColumnSchema)),
  rows: v.optional(v.array(RubricRowSchema)),
  cells: v.optional(v.array(RubricCellSchema)),
});
export type Rubric = v.InferOutput<typeof RubricSchema>;

export type { RubricInput, RubricType } from '../rubric-body.ts';
