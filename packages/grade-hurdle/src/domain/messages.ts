/**
 * Texts the pure domain produces (ours: the spec does not word explanations, mapping checks or
 * the policy sentences). `{name}` placeholders are filled with `format()` (@tools/launch/format).
 */
export const DOMAIN_MESSAGES = {
  // Sub-rule outcomes, one per rule in the explanation.
  notSubmitted: "'{title}' not submitted",
  submitted: "'{title}' submitted",
  exempt: "'{title}': exempt",
  noColumn: "'{title}': no gradebook column, cannot be checked",
  scoreBelow: "'{title}': {percent}% < {threshold}%",
  scoreNotBelow: "'{title}': {percent}% ≥ {threshold}%",
  notSubmittedCountedZero: "'{title}': not submitted, counted as 0% < {threshold}%",
  notSubmittedZeroNotBelow: "'{title}': not submitted, counted as 0% ≥ {threshold}%",
  notGradedYet: "'{title}': submitted, not graded yet",
  noPossible: "'{title}': no points possible, cannot be checked",
  passes: '(rule passes)',
  doesNotPass: '(rule does not pass)',
  unknownContent: 'a removed item',
  // Outcome of the whole evaluation.
  noSubRules: 'No sub-rules',
  noFinalGrade: 'No final grade',
  noSchema: "Final grade '{text}' is not a schema code 1-7: nothing to adjust",
  overridden: 'Final grade overridden: {from} stays {from}',
  fromNotation: 'Schema {from} read from grade notation {code} (already adjusted): stays {from}',
  applies: 'hurdle applies: {from} maps to {to}',
  appliesSame: 'hurdle applies: {from} maps to {from} (no change)',
  appliesNoRow: 'hurdle applies, but no mapping row covers {from}: stays {from}',
  appliesWouldRaise: 'hurdle applies, but the mapping would raise {from} to {to}: stays {from}',
  doesNotApply: 'hurdle does not apply: {from} stays {from}',
  // Mapping checks (beyond the spec: hurdles only lower grades).
  mappingGap: 'Every schema code from 1 to 7 needs a row. Not covered: {codes}.',
  mappingOverlap: 'Schema {code} is in rows {first} and {second}; each code may be in one row only.',
  mappingInverted: 'Row {row}: the lowest schema ({fromMin}) is above the highest ({fromMax}).',
  mappingRaises: 'Row {row} would raise {from} to {to}; a hurdle may only lower grades.',
  // Student policy (plain sentences written from the saved rules).
  policyNoRules: 'This course has no grade hurdle rules.',
  policyIntroAll: 'Your final grade is lowered if all of the following are true:',
  policyIntroAny: 'Your final grade is lowered if any of the following is true:',
  policyIntroOne: 'Your final grade is lowered if the following is true:',
  policyNotSubmitted: "You do not submit '{title}'.",
  policyScoreBelow: "Your score on '{title}' is below {threshold}%.",
  policyMappingIntro: 'When that happens, your final grade (on the 1-7 scale) changes as follows:',
  policyRowRange: 'A final grade of {fromMin} to {fromMax} becomes {to}.',
  policyRowOne: 'A final grade of {fromMin} becomes {to}.',
  policyRowOneSame: 'A final grade of {fromMin} stays as it is.',
  policyOverridden: 'A final grade your instructor has set by hand is not changed.',
} as const;

/** @public The sections for tooling/catalogues (CONTRIBUTING.md "Message catalogues"): all ours. */
export const DOMAIN_CATALOGUE = { spec: {}, ours: DOMAIN_MESSAGES };

export type DomainMessageKey = keyof typeof DOMAIN_MESSAGES;
