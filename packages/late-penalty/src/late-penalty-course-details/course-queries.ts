import { queryOptions } from '@tanstack/react-query';
import { courseMembershipQueryOptions, isLearnError, learnKeys, type LearnClient } from '@tools/learn-api';
import { loadAssignmentContents, loadAttempts, loadColumns, loadCourse, loadStudents } from '../data/learn-data.ts';
import type { Messages } from '../messages.ts';

/** Spec 002 §8: a 401 says so; any other failure gets the step's own message. */
export function loadError(error: unknown, fallback: string, m: Messages): string {
  return isLearnError(error) && error.status === 401 ? m.authFailed : fallback;
}

export const courseQuery = (client: LearnClient, courseUuid: string) =>
  queryOptions({
    queryKey: [...learnKeys.course(client.baseUrl, courseUuid), 'late-penalty-course'],
    queryFn: ({ signal }) => loadCourse(client, courseUuid, { signal }),
  });

export const membershipQuery = (client: LearnClient, courseUuid: string, uuid: string) =>
  courseMembershipQueryOptions(client, {
    courseRef: courseUuid,
    userRef: uuid,
    fields: ['id', 'userId', 'courseRoleId', 'availability'],
  });

export const columnsQuery = (client: LearnClient, courseId: string) =>
  queryOptions({
    queryKey: [...learnKeys.gradebookColumns(client.baseUrl, courseId), 'late-penalty'],
    queryFn: ({ signal }) => loadColumns(client, courseId, { signal }),
  });

export const contentsQuery = (client: LearnClient, courseId: string) =>
  queryOptions({
    queryKey: [...learnKeys.course(client.baseUrl, courseId), 'late-penalty-assignments'],
    queryFn: ({ signal }) => loadAssignmentContents(client, courseId, { signal }),
  });

export const studentsQuery = (client: LearnClient, courseId: string, unnamed: string) =>
  queryOptions({
    queryKey: [...learnKeys.memberships(client.baseUrl, courseId), 'late-penalty-students'],
    queryFn: ({ signal }) => loadStudents(client, courseId, unnamed, { signal }),
  });

export const attemptsQuery = (client: LearnClient, courseId: string, columnIds: readonly string[], userId?: string) =>
  queryOptions({
    queryKey: [
      ...learnKeys.course(client.baseUrl, courseId),
      'late-penalty-attempts',
      [...columnIds].sort(),
      userId ?? null,
    ],
    queryFn: ({ signal }) => loadAttempts(client, courseId, columnIds, { signal, ...(userId ? { userId } : {}) }),
  });
