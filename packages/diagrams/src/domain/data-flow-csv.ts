import { IssueList } from './csv-issues.ts';
import { cell, columnIndex, type CsvRow, type CsvTable } from './csv-table.ts';
import {
  SLOTS,
  type DataFlowModel,
  type DataFlowRow,
  type FieldEnd,
  type Flow,
  type FlowDirection,
  type Slot,
} from './data-flow-model.ts';

const END_COLUMNS = {
  system: 'System',
  entity: 'Entity',
  dbTable: 'Db Table',
  field: 'Field',
  dbField: 'Db Field',
} as const;

/** Accepted direction values per outer slot (case and spacing ignored). The spec lists the first of each pair and Bi-Directional; the reverse is accepted too. */
const DIRECTIONS: Record<1 | 3, Record<string, FlowDirection>> = {
  1: { 'sor2 to sor1': 'from-hub', 'sor1 to sor2': 'to-hub', 'bi-directional': 'both' },
  3: { 'sor3 to sor2': 'to-hub', 'sor2 to sor3': 'from-hub', 'bi-directional': 'both' },
};
const DIRECTION_HELP: Record<1 | 3, string> = {
  1: 'use "SOR2 to SOR1", "SOR1 to SOR2" or "Bi-Directional"',
  3: 'use "SOR3 to SOR2", "SOR2 to SOR3" or "Bi-Directional"',
};

const col = (slot: Slot, name: string) => `SOR${slot} ${name}`;

/** Turns a normalised CSV table into data flow rows, or throws every problem found with row and column. */
export function parseDataFlow(table: CsvTable): DataFlowModel {
  const issues = new IssueList();
  const at = (name: string) => columnIndex(table, name);
  if (at(col(1, 'System')) < 0)
    issues.add(1, col(1, 'System'), 'this column is required and was not found in the header.');
  if (at(col(3, 'System')) >= 0 && at(col(2, 'System')) < 0) {
    issues.add(1, col(2, 'System'), 'SOR3 connects through SOR2, so a file with SOR3 columns needs this column too.');
  }
  issues.throwIfAny();

  const rows = table.rows.map((row) => parseRow(row, at, issues));
  issues.throwIfAny();
  const slots = SLOTS.filter((slot) => rows.some((r) => r.ends[slot]));
  return { slots, rows };
}

function parseRow(row: CsvRow, at: (name: string) => number, issues: IssueList): DataFlowRow {
  const get = (name: string) => cell(row, at(name));
  const ends: Partial<Record<Slot, FieldEnd>> = {};
  for (const slot of SLOTS) {
    const end = Object.fromEntries(
      Object.entries(END_COLUMNS).map(([key, name]) => [key, get(col(slot, name))]),
    ) as unknown as FieldEnd;
    const anyValue = Object.values(end).some((v) => v !== '');
    if (end.system !== '') ends[slot] = end;
    else if (anyValue) issues.add(row.rowNumber, col(slot, 'System'), `SOR${slot} has values but no System name.`);
  }
  if (Object.keys(ends).length === 0 && !issues.items.some((i) => i.row === row.rowNumber)) {
    issues.add(row.rowNumber, col(1, 'System'), 'no system is named (SOR1, SOR2 and SOR3 System are empty).');
  }

  const flows: DataFlowRow['flows'] = {};
  for (const outer of [1, 3] as const) {
    const flow = parseFlow(row, outer, Boolean(ends[outer] && ends[2]), get, issues);
    if (flow) flows[outer] = flow;
  }
  const sor1Default = get(col(1, 'Default'));
  if (sor1Default !== '' && !ends[1])
    issues.add(row.rowNumber, col(1, 'Default'), 'a default value needs a SOR1 System.');
  return { rowNumber: row.rowNumber, ends, flows, sor1Default };
}

function parseFlow(
  row: CsvRow,
  outer: 1 | 3,
  bothEnds: boolean,
  get: (name: string) => string,
  issues: IssueList,
): Flow | undefined {
  const directionColumn = col(outer, 'Data Flow Direction');
  const mappedColumn = col(outer, 'Mapped');
  const rawDirection = get(directionColumn);
  const rawMapped = get(mappedColumn);
  const syncType = get(col(outer, 'Sync Type'));
  const mapped = /^y(es)?$/i.test(rawMapped);
  if (rawMapped !== '' && !mapped && !/^no?$/i.test(rawMapped)) {
    issues.add(row.rowNumber, mappedColumn, `"${rawMapped}" is not valid; use Y or leave it empty.`);
  }
  if (!bothEnds) {
    if (rawDirection !== '' || syncType !== '' || mapped) {
      const column = rawDirection !== '' ? directionColumn : syncType !== '' ? col(outer, 'Sync Type') : mappedColumn;
      issues.add(row.rowNumber, column, `a flow needs both SOR${outer} System and SOR2 System in the row.`);
    }
    return undefined;
  }
  const direction = DIRECTIONS[outer][rawDirection.toLowerCase().replace(/\s+/g, ' ')];
  if (!direction) {
    const found = rawDirection === '' ? 'the value is missing' : `"${rawDirection}" is not a direction`;
    issues.add(row.rowNumber, directionColumn, `${found}; ${DIRECTION_HELP[outer]}.`);
    return undefined;
  }
  return { direction, syncType, mapped };
}
