import { compareMixed } from '@tools/ui/compare-mixed';
import { COL } from './columns.ts';
import { changedState, type DeliverableRow } from './row-state.ts';
import { isParkedDriver } from './status.ts';
import { parseTarget } from './targets.ts';
import { text, type CellValue, type RowValues } from './values.ts';

export interface BulkResult {
  rows: DeliverableRow[];
  /** Rows whose values changed (and were marked updated unless new). */
  changed: number;
}

function sameValue(a: CellValue | undefined, b: CellValue | undefined): boolean {
  return String(a ?? '').trim() === String(b ?? '').trim();
}

/** Applies `change` to every live row; rows that changed become updated (new stays new). */
function applyToRows(
  rows: readonly DeliverableRow[],
  change: (values: RowValues, row: DeliverableRow) => RowValues,
): BulkResult {
  let changed = 0;
  const next = rows.map((row) => {
    if (row.state === 'deleted') return row;
    const values = change(row.values, row);
    const keys = new Set([...Object.keys(row.values), ...Object.keys(values)]);
    if ([...keys].every((k) => sameValue(row.values[k], values[k]))) return row;
    changed += 1;
    return { ...row, values, state: changedState(row) };
  });
  return { rows: next, changed };
}

/**
 * Re-Rank (spec 001 §9): live rows whose Driver is not 97/98/99, sorted by Driver, then Go-live,
 * then Item Rank, then Item (the table's mixed order, empties last), numbered from 1. Parked
 * rows (97/98/99) get a blank Rank. Deleted rows are left alone.
 */
export function reRank(rows: readonly DeliverableRow[]): BulkResult {
  const ranked = rows
    .map((row, index) => ({ row, index }))
    .filter(({ row }) => row.state !== 'deleted' && !isParkedDriver(text(row.values, COL.driver)));
  const order = [COL.driver, COL.goLive, COL.itemRank, COL.item];
  const emptyLast = (a: CellValue | undefined, b: CellValue | undefined) => {
    const ea = String(a ?? '').trim() === '';
    const eb = String(b ?? '').trim() === '';
    return ea === eb ? compareMixed(a, b) : ea ? 1 : -1;
  };
  ranked.sort((a, b) => {
    for (const column of order) {
      const c = emptyLast(a.row.values[column], b.row.values[column]);
      if (c !== 0) return c;
    }
    return a.index - b.index;
  });
  const rankOf = new Map(ranked.map(({ row }, i) => [row.key, i + 1]));
  return applyToRows(rows, (values, row) => ({ ...values, [COL.rank]: rankOf.get(row.key) ?? '' }));
}

const ERP_SCRUMS = ['ERP Dev 1', 'ERP Dev 2', 'Arch'];

/** The team and scrum Set SCRUMs assigns to a row (spec 001 §9). */
export function scrumFor(values: RowValues): { team: string | null; scrum: string } {
  const type = text(values, COL.type).toLowerCase();
  const size = text(values, COL.size).toUpperCase();
  let team: string | null = null;
  let scrum: string;
  if (type === 'report' || type === 'transcript') {
    team = 'AAIR';
    scrum = 'Reporting';
  } else if (type === 'data conversion') {
    team = 'DS';
    scrum = 'Data';
  } else if (type === 'product gap customization' || type === 'discovery' || size === 'XL') {
    scrum = 'Arch';
  } else if (type === 'training' || type === 'consulting' || type.includes('hub')) {
    scrum = 'Sherpa 2';
  } else if (
    (['workflow', 'form', 'form/workflow'].includes(type) && size !== 'L') ||
    type.includes('package') ||
    type === 'bug fix'
  ) {
    scrum = 'ERP Dev 2';
  } else {
    scrum = 'ERP Dev 1';
  }
  // "The ERP scrums set the team to ERP." (Arch is ERP's architecture scrum: "ERP and Arch".)
  if (ERP_SCRUMS.includes(scrum)) team = 'ERP';
  return { team, scrum };
}

/** Set SCRUMs: every live row gets its scrum (and team where the rule names one). */
export function setScrums(rows: readonly DeliverableRow[]): BulkResult {
  return applyToRows(rows, (values) => {
    const { team, scrum } = scrumFor(values);
    return { ...values, [COL.scrum]: scrum, ...(team === null ? {} : { [COL.team]: team }) };
  });
}

/** Which target decides whether an hours default still applies (its phase is not DONE). */
export const HOURS_TARGETS: Readonly<Record<string, string>> = {
  [COL.reqsHrs]: COL.reqsTarget,
  [COL.archHrs]: COL.discoveryTarget,
  [COL.devHrs]: COL.devTarget,
  [COL.testHrs]: COL.uatTarget,
};

/** The default hours of a row, or null when no default applies (spec 001 §9). */
export function hoursDefaultsFor(values: RowValues): Record<string, number> | null {
  const type = text(values, COL.type).toLowerCase();
  const size = text(values, COL.size).toUpperCase();
  if (type.includes('package')) return { [COL.reqsHrs]: 20, [COL.archHrs]: 20, [COL.devHrs]: 20, [COL.testHrs]: 20 };
  if ((type === 'form/workflow' || type === 'form' || type === 'workflow') && size !== 'L') {
    return { [COL.reqsHrs]: 4, [COL.archHrs]: 2, [COL.devHrs]: 8, [COL.testHrs]: 4 };
  }
  return null;
}

const hours = (value: CellValue | undefined) => {
  const n = Number(String(value ?? '').replace(/,/g, ''));
  return Number.isFinite(n) ? n : 0;
};

/**
 * Set Hours: the defaults go where the matching target is not DONE (a finished phase keeps its
 * hours); Total Hrs is the sum of the four. Rows without a default are left alone.
 */
export function setHours(rows: readonly DeliverableRow[]): BulkResult {
  return applyToRows(rows, (values) => {
    const defaults = hoursDefaultsFor(values);
    if (!defaults) return values;
    const next: RowValues = { ...values };
    for (const [column, value] of Object.entries(defaults)) {
      const target = HOURS_TARGETS[column] as string;
      if (parseTarget(values[target]).kind !== 'done') next[column] = String(value);
    }
    const total = [COL.reqsHrs, COL.archHrs, COL.devHrs, COL.testHrs].reduce((sum, c) => sum + hours(next[c]), 0);
    next[COL.totalHrs] = String(total);
    return next;
  });
}
