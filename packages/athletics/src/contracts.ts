import * as v from 'valibot';
import { text } from '@tools/backend-api/contracts';

/**
 * SportsAndStudents' back end (spec 000 §7 `GET {backend}/sportsAndStudents`, with the spec's
 * data shape of §3), plus the admin's CSV load (`PUT {backend}/sportsAndStudents`).
 */
export const Sport = v.object({ Id: v.string(), Name: v.string() });
export const Student = v.object({
  Id: v.string(),
  FirstName: v.string(),
  LastName: v.string(),
  StudentNumber: v.string(),
});
export const StudentAthleticDetail = v.object({ SportId: v.string(), StudentId: v.string() });

export const SportsAndStudents = v.object({
  studentAthleticDetails: v.array(StudentAthleticDetail),
  students: v.array(Student),
  sports: v.array(Sport),
});
export type SportsAndStudents = v.InferOutput<typeof SportsAndStudents>;

/** Just under the 1 MB body limit: about 10,000 lines of the documented layout. */
export const MAX_CSV_CHARS = 900_000;
export const CsvUpload = v.object({ csv: text('csv', MAX_CSV_CHARS, { multiline: true }) });
export type CsvUpload = v.InferOutput<typeof CsvUpload>;

export const RejectedLine = v.object({ line: v.number(), reason: v.string() });
export type RejectedLine = v.InferOutput<typeof RejectedLine>;
export const CsvLoadResult = v.object({
  /** True when the stored data was replaced (at least one line was accepted). */
  replaced: v.boolean(),
  accepted: v.number(),
  rejected: v.array(RejectedLine),
  sports: v.number(),
  students: v.number(),
});
export type CsvLoadResult = v.InferOutput<typeof CsvLoadResult>;
