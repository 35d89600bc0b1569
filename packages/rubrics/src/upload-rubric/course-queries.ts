import { queryOptions } from '@tanstack/react-query';
import { courseQueryOptions, listRubrics, type LearnClient } from '@tools/learn-api';

/** The course the rubrics go to, by the Course ID people type (`courseId:BIO101`). */
export function targetCourseQueryOptions(client: LearnClient, courseId: string) {
  return { ...courseQueryOptions(client, `courseId:${courseId}`), retry: false } as const;
}

/**
 * Titles of the course's rubrics (all pages, id and title only): what a send must not post
 * again. Always read fresh before a send; the preview may show a cached answer.
 */
export function courseRubricTitlesQueryOptions(client: LearnClient, coursePk: string) {
  return queryOptions({
    queryKey: ['rubrics', 'course-titles', client.baseUrl, coursePk] as const,
    queryFn: async ({ signal }) => {
      const rubrics = await listRubrics(client, { courseRef: coursePk }, { signal, fields: ['id', 'title'] });
      return rubrics.flatMap((r) => (r.title ? [r.title] : []));
    },
  });
}
