import type { latePenalty } from '@tools/backend-api/contracts';
import { backendKeys, type LatePenaltyApi } from '@tools/backend-api';
import { useLatePenaltyApi } from '../data/backend.ts';
import { useInvalidatingMutation, type MutationConfig } from './mutation.ts';

/** Stores what 'Update late penalties' applied (one snapshot per student and assignment). */
export const saveSnapshots = (api: LatePenaltyApi, body: latePenalty.SnapshotsBody) => api.saveSnapshots(body);

type Saved = Awaited<ReturnType<typeof saveSnapshots>>;

/**
 * Snapshots are what the penalty listings show (this course's and the admin's across courses)
 * and the `Penalties` of the course's associations: all of those are refreshed.
 */
export function useSaveSnapshots(courseId: string, config?: MutationConfig<Saved, latePenalty.SnapshotsBody>) {
  const api = useLatePenaltyApi();
  return useInvalidatingMutation(
    (body: latePenalty.SnapshotsBody) => saveSnapshots(api, body),
    [backendKeys.latePenalty.associations(courseId), backendKeys.latePenalty.allPenalties()],
    config,
  );
}
