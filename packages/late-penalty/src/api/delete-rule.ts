import { backendKeys } from '@tools/backend-api';
import { type LatePenaltyApi } from './client.ts';
import { useLatePenaltyApi } from '../data/backend.ts';
import { useInvalidatingMutation, type MutationConfig } from './mutation.ts';

export const deleteRule = (api: LatePenaltyApi, code: string) => api.deleteRule({ Code: code });

type Deleted = Awaited<ReturnType<typeof deleteRule>>;

/** A deleted rule takes its course associations with it: both are refreshed. */
export function useDeleteRule(config?: MutationConfig<Deleted, string>) {
  const api = useLatePenaltyApi();
  return useInvalidatingMutation(
    (code: string) => deleteRule(api, code),
    [backendKeys.latePenalty.rules(), backendKeys.latePenalty.allAssociations(), backendKeys.latePenalty.ruleUsage()],
    config,
  );
}
