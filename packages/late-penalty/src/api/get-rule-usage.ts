import { queryOptions, useQuery } from '@tanstack/react-query';
import { backendKeys } from '@tools/backend-api';
import { type LatePenaltyApi } from './client.ts';
import { useLatePenaltyApi } from '../data/backend.ts';

/** Courses and assignments per rule (LATE_PENALTY_ADMIN): the admin is told before changing a rule in use. */
export const getRuleUsage = (api: LatePenaltyApi) => api.ruleUsage();

export const ruleUsageQueryOptions = (api: LatePenaltyApi) =>
  queryOptions({ queryKey: backendKeys.latePenalty.ruleUsage(), queryFn: () => getRuleUsage(api) });

export const useRuleUsage = () => useQuery(ruleUsageQueryOptions(useLatePenaltyApi()));
