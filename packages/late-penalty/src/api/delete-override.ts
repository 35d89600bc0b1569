import type * as latePenalty from '../contracts.ts';
import { backendKeys } from '@tools/backend-api';
import { type LatePenaltyApi } from './client.ts';
import { useLatePenaltyApi } from '../data/backend.ts';
import { useInvalidatingMutation, type MutationConfig } from './mutation.ts';

export const deleteOverride = (api: LatePenaltyApi, body: latePenalty.OverrideDeleteBody) => api.deleteOverride(body);

type Deleted = Awaited<ReturnType<typeof deleteOverride>>;

/** Overrides are read as part of the course's associations. */
export function useDeleteOverride(courseId: string, config?: MutationConfig<Deleted, latePenalty.OverrideDeleteBody>) {
  const api = useLatePenaltyApi();
  return useInvalidatingMutation(
    (body: latePenalty.OverrideDeleteBody) => deleteOverride(api, body),
    [backendKeys.latePenalty.associations(courseId)],
    config,
  );
}
