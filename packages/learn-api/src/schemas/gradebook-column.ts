import * as v from 'valibot';
import { nullishNumber, nullishString, optBoolean, optString } from './common.ts';

export const gradebookColumnDefinition = 'blackboard.webapps.gradebook.publicapi.v2.GradeColumnV2';
export const gradebookColumnV1Definition = 'blackboard.webapps.gradebook.publicapi.v1.GradeColumn';

/** Read by both versions; v2 adds displayName, gradebookCategoryId, includeInCalculations. */
export const GradebookColumnSchema = v.looseObject({
  id: optString,
  externalId: optString,
  name: optString,
  displayName: optString,
  description: optString,
  externalGrade: optBoolean,
  contentId: optString,
  created: optString,
  modified: optString,
  score: v.optional(v.looseObject({ possible: nullishNumber })),
  availability: v.optional(v.looseObject({ available: optString })),
  grading: v.optional(
    v.looseObject({
      type: optString,
      due: nullishString,
      attemptsAllowed: nullishNumber,
      scoringModel: optString,
      schemaId: optString,
    }),
  ),
  gradebookCategoryId: optString,
  includeInCalculations: optBoolean,
});
export type GradebookColumn = v.InferOutput<typeof GradebookColumnSchema>;

/** Body of a column create (POST); only what our tools send. */
export interface GradebookColumnInput {
  name: string;
  displayName?: string;
  description?: string;
  externalId?: string;
  score: { possible: number };
  availability?: { available: 'Yes' | 'No' };
  grading?: { type: 'Attempts' | 'Calculated' | 'Manual'; due?: string };
  gradebookCategoryId?: string;
  includeInCalculations?: boolean;
}

/** v1 column: the subset without displayName, gradebookCategoryId, includeInCalculations. */
export const GradebookColumnV1Schema = v.looseObject({
  id: optString,
  externalId: optString,
  name: optString,
  description: optString,
  externalGrade: optBoolean,
  contentId: optString,
  created: optString,
  modified: optString,
  score: v.optional(v.looseObject({ possible: nullishNumber })),
  availability: v.optional(v.looseObject({ available: optString })),
  grading: v.optional(
    v.looseObject({ type: optString, due: nullishString, attemptsAllowed: nullishNumber, scoringModel: optString }),
  ),
});
export type GradebookColumnV1 = v.InferOutput<typeof GradebookColumnV1Schema>;
