import * as v from 'valibot';
import { nullishNumber, nullishString, optBoolean, optString } from './common.ts';
import { DisplayGradeSchema } from './grade.ts';

export const attemptDefinition = 'blackboard.webapps.gradebook.publicapi.v2.AttemptV2';

export const AttemptSchema = v.looseObject({
  id: optString,
  userId: optString,
  groupAttemptId: optString,
  status: optString,
  displayGrade: v.nullish(DisplayGradeSchema),
  text: nullishString,
  score: nullishNumber,
  exempt: optBoolean,
  created: optString,
  attemptDate: optString,
  modified: optString,
});
export type Attempt = v.InferOutput<typeof AttemptSchema>;
