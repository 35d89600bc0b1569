import { RULE_MESSAGES } from './messages.ts';

export type ThresholdUnit = 'hour' | 'day';

/** A rule label understood by the engine (spec 002 §5, the four sentence formats). */
export type PenaltyRule =
  /** 'X% penalty if more than N hour(s)/day(s) late' — one-off, X% of the possible points. */
  | { kind: 'percent-threshold'; percent: number; threshold: number; unit: ThresholdUnit }
  /** 'X point(s) penalty if more than N hour(s)/day(s) late' — one-off, X points. */
  | { kind: 'points-threshold'; points: number; threshold: number; unit: ThresholdUnit }
  /** 'X% penalty each day late' — X% of the possible points per started day; threshold 0. */
  | { kind: 'percent-daily'; percent: number }
  /** 'X point(s) penalty each day late[ for a max of Y points]' — X points per started day, at most Y. */
  | { kind: 'points-daily'; points: number; max: number | null };

export type ParseResult = { ok: true; rule: PenaltyRule } | { ok: false; error: string };

// Numbers may be signed or fractional so that "0%" or "-5 points" get a specific message, not "unrecognized".
const NUM = String.raw`([-+]?(?:\d+(?:\.\d+)?|\.\d+))`;
const UNIT = String.raw`(hours?|days?)`;
const PATTERNS = {
  percentThreshold: new RegExp(String.raw`^${NUM}\s*%\s+penalty\s+if\s+more\s+than\s+${NUM}\s+${UNIT}\s+late$`, 'i'),
  pointsThreshold: new RegExp(
    String.raw`^${NUM}\s+points?\s+penalty\s+if\s+more\s+than\s+${NUM}\s+${UNIT}\s+late$`,
    'i',
  ),
  percentDaily: new RegExp(String.raw`^${NUM}\s*%\s+penalty\s+each\s+day\s+late$`, 'i'),
  pointsDaily: new RegExp(
    String.raw`^${NUM}\s+points?\s+penalty\s+each\s+day\s+late(?:\s+for\s+a\s+max\s+of\s+${NUM}\s+points?)?$`,
    'i',
  ),
};

const unitOf = (raw: string): ThresholdUnit => (raw.toLowerCase().startsWith('hour') ? 'hour' : 'day');
const percentOk = (x: number) => x > 0 && x <= 100;

/** Parses and validates a rule label: the rule, or the first spec message that applies. */
export function parseRule(label: string): ParseResult {
  const text = label.trim().replace(/\s+/g, ' ');
  if (!text) return { ok: false, error: RULE_MESSAGES.required };
  let m = PATTERNS.percentThreshold.exec(text);
  if (m) {
    const percent = Number(m[1]);
    const threshold = Number(m[2]);
    if (!percentOk(percent)) return { ok: false, error: RULE_MESSAGES.percentRange };
    if (!(threshold > 0)) return { ok: false, error: RULE_MESSAGES.thresholdPositive };
    return { ok: true, rule: { kind: 'percent-threshold', percent, threshold, unit: unitOf(m[3] ?? '') } };
  }
  m = PATTERNS.pointsThreshold.exec(text);
  if (m) {
    const points = Number(m[1]);
    const threshold = Number(m[2]);
    if (!(points > 0)) return { ok: false, error: RULE_MESSAGES.pointsPositive };
    if (!(threshold > 0)) return { ok: false, error: RULE_MESSAGES.thresholdPositive };
    return { ok: true, rule: { kind: 'points-threshold', points, threshold, unit: unitOf(m[3] ?? '') } };
  }
  m = PATTERNS.percentDaily.exec(text);
  if (m) {
    const percent = Number(m[1]);
    if (!percentOk(percent)) return { ok: false, error: RULE_MESSAGES.percentRange };
    return { ok: true, rule: { kind: 'percent-daily', percent } };
  }
  m = PATTERNS.pointsDaily.exec(text);
  if (m) {
    const points = Number(m[1]);
    const max = m[2] === undefined ? null : Number(m[2]);
    if (!(points > 0)) return { ok: false, error: RULE_MESSAGES.pointsPerDayPositive };
    if (max !== null && !(max > 0)) return { ok: false, error: RULE_MESSAGES.maxPositive };
    if (max !== null && max < points) return { ok: false, error: RULE_MESSAGES.maxBelowRate };
    return { ok: true, rule: { kind: 'points-daily', points, max } };
  }
  return { ok: false, error: RULE_MESSAGES.unrecognized };
}

/** The validation message of a label, or null when it is a valid rule. */
export function labelError(label: string): string | null {
  const result = parseRule(label);
  return result.ok ? null : result.error;
}
