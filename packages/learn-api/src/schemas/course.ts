import * as v from 'valibot';
import { optBoolean, optString } from './common.ts';

export const courseDefinition = 'blackboard.webapps.blackboard.publicapi.v2.courses.CourseV2';
export const courseV1Definition = 'blackboard.webapps.blackboard.publicapi.v1.courses.Course';

const courseAvailability = v.optional(
  v.looseObject({
    available: optString,
    duration: v.optional(v.looseObject({ type: optString, start: optString, end: optString })),
  }),
);

const courseEntries = {
  id: optString,
  uuid: optString,
  externalId: optString,
  dataSourceId: optString,
  courseId: optString,
  name: optString,
  description: optString,
  created: optString,
  organization: optBoolean,
  ultraStatus: optString,
  termId: optString,
  availability: courseAvailability,
  externalAccessUrl: optString,
  hasChildren: optBoolean,
  parentId: optString,
};

/** A course from /v3/courses (Learn's CourseV2 shape). */
export const CourseSchema = v.looseObject({ ...courseEntries, modified: optString });
export type Course = v.InferOutput<typeof CourseSchema>;

/** A course from /v1/courses (no `modified`). */
export const CourseV1Schema = v.looseObject({ ...courseEntries, readOnly: optBoolean });
export type CourseV1 = v.InferOutput<typeof CourseV1Schema>;
