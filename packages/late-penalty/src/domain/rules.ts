import { RULE_MESSAGES } from './messages.ts';
import { labelError, parseRule, type PenaltyRule } from './rule-format.ts';

export type RuleStatus = 'Active' | 'Inactive';
export const RULE_STATUSES: readonly RuleStatus[] = ['Active', 'Inactive'];

/** A penalty rule as the rules service stores it (spec 002 §3). */
export interface RuleRecord {
  Code: string;
  Label: string;
  Status: RuleStatus;
  SortOrder?: number | null;
}

export interface RowErrors {
  label?: string;
  status?: string;
}

/**
 * Errors of every row of the rules table, by index: the label message of §5, 'Status must be
 * Active or Inactive.', and — as the spec says — a duplicate code gets the 'Unrecognized format'
 * message (on every row that shares it).
 */
export function validateRules(
  rows: readonly { Code: string; Label: string; Status: string }[],
): Map<number, RowErrors> {
  const counts = new Map<string, number>();
  for (const r of rows) counts.set(r.Code.toLowerCase(), (counts.get(r.Code.toLowerCase()) ?? 0) + 1);
  const errors = new Map<number, RowErrors>();
  rows.forEach((row, index) => {
    const e: RowErrors = {};
    const label =
      labelError(row.Label) ?? ((counts.get(row.Code.toLowerCase()) ?? 0) > 1 ? RULE_MESSAGES.unrecognized : null);
    if (label) e.label = label;
    if (!RULE_STATUSES.includes(row.Status as RuleStatus)) e.status = RULE_MESSAGES.status;
    if (e.label || e.status) errors.set(index, e);
  });
  return errors;
}

/** Spec 002 §5: only Active rules are offered, sorted by SortOrder (missing last) then label. */
export function offeredRules<R extends RuleRecord>(rules: readonly R[]): R[] {
  return rules
    .filter((r) => r.Status === 'Active')
    .sort((a, b) => (a.SortOrder ?? Infinity) - (b.SortOrder ?? Infinity) || a.Label.localeCompare(b.Label));
}

/** The engine's rule for a stored record, or null when the label no longer parses. */
export function ruleOf(record: Pick<RuleRecord, 'Label'> | null | undefined): PenaltyRule | null {
  if (!record) return null;
  const parsed = parseRule(record.Label);
  return parsed.ok ? parsed.rule : null;
}

export type OverrideParse = { ok: true; value: number | null } | { ok: false; error: string };

/** Override input (min 0, step 0.01): empty clears it; anything else must be a finite number ≥ 0. */
export function parseOverride(text: string): OverrideParse {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: true, value: null };
  const value = Number(trimmed);
  if (!Number.isFinite(value) || value < 0) return { ok: false, error: RULE_MESSAGES.nonNegative };
  return { ok: true, value: Math.round(value * 100) / 100 };
}
