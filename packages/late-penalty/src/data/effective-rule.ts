import type * as latePenalty from '../contracts.ts';

/**
 * Where an assignment's rule comes from (issue 24): its own rule, the course default (for every
 * assignment without one, assignments added later included), an exception to that default (no
 * penalty), or nothing.
 */
export type RuleSource = 'own' | 'default' | 'exempt' | 'none';

export interface EffectiveRule {
  code: string | null;
  source: RuleSource;
  /** The stored entry: overrides and penalties live there (also for default-covered assignments). */
  association: latePenalty.Association | undefined;
}

export function effectiveRule(
  associations: readonly latePenalty.Association[],
  assignmentId: string,
  courseDefault: string | null | undefined,
): EffectiveRule {
  const association = associations.find((a) => a.ContentItemId === assignmentId);
  if (association && association.Rule && association.Status === 'Active')
    return { code: association.Rule, source: 'own', association };
  if (association && association.Rule && association.Status === 'Inactive')
    return { code: null, source: 'exempt', association };
  if (courseDefault) return { code: courseDefault, source: 'default', association };
  return { code: null, source: 'none', association };
}
