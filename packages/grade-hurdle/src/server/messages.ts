/** Texts of the Grade Hurdle services (ours; the spec's screen texts live in @tools/grade-hurdle). */
export const gradeHurdleMessages = {
  notEnabled: 'Grade Hurdle is not enabled for course {courseId}.',
  needsCourse: 'Listing every course needs the institution role {role}; send courseId.',
  instructorsOnly: 'Only instructors of course {courseId} may change its Grade Hurdle rules.',
  association: 'The Grade Hurdle association of course {courseId}',
  nothingToChange: 'Send at least one of Status, SubRules, Logic, Mapping, PerformanceScoreId, PerformanceScoreIds.',
  thresholdNeeded: 'Invalid request body: SubRules.{index}.thresholdPercent: required for SCORE_BELOW_PERCENT',
} as const;

/** @public The sections for tooling/catalogues (CONTRIBUTING.md "Message catalogues"): all ours. */
export const gradeHurdleCatalogue = { spec: {}, ours: gradeHurdleMessages };
