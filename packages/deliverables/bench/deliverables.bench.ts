/**
 * Deliverables tracker benchmark (docs/benchmarks.md): 10,000 generated rows; CSV parse +
 * normalise, Exceptions, sort, and filter per keystroke, each measured over many runs (median
 * and p95). Run: cd packages/deliverables && npx tsx bench/deliverables.bench.ts
 */
import { toCsv } from '@tools/ui/csv';
import Papa from 'papaparse';
import {
  dayOf,
  fromCsv,
  matchesFilters,
  normaliseCsv,
  sortBy,
  sprintOf,
  type DeliverableRow,
} from '../src/domain/index.ts';
import { cellReader } from '../src/project-deliverables-table/cell-values.ts';
import { generateDeliverables } from '../src/samples/generate.ts';

const ROWS = 10_000;
const today = dayOf(new Date());
const generated = generateDeliverables(ROWS, today);
const headers = Object.keys(generated[0] ?? {});
const csvText = toCsv([headers, ...generated.map((r) => headers.map((h) => r[h] ?? ''))]);

function stats(name: string, runs: number, fn: () => void) {
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const t = performance.now();
    fn();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? NaN;
  console.log(`| ${name} | ${runs} | ${at(0.5).toFixed(1)} | ${at(0.95).toFixed(1)} |`);
}

console.log(`${ROWS} rows, ${(csvText.length / 1024 / 1024).toFixed(1)} MB CSV, Node ${process.version}`);
console.log('| step | runs | median ms | p95 ms |');
console.log('| --- | --- | --- | --- |');
let rows: DeliverableRow[] = [];
stats('parse CSV (papaparse) + normalise', 10, () => {
  const parsed = Papa.parse<string[]>(csvText, { header: false });
  rows = normaliseCsv(parsed.data).rows.map((v) => fromCsv(v));
});
stats('Exceptions of every row (first paint of the column)', 10, () => {
  const fresh = cellReader({ today, currentSprint: sprintOf(today) });
  for (const row of rows) fresh(row, 'Exceptions');
});
const read = cellReader({ today, currentSprint: sprintOf(today) });
for (const row of rows) read(row, 'Exceptions');
for (const column of ['Rank', 'Customer', 'Go-live', 'Exceptions']) {
  stats(`sort by ${column}`, 30, () => sortBy(rows, { column, direction: 'asc' }, read));
}
const typed = 'northfield';
let keystrokes = 0;
stats('filter, one keystroke (Customer, typing "northfield")', 100, () => {
  const i = (keystrokes++ % typed.length) + 1;
  const filters = { Customer: typed.slice(0, i) };
  rows.filter((row) => matchesFilters({ Customer: read(row, 'Customer') }, filters));
});
stats('filter, one keystroke (!harbor on Customer, me on TPM)', 100, () => {
  rows.filter((row) =>
    matchesFilters({ Customer: read(row, 'Customer'), TPM: read(row, 'TPM') }, { Customer: '!harbor', TPM: 'me' }),
  );
});
