/**
 * The capacity simulator's command (issue 26; simulate.ts): one institution day, printed as the tables
 * of docs/benchmarks.md, "Capacity".
 *
 *   pnpm --filter @tools/shell bench:capacity [--sample-courses 20] [--students 20000] [--courses 1500] ...
 */
import { simulateDay } from './simulate.ts';

const report = await simulateDay(process.argv.slice(2));
for (const line of report.lines) console.log(line);
// After world.close() something the day leaves open (not found yet) keeps Node's event loop alive for many
// minutes; the report is complete, so the command ends here.
process.exit(0);
