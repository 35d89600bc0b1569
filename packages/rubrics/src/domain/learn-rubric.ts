// The Learn rubric body has one home, the Learn client's `rubric-body.ts` (issue 23 §5); this domain names it
// as what it builds from a D2L export: a Learn rubric.
export {
  RUBRIC_TYPES as LEARN_RUBRIC_TYPES,
  type RubricCellInput as LearnRubricCell,
  type RubricColumnInput as LearnRubricColumn,
  type RubricInput as LearnRubricBody,
  type RubricRowInput as LearnRubricRow,
  type RubricType as LearnRubricType,
} from '@tools/learn-api/rubric-body';

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
