import * as v from 'valibot';
import { learnId, text } from './common.ts';

/**
 * GET /course-columns: a course's gradebook column names, kept on the server for every user of the
 * course who sees the same columns (students, or staff), so a ReportCard does not read them from
 * Learn each time (issue 26 §4). `need`: the columns the caller's own grades name; a kept list that
 * lacks one is read again.
 */
export const CourseColumnsQuery = v.object({
  /** The course as the launch names it: its uuid, or its primary id. */
  courseId: learnId('courseId'),
  need: v.optional(
    v.pipe(
      text('need', 4000),
      v.transform((s) => s.split(',').filter(Boolean)),
      v.array(learnId('need')),
      v.maxLength(500),
    ),
  ),
});
export type CourseColumnsQuery = v.InferOutput<typeof CourseColumnsQuery>;

export const CourseColumn = v.object({ id: v.string(), name: v.string() });
export type CourseColumn = v.InferOutput<typeof CourseColumn>;

export const CourseColumns = v.object({
  columns: v.array(CourseColumn),
  /** When the server last read them from Learn (ISO). */
  readAt: v.string(),
});
export type CourseColumns = v.InferOutput<typeof CourseColumns>;
