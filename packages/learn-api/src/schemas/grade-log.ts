import * as v from 'valibot';
import { nullishNumber, nullishString, optBoolean, optString } from './common.ts';

/**
 * One entry of a column's grade history (GET v1 …/columns/{columnId}/logs). The swagger answers a bare
 * `object` for this operation and describes no entry, so this schema reads only the names the operation
 * itself uses (its filter `user.userId`, its sort fields `id`, `gradebookColumnId`, `logged`) and
 * GradeV2's own names for the grade's values, all optional: a Learn that sends other names leaves them
 * empty, and callers treat an entry without values as "history unknown" (never as a value to restore).
 */
export const GradeLogEntrySchema = v.looseObject({
  id: optString,
  gradebookColumnId: optString,
  user: v.nullish(v.looseObject({ userId: optString })),
  logged: nullishString,
  score: nullishNumber,
  text: nullishString,
  gradeNotationId: nullishString,
  overridden: nullishString,
  exempt: optBoolean,
});
export type GradeLogEntry = v.InferOutput<typeof GradeLogEntrySchema>;
