import { queryOptions } from '@tanstack/react-query';
import { backendKeys } from '@tools/backend-api';
import { type GradeHurdleApi, gradeHurdleApi } from '../api/client.ts';
import { useBackend } from '@tools/backend-api/react';
import { getCourse, learnKeys, type LearnClient } from '@tools/learn-api';
import type { CourseSummary } from './admin-rows.ts';

/** Our server's Grade Hurdle services for the current launch (the server re-checks the caller with Learn). */
export function useGradeHurdleApi(): GradeHurdleApi {
  return useBackend(gradeHurdleApi);
}

/** Every association of the caller's Learn site (admin), 200 a page. */
export function associationsQueryOptions(hurdle: GradeHurdleApi) {
  return queryOptions({
    queryKey: backendKeys.gradeHurdle.associations(null),
    queryFn: () => hurdle.allAssociations(),
  });
}

/** Only what the list shows: fewer bytes from Learn, and the same key for search results. */
export const COURSE_FIELDS = ['id', 'courseId', 'name', 'availability'] as const;

/** Course names change rarely: one Learn call per course per 10 minutes is plenty. */
const COURSE_STALE_MS = 10 * 60_000;

export const courseSummaryKey = (baseUrl: string, coursePk1: string) =>
  [...learnKeys.course(baseUrl, coursePk1), 'summary'] as const;

export function courseSummaryQueryOptions(learn: LearnClient, coursePk1: string) {
  return queryOptions({
    queryKey: courseSummaryKey(learn.baseUrl, coursePk1),
    queryFn: async ({ signal }): Promise<CourseSummary> =>
      toSummary(await getCourse(learn, { courseRef: coursePk1 }, { signal, fields: [...COURSE_FIELDS] })),
    staleTime: COURSE_STALE_MS,
  });
}

export function toSummary(c: {
  id?: string | undefined;
  courseId?: string | undefined;
  name?: string | undefined;
  availability?: { available?: string | undefined } | undefined;
}): CourseSummary {
  return { id: c.id ?? '', courseId: c.courseId, name: c.name, available: c.availability?.available };
}
