import { backendKeys } from '@tools/backend-api';
import { type LatePenaltyApi } from './client.ts';
import { useLatePenaltyApi } from '../data/backend.ts';
import { useInvalidatingMutation, type MutationConfig } from './mutation.ts';

/** Clears one assignment's rule, with its overrides and applied penalties. */
export const deleteAssociation = (api: LatePenaltyApi, courseId: string, contentItemId: string) =>
  api.deleteAssociation({ CourseId: courseId, ContentItemId: contentItemId });

type Deleted = Awaited<ReturnType<typeof deleteAssociation>>;

/** Variables: the assignment's content item id. */
export function useDeleteAssociation(courseId: string, config?: MutationConfig<Deleted, string>) {
  const api = useLatePenaltyApi();
  return useInvalidatingMutation(
    (contentItemId: string) => deleteAssociation(api, courseId, contentItemId),
    [backendKeys.latePenalty.associations(courseId)],
    config,
  );
}
