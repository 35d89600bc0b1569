import { format } from '@tools/launch/format';
import { DOMAIN_MESSAGES as M } from './messages.ts';
import { DEFAULT_LOGIC, DEFAULT_THRESHOLD, type Logic, type SubRule, type SubRuleType } from './types.ts';

/**
 * Spec 002 §5: the threshold is clamped to 0-100; input that is not a number (empty, text,
 * NaN) gives the default 50.
 */
export function clampThreshold(value: unknown): number {
  const n = typeof value === 'string' && value.trim() === '' ? Number.NaN : Number(value);
  if (value === null || typeof value === 'boolean' || !Number.isFinite(n)) return DEFAULT_THRESHOLD;
  return Math.min(100, Math.max(0, n));
}

/** Any value that is not 'OR' (case-insensitive) is the default AND. */
export function normaliseLogic(value: unknown): Logic {
  return typeof value === 'string' && value.trim().toUpperCase() === 'OR' ? 'OR' : DEFAULT_LOGIC;
}

/** A sub-rule as saved: the threshold only on SCORE_BELOW_PERCENT, clamped. */
export function normaliseSubRule(rule: {
  id: string;
  type: SubRuleType;
  contentId: string;
  thresholdPercent?: unknown;
}): SubRule {
  return rule.type === 'SCORE_BELOW_PERCENT'
    ? {
        id: rule.id,
        type: rule.type,
        contentId: rule.contentId,
        thresholdPercent: clampThreshold(rule.thresholdPercent),
      }
    : { id: rule.id, type: rule.type, contentId: rule.contentId };
}

/** One student's standing on one gradable item: its column's grade and the student's attempts. */
export interface ItemFacts {
  /** The column's points possible (null when Learn gives none). */
  possible: number | null;
  /** The student's column grade, if the gradebook has one. */
  grade?: { score?: number | null; exempt?: boolean } | undefined;
  attempts: readonly { status?: string | null | undefined }[];
}

/** Attempt statuses that are not a submission (Learn's AttemptStatus values). */
const NOT_SUBMITTED_STATUSES = new Set(['NotAttempted', 'Abandoned', 'InProgress', 'Suspended', 'Canceled']);

/**
 * Submitted = an attempt that was handed in (not in progress, abandoned, cancelled), or a
 * scored column grade (a paper submission graded by hand has no attempt).
 */
export function isSubmitted(facts: ItemFacts): boolean {
  const handedIn = facts.attempts.some((a) => !a.status || !NOT_SUBMITTED_STATUSES.has(a.status));
  return handedIn || typeof facts.grade?.score === 'number';
}

export type SubRuleStatus =
  'not-submitted' | 'submitted' | 'below' | 'not-below' | 'not-graded' | 'exempt' | 'no-column' | 'no-possible';

export interface SubRuleOutcome {
  rule: SubRule;
  passes: boolean;
  status: SubRuleStatus;
  /** SCORE_BELOW_PERCENT: the percent compared (0 when not submitted). */
  percent?: number;
  /** e.g. "'Final exam': 42% < 50% (rule passes)". */
  text: string;
}

/** Percent of the possible points, to 4 decimals so 10/20 is exactly 50 (no float dust). */
export function percentOf(score: number, possible: number): number {
  return Math.round((score / possible) * 100 * 10_000) / 10_000;
}

const shown = (n: number) => String(Math.round(n * 100) / 100);

/**
 * One sub-rule for one student. `facts` is undefined when the item has no gradebook column
 * (removed, or not gradable): the rule cannot be checked and does not pass.
 * Boundaries: a score exactly at the threshold is not below it; no submission counts as 0 %
 * (so it is below any threshold above 0); a submission not graded yet does not pass (it
 * cannot be judged yet); an exempt grade never passes.
 */
export function evaluateSubRule(rule: SubRule, title: string, facts: ItemFacts | undefined): SubRuleOutcome {
  const done = (
    passes: boolean,
    status: SubRuleStatus,
    template: string,
    values: Record<string, string | number> = {},
    percent?: number,
  ): SubRuleOutcome => ({
    rule,
    passes,
    status,
    ...(percent === undefined ? {} : { percent }),
    text: `${format(template, { title, ...values })} ${passes ? M.passes : M.doesNotPass}`,
  });
  if (!facts) return done(false, 'no-column', M.noColumn);
  if (facts.grade?.exempt) return done(false, 'exempt', M.exempt);
  const submitted = isSubmitted(facts);
  if (rule.type === 'NOT_SUBMITTED') {
    return submitted ? done(false, 'submitted', M.submitted) : done(true, 'not-submitted', M.notSubmitted);
  }
  const threshold = clampThreshold(rule.thresholdPercent);
  const t = { threshold: shown(threshold) };
  if (!submitted) {
    const passes = 0 < threshold;
    return done(
      passes,
      passes ? 'below' : 'not-below',
      passes ? M.notSubmittedCountedZero : M.notSubmittedZeroNotBelow,
      t,
      0,
    );
  }
  const score = facts.grade?.score;
  if (typeof score !== 'number') return done(false, 'not-graded', M.notGradedYet);
  if (!facts.possible || facts.possible <= 0) return done(false, 'no-possible', M.noPossible);
  const percent = percentOf(score, facts.possible);
  const below = percent < threshold;
  return done(
    below,
    below ? 'below' : 'not-below',
    below ? M.scoreBelow : M.scoreNotBelow,
    { ...t, percent: shown(percent) },
    percent,
  );
}

/** Spec 002 §4: AND = all, OR = any; no sub-rules = false. */
export function combine(logic: Logic, outcomes: readonly { passes: boolean }[]): boolean {
  if (outcomes.length === 0) return false;
  return logic === 'OR' ? outcomes.some((o) => o.passes) : outcomes.every((o) => o.passes);
}
