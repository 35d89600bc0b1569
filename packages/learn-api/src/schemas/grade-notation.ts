import * as v from 'valibot';
import { optString } from './common.ts';

export const gradeNotationDefinition = 'blackboard.webapps.gradebook.publicapi.v1.GradeNotation';

export const GradeNotationSchema = v.looseObject({ id: optString, code: optString, description: optString });
export type GradeNotation = v.InferOutput<typeof GradeNotationSchema>;

export interface GradeNotationInput {
  code: string;
  description: string;
}
