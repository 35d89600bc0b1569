import * as v from 'valibot';
import { optString } from './common.ts';
import { CategorySchema } from './category.ts';
import { CourseV1Schema } from './course.ts';

/**
 * A category/course association (`GET …/categories/{type}/{id}/courses` and
 * `GET /v1/courses/{courseId}/categories`). The swagger names the type
 * (CategoryCourseMembershipV1) but defines no fields, so there is no definition to check
 * against; `categoryId` and `courseId` are primary ids, `course`/`category` come with `expand`.
 */
export const CategoryCourseSchema = v.looseObject({
  categoryId: optString,
  courseId: optString,
  created: optString,
  course: v.optional(CourseV1Schema),
  category: v.optional(CategorySchema),
});
export type CategoryCourse = v.InferOutput<typeof CategoryCourseSchema>;
