export { CSV_COLUMNS, MAX_VALUE_LENGTH, parseAthletesCsv } from './athletes-csv.ts';
export type { AthleteRow, CsvColumn, ParsedAthletes, Rejection } from './athletes-csv.ts';
export { sportRows } from './sports-table.ts';
export type { SportRow } from './sports-table.ts';
export { DEMO_ATHLETES_CSV } from './demo-athletes.ts';
