import { describe, expect, it } from 'vitest';
import {
  clampThreshold,
  combine,
  evaluateSubRule,
  isSubmitted,
  normaliseLogic,
  normaliseSubRule,
  percentOf,
  type ItemFacts,
} from '../sub-rules.ts';
import type { SubRule } from '../types.ts';

const notSubmitted: SubRule = { id: 'r1', type: 'NOT_SUBMITTED', contentId: '_1_1' };
const below = (thresholdPercent?: number): SubRule => ({
  id: 'r2',
  type: 'SCORE_BELOW_PERCENT',
  contentId: '_2_1',
  ...(thresholdPercent === undefined ? {} : { thresholdPercent }),
});
const facts = (extra: Partial<ItemFacts> = {}): ItemFacts => ({ possible: 20, attempts: [], ...extra });
const graded = (score: number, possible = 20): ItemFacts =>
  facts({ possible, grade: { score }, attempts: [{ status: 'Completed' }] });

describe('clampThreshold (spec 002 §5: 0-100, default 50 for non-numeric input)', () => {
  it.each([
    [50, 50],
    [0, 0],
    [100, 100],
    [-1, 0],
    [101, 100],
    [42.5, 42.5],
    ['40', 40],
    [' 60 ', 60],
    ['', 50],
    ['abc', 50],
    [Number.NaN, 50],
    [Number.POSITIVE_INFINITY, 50],
    [null, 50],
    [undefined, 50],
    [true, 50],
  ])('%j -> %j', (value, expected) => {
    expect(clampThreshold(value)).toBe(expected);
  });
});

describe('normaliseLogic and normaliseSubRule', () => {
  it.each([
    ['AND', 'AND'],
    ['OR', 'OR'],
    ['or', 'OR'],
    ['XOR', 'AND'],
    [undefined, 'AND'],
    [3, 'AND'],
  ])('logic %j -> %s (default AND)', (value, expected) => {
    expect(normaliseLogic(value)).toBe(expected);
  });

  it('keeps a clamped threshold only on SCORE_BELOW_PERCENT', () => {
    expect(normaliseSubRule({ ...below(), thresholdPercent: 'x' })).toEqual({ ...below(), thresholdPercent: 50 });
    expect(normaliseSubRule({ ...below(), thresholdPercent: 250 })).toEqual({ ...below(), thresholdPercent: 100 });
    expect(normaliseSubRule({ ...notSubmitted, thresholdPercent: 30 })).toEqual(notSubmitted);
  });
});

describe('isSubmitted', () => {
  it.each([
    ['no attempt, no grade', facts(), false],
    ['a completed attempt', facts({ attempts: [{ status: 'Completed' }] }), true],
    ['an attempt waiting to be graded', facts({ attempts: [{ status: 'NeedsGrading' }] }), true],
    ['only an attempt in progress', facts({ attempts: [{ status: 'InProgress' }] }), false],
    ['abandoned and not attempted', facts({ attempts: [{ status: 'Abandoned' }, { status: 'NotAttempted' }] }), false],
    ['a grade entered by hand without attempt', facts({ grade: { score: 12 } }), true],
    ['a grade row without a score', facts({ grade: { score: null } }), false],
  ])('%s -> %s', (_label, f, expected) => {
    expect(isSubmitted(f)).toBe(expected);
  });
});

describe('evaluateSubRule: every outcome and boundary', () => {
  it.each([
    // [label, rule, facts, passes, status, text]
    ['not submitted', notSubmitted, facts(), true, 'not-submitted', "'Lab' not submitted (rule passes)"],
    [
      'submitted',
      notSubmitted,
      facts({ attempts: [{ status: 'NeedsGrading' }] }),
      false,
      'submitted',
      "'Lab' submitted (rule does not pass)",
    ],
    [
      'attempt still in progress counts as not submitted',
      notSubmitted,
      facts({ attempts: [{ status: 'InProgress' }] }),
      true,
      'not-submitted',
      "'Lab' not submitted (rule passes)",
    ],
    ['score below threshold', below(50), graded(8.4), true, 'below', "'Lab': 42% < 50% (rule passes)"],
    [
      'score exactly at the threshold is not below it',
      below(50),
      graded(10),
      false,
      'not-below',
      "'Lab': 50% ≥ 50% (rule does not pass)",
    ],
    ['just under the threshold', below(50), graded(9.99), true, 'below', "'Lab': 49.95% < 50% (rule passes)"],
    ['above the threshold', below(50), graded(15), false, 'not-below', "'Lab': 75% ≥ 50% (rule does not pass)"],
    [
      'threshold 0: nothing is below it, not even 0',
      below(0),
      graded(0),
      false,
      'not-below',
      "'Lab': 0% ≥ 0% (rule does not pass)",
    ],
    [
      'threshold 100: full marks is not below it',
      below(100),
      graded(20),
      false,
      'not-below',
      "'Lab': 100% ≥ 100% (rule does not pass)",
    ],
    [
      'threshold 100: one point short is below it',
      below(100),
      graded(19),
      true,
      'below',
      "'Lab': 95% < 100% (rule passes)",
    ],
    ['missing threshold uses the default 50', below(), graded(9), true, 'below', "'Lab': 45% < 50% (rule passes)"],
    [
      'no attempt counts as 0 %',
      below(50),
      facts(),
      true,
      'below',
      "'Lab': not submitted, counted as 0% < 50% (rule passes)",
    ],
    [
      'no attempt with threshold 0',
      below(0),
      facts(),
      false,
      'not-below',
      "'Lab': not submitted, counted as 0% ≥ 0% (rule does not pass)",
    ],
    [
      'attempt with no score yet is not judged',
      below(50),
      facts({ attempts: [{ status: 'NeedsGrading' }] }),
      false,
      'not-graded',
      "'Lab': submitted, not graded yet (rule does not pass)",
    ],
    [
      'exempt never passes',
      notSubmitted,
      facts({ grade: { exempt: true } }),
      false,
      'exempt',
      "'Lab': exempt (rule does not pass)",
    ],
    [
      'no points possible',
      below(50),
      graded(5, 0),
      false,
      'no-possible',
      "'Lab': no points possible, cannot be checked (rule does not pass)",
    ],
    [
      'no gradebook column',
      below(50),
      undefined,
      false,
      'no-column',
      "'Lab': no gradebook column, cannot be checked (rule does not pass)",
    ],
  ] as const)('%s', (_label, rule, f, passes, status, text) => {
    const outcome = evaluateSubRule(rule, 'Lab', f);
    expect(outcome).toMatchObject({ passes, status, text });
  });

  it('compares percents without float dust (10/20, 7/14, 0.1+0.2 of 0.6 are exactly 50)', () => {
    expect(percentOf(10, 20)).toBe(50);
    expect(percentOf(7, 14)).toBe(50);
    expect(percentOf(0.1 + 0.2, 0.6)).toBe(50);
    expect(evaluateSubRule(below(50), 'Lab', graded(0.1 + 0.2, 0.6)).passes).toBe(false);
  });
});

describe('combine (spec 002 §4)', () => {
  const p = (...values: boolean[]) => values.map((passes) => ({ passes }));
  it.each([
    ['AND', p(), false],
    ['OR', p(), false],
    ['AND', p(true), true],
    ['AND', p(true, true), true],
    ['AND', p(true, false), false],
    ['OR', p(false, true), true],
    ['OR', p(false, false), false],
  ] as const)('%s of %j -> %s', (logic, outcomes, expected) => {
    expect(combine(logic, outcomes)).toBe(expected);
  });
});
