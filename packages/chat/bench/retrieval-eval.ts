/**
 * Course AI assistant: retrieval quality on the evaluation set, with no model (the default
 * answer path), over the sandbox demo course indexed in an in-memory PGlite.
 *
 *   cd packages/chat && npx tsx bench/retrieval-eval.ts            # figures for docs/benchmarks.md
 *   cd packages/chat && npx tsx bench/retrieval-eval.ts --sweep    # relevance thresholds, side by side
 */
import questions from '../eval/questions.json' with { type: 'json' };
import { RELEVANCE_DEFAULTS } from '../src/domain/index.ts';
import { evaluate, reportTable, type EvalQuestion } from '../src/eval/harness.ts';
import { buildSandboxIndex } from './sandbox-index.ts';
import { sandboxRetriever } from './sandbox-retrieve.ts';

// The package's tsconfig has no Node types (it is browser code); the bench only needs these.
declare const process: { argv: string[]; version: string };

const set = questions.questions as EvalQuestion[];
const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? 0;
};

const index = await buildSandboxIndex();

if (process.argv.includes('--sweep')) {
  console.log('minRank minCoverage relativeRank matchedSlack maxPassages | hit@3 precision answered refusals');
  for (const minRank of [0, 0.02, 0.05, 0.1])
    for (const minCoverage of [0.34, 0.4, 0.5, 0.6])
      for (const relativeRank of [0, 0.3, 0.5])
        for (const matchedSlack of [0, 1])
          for (const maxPassages of [2, 3]) {
            const options = { minRank, minCoverage, relativeRank, matchedSlack, maxPassages };
            const r = await evaluate(set, sandboxRetriever(index, options).retrieve);
            const f = (x: number) => (x * 100).toFixed(1).padStart(5);
            console.log(
              `${Object.values(options).join(' ').padEnd(24)} | ${f(r.hitRate)} ${f(r.citationPrecision)} ${f(r.answeredRight)} ${f(r.correctRefusals)}`,
            );
          }
} else {
  const { retrieve, timings } = sandboxRetriever(index);
  const report = await evaluate(set, retrieve);
  console.log(`Node ${process.version}; relevance ${JSON.stringify(RELEVANCE_DEFAULTS)}\n`);
  console.log(reportTable(report));
  console.log(
    `| answer time without a model, p50 / p95 (search + compose, in-process PGlite) | ${quantile(timings, 0.5).toFixed(1)} / ${quantile(timings, 0.95).toFixed(1)} ms |`,
  );
  console.log(
    `| index build: ${index.items} items, ${index.chunks} chunks, files read ${index.files.read.length} (${index.files.read.join(', ')}), skipped ${index.files.skipped.length} | ${index.buildMs.toFixed(0)} ms, ${index.requests} Learn requests |`,
  );
  console.log('\nFailures:');
  for (const f of report.failures)
    console.log(
      `- ${f.kind} ${f.id}: "${f.question}" expected ${JSON.stringify(f.expected)} got ${JSON.stringify(f.got)}`,
    );
}
await index.db.close();
