/** Schema codes are the 7-point scale's grades: 1 (lowest) to 7 (highest). */
export const SCHEMA_CODES = [1, 2, 3, 4, 5, 6, 7] as const;
export const MIN_SCHEMA = 1;
export const MAX_SCHEMA = 7;

/** Spec 002 §5: a grade text that is a single digit 1-7 (surrounding spaces ignored). */
export function schemaFromText(text: string | null | undefined): number | undefined {
  const match = /^\s*([1-7])\s*$/.exec(text ?? '');
  return match ? Number(match[1]) : undefined;
}

/** Spec 002 §5: a notation code of a digit 1-7 followed by xx ('3xx' -> 3), any letter case. */
export function schemaFromNotationCode(code: string | null | undefined): number | undefined {
  const match = /^\s*([1-7])xx\s*$/i.exec(code ?? '');
  return match ? Number(match[1]) : undefined;
}

/** The notation code that adjusts a final grade to `schema` (spec §9: 1xx-7xx). */
export function notationCodeFor(schema: number): string {
  return `${schema}xx`;
}

/**
 * Spec 002 §5: mapping values are clamped to 1-7. Fractions round to the nearest code; input
 * that is not a number (empty, text) keeps `fallback`.
 */
export function clampSchema(value: unknown, fallback: number): number {
  const n = typeof value === 'string' && value.trim() === '' ? Number.NaN : Number(value);
  if (!Number.isFinite(n)) return fallback;
  return Math.min(MAX_SCHEMA, Math.max(MIN_SCHEMA, Math.round(n)));
}
