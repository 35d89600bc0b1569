import type * as latePenalty from '../contracts.ts';
import { backendKeys } from '@tools/backend-api';
import { type LatePenaltyApi } from './client.ts';
import { useLatePenaltyApi } from '../data/backend.ts';
import { useInvalidatingMutation, type MutationConfig } from './mutation.ts';

/** Sets the rule of one or more assignments of the course (instructors of the course only). */
export const saveAssociations = (api: LatePenaltyApi, items: latePenalty.AssociationInput[]) =>
  api.saveAssociations(items);

type Saved = Awaited<ReturnType<typeof saveAssociations>>;

export function useSaveAssociations(courseId: string, config?: MutationConfig<Saved, latePenalty.AssociationInput[]>) {
  const api = useLatePenaltyApi();
  return useInvalidatingMutation(
    (items: latePenalty.AssociationInput[]) => saveAssociations(api, items),
    [backendKeys.latePenalty.associations(courseId)],
    config,
  );
}
