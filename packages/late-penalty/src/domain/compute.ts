import type { PenaltyRule } from './rule-format.ts';

export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;

/** Spec 002 §5: amounts are rounded to 2 decimals (half away from zero, float-safe). */
export function round2(value: number): number {
  const sign = value < 0 ? -1 : 1;
  return (sign * Math.round((Math.abs(value) + Number.EPSILON) * 100)) / 100;
}

/** "15", "2.5", "0.33": points without trailing zeros. */
export const fmt = (n: number): string => String(round2(n));
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

export interface PenaltyInput {
  rule: PenaltyRule | null;
  /** Due date of the column (ISO text or Date); missing means nothing can be late. */
  due: string | Date | null | undefined;
  /** The attempt's date (attemptDate, else created); missing means no attempt. */
  attemptDate: string | Date | null | undefined;
  /** score.possible of the column; missing counts as 0. */
  possible: number | null | undefined;
  /** Instructor override in points: replaces the computed value. */
  override?: number | null | undefined;
}

export type PenaltyStatus = 'no-rule' | 'no-attempt' | 'no-due' | 'on-time' | 'late';

export interface PenaltyResult {
  status: PenaltyStatus;
  /** Milliseconds after the due time (0 unless late). */
  lateMs: number;
  /** Whole days late, rounded up (0 unless late). */
  daysLate: number;
  /** What the rule gives, before any override. */
  computed: number;
  /** What applies: the override when there is one, else `computed`; never above the possible points. */
  applied: number;
  overridden: boolean;
  /** One line a person can check, e.g. "3 days late x 5 pts = 15, capped at 20". */
  explanation: string;
}

const toMs = (value: string | Date | null | undefined): number | null => {
  if (value === null || value === undefined || value === '') return null;
  const ms = value instanceof Date ? value.getTime() : Date.parse(value);
  return Number.isFinite(ms) ? ms : null;
};

function ruleAmount(
  rule: PenaltyRule,
  lateMs: number,
  daysLate: number,
  possible: number,
): { amount: number; why: string } {
  switch (rule.kind) {
    case 'percent-threshold':
    case 'points-threshold': {
      const limitMs = rule.threshold * (rule.unit === 'hour' ? HOUR_MS : DAY_MS);
      const lateText = rule.unit === 'hour' ? plural(Math.ceil(lateMs / HOUR_MS), 'hour') : plural(daysLate, 'day');
      const limitText = plural(rule.threshold, rule.unit);
      // "more than N": exactly N hours late is not more than N.
      if (lateMs <= limitMs) return { amount: 0, why: `${lateText} late, not more than ${limitText}: no penalty` };
      if (rule.kind === 'points-threshold') {
        return { amount: rule.points, why: `${lateText} late, more than ${limitText}: ${fmt(rule.points)} pts` };
      }
      const amount = round2((rule.percent / 100) * possible);
      return {
        amount,
        why: `${lateText} late, more than ${limitText}: ${fmt(rule.percent)}% of ${fmt(possible)} pts = ${fmt(amount)}`,
      };
    }
    case 'percent-daily': {
      const amount = round2((daysLate * rule.percent * possible) / 100);
      return {
        amount,
        why: `${plural(daysLate, 'day')} late x ${fmt(rule.percent)}% of ${fmt(possible)} pts = ${fmt(amount)}`,
      };
    }
    case 'points-daily': {
      const raw = round2(daysLate * rule.points);
      const why = `${plural(daysLate, 'day')} late x ${fmt(rule.points)} pts = ${fmt(raw)}`;
      if (rule.max === null) return { amount: raw, why };
      return { amount: Math.min(raw, rule.max), why: `${why}, capped at ${fmt(rule.max)}` };
    }
  }
}

/**
 * The penalty of one attempt under one rule (spec 002 §5): late only when the attempt is after
 * the due time; days are whole days rounded up; percent is of the possible points; threshold
 * rules apply only past the threshold; points per day are capped by the max; 2-decimal
 * rounding; an override replaces the computed value; never above the possible points.
 */
export function computePenalty(input: PenaltyInput): PenaltyResult {
  // The limit is the possible points rounded *down* to cents, so a rounded penalty never exceeds them.
  const possible =
    Math.floor(Math.max(0, Number.isFinite(input.possible) ? (input.possible as number) : 0) * 100 + 1e-9) / 100;
  const override =
    typeof input.override === 'number' && Number.isFinite(input.override) && input.override >= 0
      ? round2(input.override)
      : null;
  const due = toMs(input.due);
  const at = toMs(input.attemptDate);

  let status: PenaltyStatus;
  let lateMs = 0;
  let daysLate = 0;
  let computed = 0;
  let explanation: string;
  if (!input.rule) {
    status = 'no-rule';
    explanation = 'No rule';
  } else if (at === null) {
    status = 'no-attempt';
    explanation = 'No attempt';
  } else if (due === null) {
    status = 'no-due';
    explanation = 'No due date';
  } else if (at <= due) {
    status = 'on-time';
    explanation = 'On time';
  } else {
    status = 'late';
    lateMs = at - due;
    daysLate = Math.ceil(lateMs / DAY_MS);
    const { amount, why } = ruleAmount(input.rule, lateMs, daysLate, possible);
    computed = round2(Math.min(amount, possible));
    explanation = amount > possible ? `${why}, limited to ${fmt(possible)} possible pts` : why;
  }

  if (override === null)
    return { status, lateMs, daysLate, computed, applied: computed, overridden: false, explanation };
  const applied = Math.min(override, possible);
  const limited = override > possible ? `, limited to ${fmt(possible)} possible pts` : '';
  return {
    status,
    lateMs,
    daysLate,
    computed,
    applied,
    overridden: true,
    explanation: `Override ${fmt(override)} pts replaces computed ${fmt(computed)}${limited}`,
  };
}

export interface StudentItemPenalty {
  title: string;
  result: PenaltyResult;
}

export interface StudentTotal {
  /** Sum of the applied penalties (points, ≥ 0). */
  total: number;
  /** The value for the 'Late Penalties' column: the negative total (0 when nothing applies). */
  columnScore: number;
  /** One line per assignment with a penalty: "Title: explanation". */
  lines: string[];
}

/** Adds a student's penalties up for the 'Late Penalties' column and its feedback. */
export function studentTotal(items: readonly StudentItemPenalty[]): StudentTotal {
  const charged = items.filter((i) => i.result.applied > 0);
  const total = round2(charged.reduce((sum, i) => sum + i.result.applied, 0));
  return {
    total,
    columnScore: total === 0 ? 0 : -total,
    lines: charged.map((i) => `${i.title}: ${i.result.explanation} (-${fmt(i.result.applied)} pts)`),
  };
}

/** The feedback written with the column score: one explanation per line, or a plain sentence. */
export function feedbackText(total: StudentTotal): string {
  return total.lines.length ? `Late penalties:\n${total.lines.join('\n')}` : 'No late penalties.';
}
