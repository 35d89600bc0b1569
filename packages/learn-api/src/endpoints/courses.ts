import type { LearnClient } from '../client.ts';
import { endpoint } from '../endpoint.ts';
import { paginate, type CallOptions, type Page } from '../paging.ts';
import { ref } from '../ref.ts';
import {
  CourseSchema,
  CourseV1Schema,
  courseDefinition,
  courseV1Definition,
  type Course,
  type CourseV1,
} from '../schemas/course.ts';
import { send, sendAll } from './call.ts';

export const getCourseEndpoint = endpoint('GET', '/v3/courses/{courseId}', {
  response: { schema: CourseSchema, definition: courseDefinition },
});

/** One course (v3). `courseRef`: primary id, uuid, or `courseId:…` / `externalId:…`. */
export function getCourse(client: LearnClient, args: { courseRef: string }, options?: CallOptions): Promise<Course> {
  return send(client, getCourseEndpoint, { courseId: ref(args.courseRef) }, CourseSchema, options);
}

export const getCourseV1Endpoint = endpoint('GET', '/v1/courses/{courseId}', {
  response: { schema: CourseV1Schema, definition: courseV1Definition },
});

/** One course through v1 (some tools read fields in the v1 shape, e.g. readOnly). */
export function getCourseV1(
  client: LearnClient,
  args: { courseRef: string },
  options?: CallOptions,
): Promise<CourseV1> {
  return send(client, getCourseV1Endpoint, { courseId: ref(args.courseRef) }, CourseV1Schema, options);
}

export const listCoursesEndpoint = endpoint('GET', '/v3/courses', {
  maxPageSize: 100,
  response: { schema: CourseSchema, definition: courseDefinition },
});

/** Filters of /v3/courses; name, courseId and externalId match when the value is contained. */
export interface CourseSearch {
  name?: string;
  courseId?: string;
  externalId?: string;
  /** Primary id or `externalId:…` of a data source. */
  dataSourceId?: string;
  termId?: string;
  organization?: boolean;
  'availability.available'?: 'Yes' | 'No' | 'Disabled' | 'Term';
}

/** Every course matching the search (all pages). */
export function listCourses(client: LearnClient, args: CourseSearch = {}, options?: CallOptions): Promise<Course[]> {
  return sendAll(client, listCoursesEndpoint, {}, CourseSchema, options, { ...args });
}

/**
 * The same search page by page (at the largest page size), for screens that show the first
 * page at once and progress while the rest loads (SetCategory over a data source's courses).
 */
export function pageCourses(
  client: LearnClient,
  args: CourseSearch = {},
  options: CallOptions = {},
): AsyncGenerator<Page<Course>, void, undefined> {
  return paginate(client, listCoursesEndpoint.path(), CourseSchema, {
    ...options,
    searchParams: { ...args },
    limit: listCoursesEndpoint.maxPageSize!,
  });
}
