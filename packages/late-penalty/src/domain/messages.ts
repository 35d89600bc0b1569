/** Validation texts of spec 002 §5/§8, word for word (the engine reports them; screens show them). */
export const RULE_MESSAGES = {
  required: 'Required',
  percentRange: 'Percent must be between 0 and 100.',
  pointsPositive: 'Points must be greater than 0.',
  thresholdPositive: 'Threshold must be greater than 0.',
  pointsPerDayPositive: 'Points per day must be greater than 0.',
  maxPositive: 'Max points must be greater than 0.',
  maxBelowRate: 'Max points should be ≥ points per day.',
  /** The spec quotes the prefix; the examples are one of each of the four formats. */
  unrecognized:
    'Unrecognized format. Examples: 10% penalty if more than 2 days late; 5 points penalty if more than 24 hours late; 10% penalty each day late; 2 points penalty each day late for a max of 10 points',
  status: 'Status must be Active or Inactive.',
  nonNegative: 'Enter a non-negative number.',
} as const;

/** @public The sections for tooling/catalogues (CONTRIBUTING.md "Message catalogues"): all spec. */
export const RULE_CATALOGUE = { spec: RULE_MESSAGES, ours: {} };
