// README line 2: install everything (Chromium included), then lint, typecheck, formatting, knip, sherif, unit/screen/server
// tests (one vitest run over every project), builds (shell + Storybook) and the Playwright E2E suite.
// Every stage runs even when an earlier one failed (except the install), so one run shows every failure. It ends
// with a per-stage timing table, the list of what failed, and one closing line `N passed, N failed, N skipped`
// in which a failed stage or a test file that failed to load counts as failed: the line says `0 failed` only
// when the command exits 0.
// Options for CI's parallel jobs (.github/workflows/ci.yml): `--only=static,vitest,generator,build,e2e` runs those stages
// (the install always runs; e2e alone expects the builds in place), `--shard=2/3` passes a shard to vitest and
// Playwright.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { installDependencies, installSystemPackages, log, pnpm, root, run } from './lib.mjs';
import { keepPassed, passedReport, treeKey } from './passed-runs.mjs';
import { playwrightOutcome, vitestOutcome } from './test-results.mjs';

const { values: options } = parseArgs({ options: { only: { type: 'string' }, shard: { type: 'string' } } });
const only = options.only ? new Set(options.only.split(',')) : null;
const wanted = (group) => only === null || only.has(group);
const shard = options.shard ? [`--shard=${options.shard}`] : [];

const started = Date.now();
const GENERATOR_REPORT = 'tooling/generators/test-results/vitest.json';
const STATIC_CHECKS = ['check:types', 'check:lint', 'check:format', 'check:knip', 'check:sherif', 'check:graph'];
const stages = [];

/** Runs one stage, timing it; `fn` returns an exit status. A thrown error counts as a failure. */
function stage(name, group, fn) {
  const t0 = Date.now();
  let status;
  try {
    status = fn();
  } catch (error) {
    console.error(error);
    status = 1;
  }
  stages.push({ name, group, status, ms: Date.now() - t0 });
  return status;
}

stage('install', 'install', () => {
  installSystemPackages();
  installDependencies();
  return 0;
});

const optional = { allowFailure: true };
log('Static checks: typecheck, lint, formatting, knip, sherif (turbo replays what it has cached)…');
// One program for the typecheck and one ESLint run over the repository (tsconfig.json, eslint.config.js), run
// by turbo with declared inputs: a second run with nothing changed replays the cached results and says so.
if (wanted('static')) {
  stage('static checks', 'static', () =>
    pnpm(['exec', 'turbo', 'run', ...STATIC_CHECKS, '--continue', '--output-logs=errors-only'], optional),
  );
}

// What already passed on this very tree is replayed, not run again (passed-runs.mjs); a shard never is.
const tree = shard.length === 0 ? treeKey() : null;
const chromium = (() => {
  try {
    return execFileSync('/usr/bin/chromium', ['--version']).toString().trim();
  } catch {
    return 'no chromium';
  }
})();
const keys = { vitest: tree, e2e: tree && createHash('sha256').update(`${tree}\0${chromium}`).digest('hex') };

/** A passing run of this stage on this tree: its report is put back and the stage says it was replayed. */
function replayed(name, group, reportPath) {
  const report = keys[group] && passedReport(group, keys[group]);
  if (!report) return null;
  writeFileSync(`${root}${reportPath}`, report);
  const outcome = group === 'e2e' ? playwrightOutcome(JSON.parse(report), 0) : vitestOutcome(JSON.parse(report), 0);
  log(
    `${name}: this tree passed it before; its report is replayed (${outcome.passed} passed, ${outcome.skipped} skipped)`,
  );
  return stage(`${name} (replayed: this tree passed it before)`, group, () => 0);
}

mkdirSync(`${root}test-results`, { recursive: true });
// A report left by an earlier run must never be read as this run's.
for (const report of ['test-results/vitest.json', 'test-results/playwright.json', GENERATOR_REPORT])
  rmSync(`${root}${report}`, { force: true });
log('Unit, screen and server tests (vitest)…');
const vitestStatus = wanted('vitest')
  ? (replayed('vitest', 'vitest', 'test-results/vitest.json') ??
    stage('vitest', 'vitest', () =>
      pnpm(
        [
          'exec',
          'vitest',
          'run',
          ...shard,
          '--reporter=default',
          '--reporter=json',
          '--outputFile.json=test-results/vitest.json',
        ],
        optional,
      ),
    ))
  : 0;
if (vitestStatus === 0 && keys.vitest && !stages.at(-1)?.name.includes('replayed'))
  keepPassed('vitest', keys.vitest, 'test-results/vitest.json');
// The generator's test (minutes: it copies the repository and checks a generated tool) runs only when its inputs
// changed; turbo replays the cached report otherwise, and says so.
const generatorStatus = wanted('generator')
  ? stage('generator test (turbo-cached)', 'generator', () =>
      pnpm(['exec', 'turbo', 'run', 'test', '--filter=@tools/generators', '--output-logs=new-only'], optional),
    )
  : 0;

let buildStatus = 0;
if (wanted('build')) {
  log('Builds (shell, Storybook)…');
  buildStatus = stage('builds', 'build', () =>
    pnpm(['exec', 'turbo', 'run', 'build', '--output-logs=errors-only'], optional),
  );
  stage('bundle budgets', 'build', () =>
    buildStatus === 0 ? run('node', ['scripts/bundle-report.mjs', '--check'], optional) : 1,
  );
}

let e2eStatus = 0;
if (wanted('e2e')) {
  log('End-to-end tests in Chromium (Playwright)…');
  const built = ['apps/shell/dist/index.html', 'apps/storybook/storybook-static/index.html'].every((f) =>
    existsSync(`${root}${f}`),
  );
  e2eStatus =
    buildStatus === 0 && built
      ? (replayed('playwright', 'e2e', 'test-results/playwright.json') ??
        stage('playwright', 'E2E', () =>
          pnpm(['exec', 'playwright', 'test', '-c', 'e2e/playwright.config.ts', ...shard], optional),
        ))
      : stage('playwright (not run: no shell or Storybook build)', 'E2E', () => 1);
}

if (e2eStatus === 0 && keys.e2e && stages.at(-1)?.name === 'playwright')
  keepPassed('e2e', keys.e2e, 'test-results/playwright.json');

// Counts over both runners, plus every failure that is not a failed test (a file that did not load, a runner
// that exited non-zero without a failed test, a failed static check or build).
const vitest = vitestOutcome(readJson('test-results/vitest.json'), vitestStatus);
const generator = vitestOutcome(readJson(GENERATOR_REPORT), generatorStatus);
const pw = playwrightOutcome(readJson('test-results/playwright.json'), e2eStatus);
const failures = [
  ...stages
    .filter((s) => s.status !== 0 && !['vitest', 'generator'].includes(s.group) && s.name !== 'playwright')
    .map((s) => `stage failed: ${s.name} (exit ${s.status})`),
  ...vitest.failures,
  ...generator.failures,
  ...pw.failures,
];
const counts = {
  passed: vitest.passed + generator.passed + pw.passed,
  failed: failures.length,
  skipped: vitest.skipped + generator.skipped + pw.skipped,
};

console.log('\nStage timings:');
const width = Math.max(...stages.map((s) => s.name.length));
for (const s of stages) {
  console.log(`  ${s.name.padEnd(width)}  ${formatMinutes(s.ms).padStart(7)}  ${s.status === 0 ? 'ok' : 'FAILED'}`);
}
console.log(`  ${'total'.padEnd(width)}  ${formatMinutes(Date.now() - started).padStart(7)}`);
if (failures.length > 0) {
  console.log('\nWhat failed:');
  for (const failure of failures) console.log(`  - ${failure}`);
}
console.log(`\nAll suites (${((Date.now() - started) / 60_000).toFixed(1)} min):`);
console.log(`${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
process.exit(counts.failed > 0 ? 1 : 0);

function readJson(path) {
  const full = `${root}${path}`;
  if (!existsSync(full)) return null;
  try {
    return JSON.parse(readFileSync(full, 'utf8'));
  } catch {
    return null;
  }
}

function formatMinutes(ms) {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
