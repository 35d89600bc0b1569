import type * as latePenalty from '../contracts.ts';
import { backendKeys } from '@tools/backend-api';
import { type LatePenaltyApi } from './client.ts';
import { useLatePenaltyApi } from '../data/backend.ts';
import { useInvalidatingMutation, type MutationConfig } from './mutation.ts';

/** Upserts rules by code (spec 002 §7 POST /late-penalty-rules): Undo of a rule delete saves it again. */
export const saveRules = (api: LatePenaltyApi, rules: latePenalty.RuleInput[]) => api.saveRules(rules);

type Saved = Awaited<ReturnType<typeof saveRules>>;

export function useSaveRules(config?: MutationConfig<Saved, latePenalty.RuleInput[]>) {
  const api = useLatePenaltyApi();
  return useInvalidatingMutation(
    (rules: latePenalty.RuleInput[]) => saveRules(api, rules),
    [backendKeys.latePenalty.rules(), backendKeys.latePenalty.ruleUsage()],
    config,
  );
}
