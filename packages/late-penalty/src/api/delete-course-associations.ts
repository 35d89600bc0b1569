import { backendKeys } from '@tools/backend-api';
import { type LatePenaltyApi } from './client.ts';
import { useLatePenaltyApi } from '../data/backend.ts';
import { useInvalidatingMutation, type MutationConfig } from './mutation.ts';

/** Clears every rule of the course (with overrides and penalties). */
export const deleteCourseAssociations = (api: LatePenaltyApi, courseId: string) =>
  api.deleteCourseAssociations({ CourseId: courseId });

type Deleted = Awaited<ReturnType<typeof deleteCourseAssociations>>;

export function useDeleteCourseAssociations(courseId: string, config?: MutationConfig<Deleted, void>) {
  const api = useLatePenaltyApi();
  return useInvalidatingMutation(
    () => deleteCourseAssociations(api, courseId),
    [backendKeys.latePenalty.associations(courseId)],
    config,
  );
}
