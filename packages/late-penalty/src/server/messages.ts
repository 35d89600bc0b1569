/** Texts of the late-penalty services (ours; the spec's texts live in @tools/late-penalty). */
export const latePenaltyMessages = {
  needsCourse: 'Listing every course needs the institution role {role}; send courseId.',
  instructorsOnly: 'Only instructors of course {courseId} may change its late penalties.',
  badLabel: 'Invalid request body: {index}.Label: {reason}',
  codesUnique: 'Invalid request body: rules: Codes must be unique',
  renameTarget: 'Invalid request body: renames: "{to}" must be one of the saved rules',
  noRule: 'No rule with code {code}.',
  unknownRule: 'Invalid request body: {index}.Rule: no rule with code {code}',
  restoreGone: 'This deletion can no longer be undone: undo lasts {hours} hours, once.',
  unknownDefault: 'Invalid request body: Rule: no rule with code {code}',
  staleRule: 'Rule {code} was changed by someone else since you loaded it. Reload to see their version.',
} as const;

/** @public The sections for tooling/catalogues (CONTRIBUTING.md "Message catalogues"): all ours. */
export const latePenaltyCatalogue = { spec: {}, ours: latePenaltyMessages };
