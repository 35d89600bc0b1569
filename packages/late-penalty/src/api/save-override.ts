import type * as latePenalty from '../contracts.ts';
import { backendKeys } from '@tools/backend-api';
import { type LatePenaltyApi } from './client.ts';
import { useLatePenaltyApi } from '../data/backend.ts';
import { useInvalidatingMutation, type MutationConfig } from './mutation.ts';

/** One student's penalty on one assignment, set by hand (rounded to 2 decimals by the server). */
export const saveOverride = (api: LatePenaltyApi, body: latePenalty.OverrideBody) => api.saveOverride(body);

type Saved = Awaited<ReturnType<typeof saveOverride>>;

/** Overrides are read as part of the course's associations. */
export function useSaveOverride(courseId: string, config?: MutationConfig<Saved, latePenalty.OverrideBody>) {
  const api = useLatePenaltyApi();
  return useInvalidatingMutation(
    (body: latePenalty.OverrideBody) => saveOverride(api, body),
    [backendKeys.latePenalty.associations(courseId)],
    config,
  );
}
