import type * as latePenalty from '../contracts.ts';
import { backendKeys } from '@tools/backend-api';
import { type LatePenaltyApi } from './client.ts';
import { useLatePenaltyApi } from '../data/backend.ts';
import { useInvalidatingMutation, type MutationConfig } from './mutation.ts';

/** Undo of 'Delete all' or a Clear (the server keeps what was deleted for 24 hours). */
export const restoreAssociations = (api: LatePenaltyApi, body: latePenalty.RestoreBody) =>
  api.restoreAssociations(body);

type Restored = Awaited<ReturnType<typeof restoreAssociations>>;

/** Variables: the restoreId the deletion answered. */
export function useRestoreAssociations(courseId: string, config?: MutationConfig<Restored, string>) {
  const api = useLatePenaltyApi();
  return useInvalidatingMutation(
    (restoreId: string) => restoreAssociations(api, { CourseId: courseId, RestoreId: restoreId }),
    [backendKeys.latePenalty.associations(courseId), backendKeys.latePenalty.courseDefault(courseId)],
    config,
  );
}
