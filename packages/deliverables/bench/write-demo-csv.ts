/**
 * Writes src/samples/deliverables-demo.csv: 60 generated deliverables (every type, team,
 * status and exception), dates relative to today. Run: npx tsx bench/write-demo-csv.ts
 * With an argument N it prints N rows to stdout instead (e.g. 10000 for a large upload test).
 */
import { toCsv } from '@tools/ui/csv';
import { writeFileSync } from 'node:fs';
import { dayOf } from '../src/domain/index.ts';
import { generateDeliverables } from '../src/samples/generate.ts';

const count = Number(process.argv[2] ?? 60);
const rows = generateDeliverables(count, dayOf(new Date()));
const headers = Object.keys(rows[0] ?? {});
const text = toCsv([headers, ...rows.map((r) => headers.map((h) => r[h] ?? ''))]) + '\r\n';
if (process.argv[2]) process.stdout.write(text);
else writeFileSync(new URL('../src/samples/deliverables-demo.csv', import.meta.url), text);
