import * as v from 'valibot';
import { nullishNumber, optNumber, optString } from './common.ts';

export const questionDefinition = 'blackboard.plugin.assessment.publicapi.v1.questions.Question';

/** questionHandler holds the type and its answers; their shape varies by type, so it stays loose. */
export const QuestionSchema = v.looseObject({
  id: optString,
  title: optString,
  text: optString,
  position: optNumber,
  points: nullishNumber,
  questionHandler: v.optional(v.looseObject({ type: optString })),
});
export type Question = v.InferOutput<typeof QuestionSchema>;
