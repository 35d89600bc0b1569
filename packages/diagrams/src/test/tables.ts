import { toCsvTable, type CsvTable } from '../domain/csv-table.ts';

/** A table from a header and rows written inline in tests. */
export function table(headers: string[], ...rows: string[][]): CsvTable {
  return toCsvTable([headers, ...rows]);
}

/** Data flow header with the given SOR slots' columns, in the sample's order. */
export function dataFlowHeaders(slots: (1 | 2 | 3)[] = [1, 2, 3]): string[] {
  return slots.flatMap((s) => [
    `SOR${s} System`,
    `SOR${s} Entity`,
    `SOR${s} Db Table`,
    `SOR${s} Field`,
    `SOR${s} Db Field`,
    ...(s === 1 ? ['SOR1 Data Flow Direction', 'SOR1 Sync Type', 'SOR1 Mapped', 'SOR1 Default'] : []),
    ...(s === 3 ? ['SOR3 Data Flow Direction', 'SOR3 Sync Type', 'SOR3 Mapped'] : []),
  ]);
}

/** One data flow row as a record by column name; missing columns are empty. */
export function dataFlowRow(headers: string[], values: Record<string, string>): string[] {
  return headers.map((h) => values[h] ?? '');
}
