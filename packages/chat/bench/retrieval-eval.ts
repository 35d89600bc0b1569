/**
 * Course AI assistant: retrieval quality on the evaluation set, with no model (the default
 * answer path), over the sandbox demo course indexed in an in-memory PGlite.
 *
 *   cd packages/chat && npx tsx bench/retrieval-eval.ts            # figures for docs/benchmarks.md
 *   cd packages/chat && npx tsx bench/retrieval-eval.ts --sweep    # relevance thresholds, side by side
 *   cd packages/chat && npx tsx bench/retrieval-eval.ts --large    # index build of a 2,000-item course
 */
import { seedLarge } from '@tools/sandbox';
import questions from '../eval/questions.json' with { type: 'json' };
import { RELEVANCE_DEFAULTS } from '../src/domain/index.ts';
import { evaluate, reportTable, type EvalQuestion } from '../src/eval/harness.ts';
import { buildSandboxIndex, type SandboxIndex } from './sandbox-index.ts';
import { sandboxRetriever } from './sandbox-retrieve.ts';

// The package's tsconfig has no Node types (it is browser code); the bench only needs these.
declare const process: { argv: string[]; version: string };

const set = questions.questions as EvalQuestion[];
const pct = (x: number) => (x * 100).toFixed(1).padStart(5);
const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? 0;
};

async function figures(index: SandboxIndex) {
  const { retrieve, timings } = sandboxRetriever(index);
  const report = await evaluate(set, retrieve);
  console.log(`Node ${process.version}; relevance ${JSON.stringify(RELEVANCE_DEFAULTS)}\n`);
  console.log(reportTable(report));
  const [p50, p95] = [quantile(timings, 0.5), quantile(timings, 0.95)];
  console.log(
    `| answer time without a model, p50 / p95 (search + compose) | ${p50.toFixed(1)} / ${p95.toFixed(1)} ms |`,
  );
  console.log(
    `| index build: ${index.items} items, ${index.chunks} chunks, ${index.files.read.length} files read, ${index.files.skipped.length} skipped | ${index.buildMs.toFixed(0)} ms, ${index.requests} Learn requests |`,
  );
  console.log('\nFailures:');
  for (const f of report.failures)
    console.log(
      `- ${f.kind} ${f.id}: "${f.question}" expected ${JSON.stringify(f.expected)} got ${JSON.stringify(f.got)}`,
    );
}

async function sweep(index: SandboxIndex) {
  console.log('minRank minCoverage relativeRank matchedSlack maxPassages | hit@3 precision answered refusals');
  for (const minRank of [0, 0.02, 0.05, 0.1])
    for (const minCoverage of [0.34, 0.4, 0.5, 0.6])
      for (const relativeRank of [0, 0.3, 0.5])
        for (const matchedSlack of [0, 1])
          for (const maxPassages of [2, 3]) {
            const options = { minRank, minCoverage, relativeRank, matchedSlack, maxPassages };
            const r = await evaluate(set, sandboxRetriever(index, options).retrieve);
            console.log(
              `${Object.values(options).join(' ').padEnd(24)} | ${pct(r.hitRate)} ${pct(r.citationPrecision)} ${pct(r.answeredRight)} ${pct(r.correctRefusals)}`,
            );
          }
}

async function large() {
  const data = seedLarge({ students: 20, courses: 1, columnsPerCourse: 5, contentItems: 2000, coursesPerStudent: 1 });
  const index = await buildSandboxIndex({ data, courseId: data.courses[0]!.id });
  const handlers: Record<string, number> = {};
  for (const c of data.contents) handlers[c.contentHandler.id] = (handlers[c.contentHandler.id] ?? 0) + 1;
  console.log(`Node ${process.version}; items by handler ${JSON.stringify(handlers)}`);
  console.log(
    `| index build: ${index.items} items, ${index.chunks} chunks (in-process sandbox, no latency) | ${(index.buildMs / 1000).toFixed(1)} s, ${index.requests} Learn requests |`,
  );
  return index;
}

const index = process.argv.includes('--large') ? await large() : await buildSandboxIndex();
if (process.argv.includes('--sweep')) await sweep(index);
else if (!process.argv.includes('--large')) await figures(index);
await index.db.close();
