import { queryOptions, useQuery } from '@tanstack/react-query';
import { backendKeys } from '@tools/backend-api';
import { type LatePenaltyApi } from './client.ts';
import { useLatePenaltyApi } from '../data/backend.ts';
import { useInvalidatingMutation, type MutationConfig } from './mutation.ts';

/** The course's default rule: every assignment without a rule of its own uses it, later ones included. */
export const getCourseDefault = (api: LatePenaltyApi, courseId: string) => api.getCourseDefault(courseId);

export const courseDefaultQueryOptions = (api: LatePenaltyApi, courseId: string) =>
  queryOptions({
    queryKey: backendKeys.latePenalty.courseDefault(courseId),
    queryFn: () => getCourseDefault(api, courseId),
  });

export const useCourseDefault = (courseId: string) =>
  useQuery(courseDefaultQueryOptions(useLatePenaltyApi(), courseId));

export const setCourseDefault = (api: LatePenaltyApi, courseId: string, rule: string | null) =>
  api.setCourseDefault({ CourseId: courseId, Rule: rule });

type Saved = Awaited<ReturnType<typeof setCourseDefault>>;

/** Variables: the rule code, or null to remove the default. */
export function useSetCourseDefault(courseId: string, config?: MutationConfig<Saved, string | null>) {
  const api = useLatePenaltyApi();
  return useInvalidatingMutation(
    (rule: string | null) => setCourseDefault(api, courseId, rule),
    [backendKeys.latePenalty.courseDefault(courseId)],
    config,
  );
}
