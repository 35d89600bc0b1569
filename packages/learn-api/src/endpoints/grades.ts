import type { LearnClient } from '../client.ts';
import { endpoint, id } from '../endpoint.ts';
import type { CallOptions } from '../paging.ts';
import { ref } from '../ref.ts';
import {
  GradeSchema,
  GradeV1Schema,
  gradeDefinition,
  gradeV1Definition,
  type Grade,
  type GradeInput,
  type GradeV1,
} from '../schemas/grade.ts';
import { GradeLogEntrySchema, type GradeLogEntry } from '../schemas/grade-log.ts';
import { send, sendAll } from './call.ts';

const v2 = { schema: GradeSchema, definition: gradeDefinition };

export const getColumnGradeEndpoint = endpoint(
  'GET',
  '/v2/courses/{courseId}/gradebook/columns/{columnId}/users/{userId}',
  { response: v2 },
);
export const patchColumnGradeEndpoint = endpoint(
  'PATCH',
  '/v2/courses/{courseId}/gradebook/columns/{columnId}/users/{userId}',
  { response: v2 },
);
export const listColumnGradesEndpoint = endpoint('GET', '/v2/courses/{courseId}/gradebook/columns/{columnId}/users', {
  maxPageSize: 100,
  response: v2,
});
export const getUserGradesEndpoint = endpoint('GET', '/v2/courses/{courseId}/gradebook/users/{userId}', {
  maxPageSize: 100,
  response: v2,
});
export const getUserGradesV1Endpoint = endpoint('GET', '/v1/courses/{courseId}/gradebook/users/{userId}', {
  maxPageSize: 100,
  response: { schema: GradeV1Schema, definition: gradeV1Definition },
});

/** One user's grade in one column (v2: displayGrade, gradeNotationId, overridden). */
export function getColumnGrade(
  client: LearnClient,
  args: { courseRef: string; columnId: string; userRef: string },
  options?: CallOptions,
): Promise<Grade> {
  const params = { courseId: ref(args.courseRef), columnId: id(args.columnId), userId: ref(args.userRef) };
  return send(client, getColumnGradeEndpoint, params, GradeSchema, options);
}

/**
 * Sets a grade (idempotent, so retried on 429/503). `score: null` clears an override and
 * `gradeNotationId` sets a notation: the public equivalents of the private grade calls.
 */
export function patchColumnGrade(
  client: LearnClient,
  args: { courseRef: string; columnId: string; userRef: string; grade: GradeInput },
  options?: CallOptions,
): Promise<Grade> {
  const params = { courseId: ref(args.courseRef), columnId: id(args.columnId), userId: ref(args.userRef) };
  return send(client, patchColumnGradeEndpoint, params, GradeSchema, options, { json: args.grade });
}

/** Every student's grade in one column (all pages): one list call instead of one call per student. */
export function listColumnGrades(
  client: LearnClient,
  args: { courseRef: string; columnId: string },
  options?: CallOptions,
): Promise<Grade[]> {
  return sendAll(
    client,
    listColumnGradesEndpoint,
    { courseId: ref(args.courseRef), columnId: id(args.columnId) },
    GradeSchema,
    options,
  );
}

type GradeFor<V extends 1 | 2> = V extends 1 ? GradeV1 : Grade;

/** All of one user's grades in a course (gradebook/users/{userId}, all pages). */
export function getUserGrades<V extends 1 | 2 = 2>(
  client: LearnClient,
  args: { courseRef: string; userRef: string; version?: V },
  options?: CallOptions,
): Promise<GradeFor<V>[]> {
  const params = { courseId: ref(args.courseRef), userId: ref(args.userRef) };
  const result =
    args.version === 1
      ? sendAll(client, getUserGradesV1Endpoint, params, GradeV1Schema, options)
      : sendAll(client, getUserGradesEndpoint, params, GradeSchema, options);
  return result as Promise<GradeFor<V>[]>;
}

// No `response` contract: the swagger describes this answer as a bare object (see schemas/grade-log.ts).
export const listColumnGradeLogsEndpoint = endpoint('GET', '/v1/courses/{courseId}/gradebook/columns/{columnId}/logs', {
  maxPageSize: 100,
});

/**
 * A column's grade history, oldest first (all pages): what each grade was after each change. `since`
 * narrows it to a run's time; `userId` to one student. Course staff only (course.gradebook.MODIFY).
 */
export function listColumnGradeLogs(
  client: LearnClient,
  args: { courseRef: string; columnId: string; since?: string; userId?: string },
  options?: CallOptions,
): Promise<GradeLogEntry[]> {
  return sendAll(
    client,
    listColumnGradeLogsEndpoint,
    { courseId: ref(args.courseRef), columnId: id(args.columnId) },
    GradeLogEntrySchema,
    options,
    { since: args.since, 'user.userId': args.userId, sort: 'logged,id' },
  );
}
