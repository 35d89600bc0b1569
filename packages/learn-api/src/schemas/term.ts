import * as v from 'valibot';
import { optString } from './common.ts';

export const termDefinition = 'blackboard.webapps.blackboard.publicapi.v1.terms.Term';

export const TermSchema = v.looseObject({
  id: optString,
  externalId: optString,
  dataSourceId: optString,
  name: optString,
  description: optString,
  availability: v.optional(
    v.looseObject({
      available: optString,
      duration: v.optional(v.looseObject({ type: optString, start: optString, end: optString })),
    }),
  ),
});
export type Term = v.InferOutput<typeof TermSchema>;
