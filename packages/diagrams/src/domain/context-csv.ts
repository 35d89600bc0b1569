import { IssueList } from './csv-issues.ts';
import { cell, columnIndex, type CsvTable } from './csv-table.ts';

/** From the centre system's point of view: export = centre sends, import = centre receives. */
export type ContextDirection = 'export' | 'import' | 'both';

export interface ContextSystem {
  rowNumber: number;
  name: string;
  direction: ContextDirection;
}

/** A row that is in the file but not drawn, with the reason shown to the user. */
export interface SkippedRow {
  rowNumber: number;
  name: string;
  reason: string;
}

export interface ContextModel {
  systems: readonly ContextSystem[];
  skipped: readonly SkippedRow[];
}

export const CONTEXT_COLUMNS = {
  name: 'System Name',
  export: 'Export Only',
  import: 'Import Only',
  both: 'Bi-Directional',
} as const;
const MARK_COLUMNS = ['export', 'import', 'both'] as const;

/**
 * A row counts only when exactly one of Export Only / Import Only / Bi-Directional holds an
 * x (spec §3). Rows with none or several are returned in `skipped`, never dropped silently.
 * A mark other than x or empty is a CSV error: guessing what "yes" or "1" meant would hide mistakes.
 */
export function parseContext(table: CsvTable): ContextModel {
  const issues = new IssueList();
  const index = Object.fromEntries(
    Object.entries(CONTEXT_COLUMNS).map(([key, name]) => [key, columnIndex(table, name)]),
  ) as Record<keyof typeof CONTEXT_COLUMNS, number>;
  for (const [key, name] of Object.entries(CONTEXT_COLUMNS)) {
    if (index[key as keyof typeof CONTEXT_COLUMNS] < 0)
      issues.add(1, name, 'this column is required and was not found in the header.');
  }
  issues.throwIfAny();

  const systems: ContextSystem[] = [];
  const skipped: SkippedRow[] = [];
  const firstRowOf = new Map<string, number>();
  for (const row of table.rows) {
    const name = cell(row, index.name).replace(/\s+/g, ' ');
    const marked = MARK_COLUMNS.filter((key) => {
      const value = cell(row, index[key]);
      if (value !== '' && value.toLowerCase() !== 'x') {
        issues.add(row.rowNumber, CONTEXT_COLUMNS[key], `"${value}" is not a mark; use x or leave it empty.`);
      }
      return value.toLowerCase() === 'x';
    });
    const skip = (reason: string) => skipped.push({ rowNumber: row.rowNumber, name, reason });
    const [direction, ...others] = marked;
    if (name === '') issues.add(row.rowNumber, CONTEXT_COLUMNS.name, 'the system name is empty.');
    else if (!direction) skip('no direction is marked with x.');
    else if (others.length > 0)
      skip(
        `${marked.length} directions are marked (${marked.map((k) => CONTEXT_COLUMNS[k]).join(', ')}); mark exactly one.`,
      );
    else if (firstRowOf.has(name.toLowerCase()))
      skip(`the same system is already on row ${firstRowOf.get(name.toLowerCase())}.`);
    else {
      firstRowOf.set(name.toLowerCase(), row.rowNumber);
      systems.push({ rowNumber: row.rowNumber, name, direction });
    }
  }
  issues.throwIfAny();
  return { systems, skipped };
}
