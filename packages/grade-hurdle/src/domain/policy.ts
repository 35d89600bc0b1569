import { format } from '@tools/launch/format';
import { DOMAIN_MESSAGES as M } from './messages.ts';
import { clampThreshold } from './sub-rules.ts';
import type { HurdleRules } from './types.ts';

/**
 * The student's 'Grade Hurdle Policy' (spec 002 §2): plain sentences written from the saved
 * rules, never JSON. `titles` are the items' titles as the student may see them; an item the
 * student cannot see is named generically.
 */
export function policySentences(
  rules: HurdleRules,
  titles: Readonly<Record<string, string>>,
): {
  intro: string;
  conditions: string[];
  mappingIntro?: string;
  mapping: string[];
} {
  if (rules.subRules.length === 0) return { intro: M.policyNoRules, conditions: [], mapping: [] };
  const intro =
    rules.subRules.length === 1 ? M.policyIntroOne : rules.logic === 'OR' ? M.policyIntroAny : M.policyIntroAll;
  const conditions = rules.subRules.map((rule) => {
    const title = titles[rule.contentId] ?? M.unknownContent;
    return rule.type === 'NOT_SUBMITTED'
      ? format(M.policyNotSubmitted, { title })
      : format(M.policyScoreBelow, { title, threshold: clampThreshold(rule.thresholdPercent) });
  });
  const mapping = rules.mapping.map((r) => {
    const same = r.to === r.fromMin && r.fromMin === r.fromMax;
    const one = r.fromMin === r.fromMax;
    const template = same ? M.policyRowOneSame : one ? M.policyRowOne : M.policyRowRange;
    return format(template, { fromMin: r.fromMin, fromMax: r.fromMax, to: r.to });
  });
  return { intro, conditions, mappingIntro: M.policyMappingIntro, mapping: [...mapping, M.policyOverridden] };
}
