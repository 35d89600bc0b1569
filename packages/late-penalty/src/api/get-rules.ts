import { queryOptions, useQuery } from '@tanstack/react-query';
import { backendKeys } from '@tools/backend-api';
import { type LatePenaltyApi } from './client.ts';
import { useLatePenaltyApi } from '../data/backend.ts';

/** Every rule (the admin's list; a course offers the Active ones), following nextKey. */
export const getRules = (api: LatePenaltyApi) => api.allRules();

export const rulesQueryOptions = (api: LatePenaltyApi) =>
  queryOptions({ queryKey: backendKeys.latePenalty.rules(), queryFn: () => getRules(api) });

export const useRules = () => useQuery(rulesQueryOptions(useLatePenaltyApi()));
