import { describe, expect, it } from 'vitest';
import { RULE_MESSAGES } from '../messages.ts';
import { labelError, parseRule } from '../rule-format.ts';

describe('parseRule: the four formats', () => {
  it.each([
    ['10% penalty if more than 2 days late', { kind: 'percent-threshold', percent: 10, threshold: 2, unit: 'day' }],
    ['10 % PENALTY IF MORE THAN 1 DAY LATE', { kind: 'percent-threshold', percent: 10, threshold: 1, unit: 'day' }],
    ['25% penalty if more than 36 hours late', { kind: 'percent-threshold', percent: 25, threshold: 36, unit: 'hour' }],
    ['100% penalty if more than 1 hour late', { kind: 'percent-threshold', percent: 100, threshold: 1, unit: 'hour' }],
    [
      '5 points penalty if more than 24 hours late',
      { kind: 'points-threshold', points: 5, threshold: 24, unit: 'hour' },
    ],
    ['1 point penalty if more than 1 day late', { kind: 'points-threshold', points: 1, threshold: 1, unit: 'day' }],
    [
      '2.5 Points Penalty If More Than 3 Days Late',
      { kind: 'points-threshold', points: 2.5, threshold: 3, unit: 'day' },
    ],
    ['10% penalty each day late', { kind: 'percent-daily', percent: 10 }],
    ['  12.5%   penalty each   day late ', { kind: 'percent-daily', percent: 12.5 }],
    ['2 points penalty each day late', { kind: 'points-daily', points: 2, max: null }],
    ['1 point penalty each day late', { kind: 'points-daily', points: 1, max: null }],
    ['5 points penalty each day late for a max of 20 points', { kind: 'points-daily', points: 5, max: 20 }],
    ['5 points penalty each day late for a max of 5 points', { kind: 'points-daily', points: 5, max: 5 }],
    ['1 POINT PENALTY EACH DAY LATE FOR A MAX OF 1 POINT', { kind: 'points-daily', points: 1, max: 1 }],
  ])('%s', (label, rule) => {
    expect(parseRule(label)).toEqual({ ok: true, rule });
  });
});

describe('parseRule: every message of §5/§8', () => {
  it.each([
    ['', RULE_MESSAGES.required],
    ['   ', RULE_MESSAGES.required],
    ['0% penalty if more than 2 days late', 'Percent must be between 0 and 100.'],
    ['101% penalty if more than 2 days late', 'Percent must be between 0 and 100.'],
    ['-5% penalty each day late', 'Percent must be between 0 and 100.'],
    ['150% penalty each day late', 'Percent must be between 0 and 100.'],
    ['10% penalty if more than 0 days late', 'Threshold must be greater than 0.'],
    ['0 points penalty if more than 2 days late', 'Points must be greater than 0.'],
    ['5 points penalty if more than 0 hours late', 'Threshold must be greater than 0.'],
    ['0 points penalty each day late', 'Points per day must be greater than 0.'],
    ['5 points penalty each day late for a max of 0 points', 'Max points must be greater than 0.'],
    ['5 points penalty each day late for a max of 3 points', 'Max points should be ≥ points per day.'],
    ['penalty of 10%', RULE_MESSAGES.unrecognized],
    ['10% penalty each week late', RULE_MESSAGES.unrecognized],
    ['10% penalty if more than 2 weeks late', RULE_MESSAGES.unrecognized],
    ['10% penalty each day late for a max of 20 points', RULE_MESSAGES.unrecognized],
  ])('%j -> %s', (label, message) => {
    expect(labelError(label)).toBe(message);
  });

  it('the unrecognized message starts with the spec text and its examples all parse', () => {
    expect(RULE_MESSAGES.unrecognized.startsWith('Unrecognized format. Examples: ')).toBe(true);
    const examples = RULE_MESSAGES.unrecognized.replace('Unrecognized format. Examples: ', '').split('; ');
    expect(examples).toHaveLength(4);
    for (const e of examples) expect(parseRule(e).ok).toBe(true);
  });
});
