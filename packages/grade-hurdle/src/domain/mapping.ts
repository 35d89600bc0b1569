import { format } from '@tools/launch/format';
import { DOMAIN_MESSAGES as M } from './messages.ts';
import { clampSchema, SCHEMA_CODES } from './schema-code.ts';
import { DEFAULT_MAPPING, type MappingRow } from './types.ts';

/** Spec 002 §5: every value clamped to 1-7 (non-numbers keep the default row's value). */
export function normaliseMappingRow(row: { fromMin?: unknown; fromMax?: unknown; to?: unknown }): MappingRow {
  return { fromMin: clampSchema(row.fromMin, 1), fromMax: clampSchema(row.fromMax, 7), to: clampSchema(row.to, 1) };
}

/** The course's mapping, or the spec's default when none was saved. */
export function mappingOrDefault(mapping: readonly MappingRow[] | null | undefined): readonly MappingRow[] {
  return mapping && mapping.length > 0 ? mapping : DEFAULT_MAPPING;
}

/**
 * The row that maps `schema`: the FIRST row (in the order shown) whose range holds it, so an
 * overlap is resolved top-down; `undefined` when no row covers it (a gap: the grade stays).
 * Both are flagged by validateMapping before the mapping can be saved.
 */
export function mappingRowFor(
  mapping: readonly MappingRow[],
  schema: number,
): { index: number; row: MappingRow } | undefined {
  const index = mapping.findIndex((r) => r.fromMin <= schema && schema <= r.fromMax);
  const row = mapping[index];
  return row ? { index, row } : undefined;
}

export type MappingIssue =
  | { kind: 'gap'; codes: number[]; message: string }
  | { kind: 'overlap'; code: number; rows: [number, number]; message: string }
  | { kind: 'inverted'; row: number; message: string }
  | { kind: 'raises'; row: number; from: number; to: number; message: string };

/**
 * Checks beyond the spec (issue 11 §1): the rows cover 1-7 without overlap, no row is
 * inverted, and no row raises a grade (hurdles only lower). Row numbers are 1-based, as shown.
 * An empty list means the mapping can be saved.
 */
export function validateMapping(mapping: readonly MappingRow[]): MappingIssue[] {
  const issues: MappingIssue[] = [];
  mapping.forEach((r, i) => {
    if (r.fromMin > r.fromMax)
      issues.push({
        kind: 'inverted',
        row: i + 1,
        message: format(M.mappingInverted, { row: i + 1, fromMin: r.fromMin, fromMax: r.fromMax }),
      });
    else if (r.to > r.fromMin)
      issues.push({
        kind: 'raises',
        row: i + 1,
        from: r.fromMin,
        to: r.to,
        message: format(M.mappingRaises, { row: i + 1, from: r.fromMin, to: r.to }),
      });
  });
  const gaps: number[] = [];
  for (const code of SCHEMA_CODES) {
    const rows = mapping.flatMap((r, i) => (r.fromMin <= code && code <= r.fromMax ? [i + 1] : []));
    if (rows.length === 0) gaps.push(code);
    if (rows.length > 1) {
      const [first, second] = rows as [number, number];
      issues.push({
        kind: 'overlap',
        code,
        rows: [first, second],
        message: format(M.mappingOverlap, { code, first, second }),
      });
    }
  }
  if (gaps.length > 0)
    issues.push({ kind: 'gap', codes: gaps, message: format(M.mappingGap, { codes: gaps.join(', ') }) });
  return issues;
}
