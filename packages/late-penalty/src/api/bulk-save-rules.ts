import type * as latePenalty from '../contracts.ts';
import { backendKeys } from '@tools/backend-api';
import { type LatePenaltyApi } from './client.ts';
import { useLatePenaltyApi } from '../data/backend.ts';
import { useInvalidatingMutation, type MutationConfig } from './mutation.ts';

/** Saves the admin's whole table in one transaction: renames, upserts, deletes. */
export const bulkSaveRules = (api: LatePenaltyApi, body: latePenalty.RulesBulkBody) => api.bulkSaveRules(body);

type Saved = Awaited<ReturnType<typeof bulkSaveRules>>;

/** Renames move courses' associations to the new code, so those are refreshed with the rules. */
export function useBulkSaveRules(config?: MutationConfig<Saved, latePenalty.RulesBulkBody>) {
  const api = useLatePenaltyApi();
  return useInvalidatingMutation(
    (body: latePenalty.RulesBulkBody) => bulkSaveRules(api, body),
    [backendKeys.latePenalty.rules(), backendKeys.latePenalty.allAssociations(), backendKeys.latePenalty.ruleUsage()],
    config,
  );
}
