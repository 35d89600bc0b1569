import * as v from 'valibot';
import { nullishNumber, nullishString, optBoolean, optNumber, optString } from './common.ts';

export const gradeDefinition = 'blackboard.webapps.gradebook.publicapi.v2.GradeV2';

export const DisplayGradeSchema = v.looseObject({
  scaleType: optString,
  score: nullishNumber,
  possible: nullishNumber,
  text: nullishString,
});

/** A user's grade in one column (v2; the v1 shape is a subset). */
export const GradeSchema = v.looseObject({
  userId: optString,
  columnId: optString,
  status: optString,
  displayGrade: v.nullish(DisplayGradeSchema),
  text: nullishString,
  score: nullishNumber,
  overridden: nullishString,
  notes: nullishString,
  feedback: nullishString,
  exempt: optBoolean,
  gradeNotationId: nullishString,
  changeIndex: optNumber,
  firstRelevantDate: nullishString,
  lastRelevantDate: nullishString,
});
export type Grade = v.InferOutput<typeof GradeSchema>;

/**
 * PATCH body for a grade. `score: null` clears an override (the public replacement for the
 * private "revert override" call); `gradeNotationId` sets a notation (replacing the private perfCodeId call).
 */
export interface GradeInput {
  score?: number | null;
  text?: string | null;
  feedback?: string | null;
  notes?: string | null;
  exempt?: boolean;
  gradeNotationId?: string | null;
}

export const gradeV1Definition = 'blackboard.webapps.gradebook.publicapi.v1.Grade';

/** v1 grade: no displayGrade / gradeNotationId. */
export const GradeV1Schema = v.looseObject({
  userId: optString,
  columnId: optString,
  status: optString,
  text: nullishString,
  score: nullishNumber,
  overridden: nullishString,
  notes: nullishString,
  feedback: nullishString,
  exempt: optBoolean,
});
export type GradeV1 = v.InferOutput<typeof GradeV1Schema>;
