/** Spec 000 §9: grades run from 0 to 100 in whole steps; other roles send a fixed 87. */
export const GRADE_MIN = 0;
export const GRADE_MAX = 100;
export const FIXED_SCORE = 87;

export type GradeCheck =
  | { ok: true; grades: { userId: string; score: number }[] }
  | { ok: false; reason: 'none' | 'invalid'; invalidUserIds: string[] };

/** A whole number 0-100 written plainly ("87", " 100 "); no signs, decimals or exponents. */
export function parseGrade(raw: string): number | null {
  const text = raw.trim();
  if (!/^\d{1,3}$/.test(text)) return null;
  const n = Number(text);
  return n >= GRADE_MIN && n <= GRADE_MAX ? n : null;
}

/**
 * Checks what the instructor typed. Blank cells are "not selected"; every filled cell must be
 * a valid grade, otherwise nothing is posted (the spec's one message covers all of them).
 */
export function checkGrades(entries: Readonly<Record<string, string>>): GradeCheck {
  const filled = Object.entries(entries).filter(([, raw]) => raw.trim() !== '');
  if (filled.length === 0) return { ok: false, reason: 'none', invalidUserIds: [] };
  const invalidUserIds = filled.filter(([, raw]) => parseGrade(raw) === null).map(([id]) => id);
  if (invalidUserIds.length > 0) return { ok: false, reason: 'invalid', invalidUserIds };
  return { ok: true, grades: filled.map(([userId, raw]) => ({ userId, score: parseGrade(raw)! })) };
}
