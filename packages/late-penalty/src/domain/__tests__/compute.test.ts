import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computePenalty, DAY_MS, feedbackText, HOUR_MS, round2, studentTotal, type PenaltyInput } from '../compute.ts';
import { parseRule, type PenaltyRule } from '../rule-format.ts';

const rule = (label: string): PenaltyRule => {
  const r = parseRule(label);
  if (!r.ok) throw new Error(r.error);
  return r.rule;
};
const DUE = '2026-03-10T23:59:00.000Z';
const dueMs = Date.parse(DUE);
const at = (lateMs: number) => new Date(dueMs + lateMs).toISOString();
const input = (label: string, lateMs: number, possible = 50, extra: Partial<PenaltyInput> = {}): PenaltyInput => ({
  rule: rule(label),
  due: DUE,
  attemptDate: at(lateMs),
  possible,
  ...extra,
});

describe('computePenalty: table of formats and edges', () => {
  it.each([
    // [label, late ms, possible, applied, explanation]
    [
      '5 points penalty each day late for a max of 20 points',
      3 * DAY_MS,
      50,
      15,
      '3 days late x 5 pts = 15, capped at 20',
    ],
    [
      '5 points penalty each day late for a max of 20 points',
      5 * DAY_MS,
      50,
      20,
      '5 days late x 5 pts = 25, capped at 20',
    ],
    ['5 points penalty each day late', 5 * DAY_MS, 50, 25, '5 days late x 5 pts = 25'],
    ['5 points penalty each day late', 1, 50, 5, '1 day late x 5 pts = 5'],
    ['5 points penalty each day late', DAY_MS + 1, 50, 10, '2 days late x 5 pts = 10'],
    ['5 points penalty each day late', DAY_MS, 50, 5, '1 day late x 5 pts = 5'],
    ['5 points penalty each day late', 0, 50, 0, 'On time'],
    ['5 points penalty each day late', -HOUR_MS, 50, 0, 'On time'],
    ['5 points penalty each day late', 20 * DAY_MS, 50, 50, '20 days late x 5 pts = 100, limited to 50 possible pts'],
    ['10% penalty each day late', 2 * DAY_MS, 50, 10, '2 days late x 10% of 50 pts = 10'],
    ['10% penalty each day late', 1, 50, 5, '1 day late x 10% of 50 pts = 5'],
    ['10% penalty each day late', 1, 0, 0, '1 day late x 10% of 0 pts = 0'],
    ['33.333% penalty each day late', 1, 10, 3.33, '1 day late x 33.33% of 10 pts = 3.33'],
    ['10% penalty each day late', 12 * DAY_MS, 50, 50, '12 days late x 10% of 50 pts = 60, limited to 50 possible pts'],
    ['10% penalty if more than 2 days late', 2 * DAY_MS, 80, 0, '2 days late, not more than 2 days: no penalty'],
    ['10% penalty if more than 2 days late', 2 * DAY_MS + 1, 80, 8, '3 days late, more than 2 days: 10% of 80 pts = 8'],
    [
      '25% penalty if more than 24 hours late',
      24 * HOUR_MS,
      40,
      0,
      '24 hours late, not more than 24 hours: no penalty',
    ],
    [
      '25% penalty if more than 24 hours late',
      24 * HOUR_MS + 1,
      40,
      10,
      '25 hours late, more than 24 hours: 25% of 40 pts = 10',
    ],
    ['5 points penalty if more than 1 hour late', HOUR_MS, 50, 0, '1 hour late, not more than 1 hour: no penalty'],
    ['5 points penalty if more than 1 hour late', 2 * HOUR_MS, 50, 5, '2 hours late, more than 1 hour: 5 pts'],
    ['5 points penalty if more than 1 hour late', 1, 50, 0, '1 hour late, not more than 1 hour: no penalty'],
    ['5 points penalty if more than 1 day late', 9 * DAY_MS, 50, 5, '9 days late, more than 1 day: 5 pts'],
    [
      '5 points penalty if more than 1 hour late',
      2 * HOUR_MS,
      3,
      3,
      '2 hours late, more than 1 hour: 5 pts, limited to 3 possible pts',
    ],
    [
      '5 points penalty if more than 1 hour late',
      2 * HOUR_MS,
      0,
      0,
      '2 hours late, more than 1 hour: 5 pts, limited to 0 possible pts',
    ],
  ])('%s, %i ms late, %i possible -> %s', (label, lateMs, possible, applied, explanation) => {
    const result = computePenalty(input(label, lateMs, possible));
    expect(result.applied).toBe(applied);
    expect(result.explanation).toBe(explanation);
  });

  it('marks the status and day count', () => {
    expect(computePenalty(input('10% penalty each day late', 1))).toMatchObject({
      status: 'late',
      lateMs: 1,
      daysLate: 1,
    });
    expect(computePenalty(input('10% penalty each day late', 0))).toMatchObject({
      status: 'on-time',
      lateMs: 0,
      daysLate: 0,
      applied: 0,
    });
  });

  it.each([
    [{ attemptDate: null }, 'no-attempt', 'No attempt'],
    [{ attemptDate: undefined }, 'no-attempt', 'No attempt'],
    [{ attemptDate: 'not a date' }, 'no-attempt', 'No attempt'],
    [{ due: null }, 'no-due', 'No due date'],
    [{ due: '' }, 'no-due', 'No due date'],
    [{ rule: null }, 'no-rule', 'No rule'],
  ])('%j gives no penalty (%s)', (extra, status, explanation) => {
    const result = computePenalty(input('10% penalty each day late', 5 * DAY_MS, 50, extra as Partial<PenaltyInput>));
    expect(result).toMatchObject({ status, applied: 0, computed: 0, explanation });
  });

  it('an override replaces the computed value, even with no attempt, but never exceeds possible', () => {
    expect(computePenalty(input('5 points penalty each day late', 3 * DAY_MS, 50, { override: 2.5 }))).toMatchObject({
      computed: 15,
      applied: 2.5,
      overridden: true,
      explanation: 'Override 2.5 pts replaces computed 15',
    });
    expect(computePenalty(input('5 points penalty each day late', 3 * DAY_MS, 50, { override: 0 }))).toMatchObject({
      applied: 0,
      overridden: true,
    });
    expect(
      computePenalty(input('5 points penalty each day late', 0, 50, { attemptDate: null, override: 4 })),
    ).toMatchObject({ applied: 4 });
    expect(computePenalty(input('5 points penalty each day late', DAY_MS, 10, { override: 12 }))).toMatchObject({
      applied: 10,
      explanation: 'Override 12 pts replaces computed 5, limited to 10 possible pts',
    });
    expect(computePenalty(input('5 points penalty each day late', DAY_MS, 10, { override: -1 }))).toMatchObject({
      applied: 5,
      overridden: false,
    });
  });

  it('rounds to 2 decimals', () => {
    expect(round2(1.005)).toBe(1.01);
    expect(round2(2.675)).toBe(2.68);
    expect(round2(-1.005)).toBe(-1.01);
    expect(computePenalty(input('1.111 points penalty each day late', 3 * DAY_MS, 50)).applied).toBe(3.33);
  });
});

describe('studentTotal', () => {
  it('sums the applied penalties into a negative column score with one line per charged item', () => {
    const a = computePenalty(input('5 points penalty each day late for a max of 20 points', 3 * DAY_MS));
    const b = computePenalty(input('10% penalty each day late', 0));
    const c = computePenalty(input('10% penalty each day late', DAY_MS, 25));
    const total = studentTotal([
      { title: 'Essay', result: a },
      { title: 'Quiz', result: b },
      { title: 'Lab', result: c },
    ]);
    expect(total).toEqual({
      total: 17.5,
      columnScore: -17.5,
      lines: [
        'Essay: 3 days late x 5 pts = 15, capped at 20 (-15 pts)',
        'Lab: 1 day late x 10% of 25 pts = 2.5 (-2.5 pts)',
      ],
    });
    expect(feedbackText(total)).toBe(
      'Late penalties:\nEssay: 3 days late x 5 pts = 15, capped at 20 (-15 pts)\nLab: 1 day late x 10% of 25 pts = 2.5 (-2.5 pts)',
    );
  });

  it('gives 0 (not -0) and a plain feedback when nothing applies', () => {
    const total = studentTotal([{ title: 'Quiz', result: computePenalty(input('10% penalty each day late', 0)) }]);
    expect(Object.is(total.columnScore, 0)).toBe(true);
    expect(feedbackText(total)).toBe('No late penalties.');
  });
});

describe('computePenalty: properties', () => {
  const labels = fc.oneof(
    fc
      .tuple(fc.integer({ min: 1, max: 100 }), fc.integer({ min: 1, max: 72 }), fc.constantFrom('hours', 'days'))
      .map(([x, n, u]) => `${x}% penalty if more than ${n} ${u} late`),
    fc
      .tuple(fc.integer({ min: 1, max: 50 }), fc.integer({ min: 1, max: 72 }), fc.constantFrom('hours', 'days'))
      .map(([x, n, u]) => `${x} points penalty if more than ${n} ${u} late`),
    fc.integer({ min: 1, max: 100 }).map((x) => `${x}% penalty each day late`),
    fc
      .tuple(fc.integer({ min: 1, max: 20 }), fc.option(fc.integer({ min: 0, max: 100 })))
      .map(([x, extra]) =>
        extra === null
          ? `${x} points penalty each day late`
          : `${x} points penalty each day late for a max of ${x + extra} points`,
      ),
  );
  const lateness = fc.integer({ min: -5 * DAY_MS, max: 40 * DAY_MS });
  const possible = fc.oneof(
    fc.constant(0),
    fc.integer({ min: 0, max: 500 }),
    fc.double({ min: 0, max: 500, noNaN: true }),
  );

  it('is monotone in lateness', () => {
    fc.assert(
      fc.property(labels, lateness, lateness, possible, (label, l1, l2, p) => {
        const [early, late] = l1 <= l2 ? [l1, l2] : [l2, l1];
        expect(computePenalty(input(label, early, p)).applied).toBeLessThanOrEqual(
          computePenalty(input(label, late, p)).applied,
        );
      }),
    );
  });

  it('is never negative, never above the max, never above the possible points', () => {
    fc.assert(
      fc.property(
        labels,
        lateness,
        possible,
        fc.option(fc.double({ min: -10, max: 1000, noNaN: true })),
        (label, l, p, override) => {
          const r = computePenalty(input(label, l, p, { override }));
          const parsed = rule(label);
          expect(r.applied).toBeGreaterThanOrEqual(0);
          // Possible points are read to the cent: 499.99999999999005 is 500 that floating point
          // arithmetic blurred, so "never above possible" holds within that blur, not below it.
          expect(r.applied).toBeLessThanOrEqual(p + 1e-9);
          if (parsed.kind === 'points-daily' && parsed.max !== null && !r.overridden)
            expect(r.applied).toBeLessThanOrEqual(parsed.max);
          expect(Number.isInteger(Math.round(r.applied * 100))).toBe(true);
          expect(Math.abs(r.applied * 100 - Math.round(r.applied * 100))).toBeLessThan(1e-6);
        },
      ),
    );
  });
});
