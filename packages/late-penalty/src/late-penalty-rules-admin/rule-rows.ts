import type * as latePenalty from '../contracts.ts';
import { uniqueCode } from '../domain/rule-code.ts';
import { validateRules, type RowErrors, type RuleStatus } from '../domain/rules.ts';

/** A row of the rules table: new (no savedCode) or existing; dirty when it differs from the baseline. */
export interface RuleRow {
  key: string;
  Code: string;
  Label: string;
  Status: RuleStatus;
  /** The code the server knows this rule by; null for a new row. */
  savedCode: string | null;
  baseline: { Label: string; Status: RuleStatus } | null;
}

export const rowsFrom = (rules: readonly latePenalty.Rule[]): RuleRow[] =>
  [...rules]
    .sort((a, b) => (a.SortOrder ?? Infinity) - (b.SortOrder ?? Infinity) || a.Label.localeCompare(b.Label))
    .map((r) => ({
      key: `saved:${r.Code}`,
      Code: r.Code,
      Label: r.Label,
      Status: r.Status,
      savedCode: r.Code,
      baseline: { Label: r.Label, Status: r.Status },
    }));

export const isDirty = (row: RuleRow) =>
  !row.baseline || row.baseline.Label !== row.Label || row.baseline.Status !== row.Status;

/** Editing a label regenerates the code, unique among the other rows (numeric suffix). */
export function withLabel(rows: readonly RuleRow[], key: string, label: string): RuleRow[] {
  const others = rows.filter((r) => r.key !== key).map((r) => r.Code);
  return rows.map((r) =>
    r.key === key ? { ...r, Label: label, Code: label.trim() ? uniqueCode(label, others) : '' } : r,
  );
}

export const withStatus = (rows: readonly RuleRow[], key: string, status: RuleStatus): RuleRow[] =>
  rows.map((r) => (r.key === key ? { ...r, Status: status } : r));

let counter = 0;
export const newRow = (): RuleRow => ({
  key: `new:${(counter += 1)}`,
  Code: '',
  Label: '',
  Status: 'Active',
  savedCode: null,
  baseline: null,
});

export function errorsByKey(rows: readonly RuleRow[]): Map<string, RowErrors> {
  const byIndex = validateRules(rows);
  return new Map([...byIndex].map(([i, e]) => [rows[i]?.key ?? '', e]));
}

/** The bulk save body: dirty rows, and renames for existing rows whose code changed. */
export function saveBody(rows: readonly RuleRow[]): latePenalty.RulesBulkBody {
  const dirty = rows.filter(isDirty);
  return {
    rules: dirty.map((r) => ({ Code: r.Code, Label: r.Label.trim(), Status: r.Status })),
    renames: dirty
      .filter((r) => r.savedCode && r.savedCode !== r.Code)
      .map((r) => ({ from: r.savedCode as string, to: r.Code })),
    deletes: [],
  };
}
