// README line 2: install everything (Chromium included), then lint, typecheck, formatting, knip, sherif, unit/screen/server
// tests (one vitest run over every project), builds (shell + Storybook) and the Playwright E2E suite.
import { readFileSync, existsSync, mkdirSync } from 'node:fs';
import { installDependencies, installSystemPackages, log, pnpm, root, run } from './lib.mjs';

const started = Date.now();
installSystemPackages();
installDependencies();

log('Lint, typecheck and formatting…');
pnpm(['exec', 'turbo', 'run', 'lint', 'typecheck', '--output-logs=errors-only']);
pnpm(['run', '--silent', 'format:check']);
log('Unused files, exports and dependencies (knip)…');
pnpm(['run', '--silent', 'knip']);
console.log('knip: no unused files, exports or dependencies.');
log('package.json consistency across the workspace (sherif)…');
pnpm(['run', '--silent', 'sherif']);

mkdirSync(`${root}test-results`, { recursive: true });
log('Unit, screen and server tests (vitest)…');
const vitestStatus = pnpm(
  ['exec', 'vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile.json=test-results/vitest.json'],
  { allowFailure: true },
);

log('Builds (shell, Storybook)…');
pnpm(['exec', 'turbo', 'run', 'build', '--output-logs=errors-only']);
run('node', ['scripts/bundle-report.mjs', '--check']);

log('End-to-end tests in Chromium (Playwright)…');
const e2eStatus = pnpm(['exec', 'playwright', 'test', '-c', 'e2e/playwright.config.ts'], { allowFailure: true });

// One plain closing line over both runners, as CI reads it.
const counts = { passed: 0, failed: 0, skipped: 0 };
const vitest = readJson('test-results/vitest.json');
if (vitest) {
  counts.passed += vitest.numPassedTests ?? 0;
  counts.failed += vitest.numFailedTests ?? 0;
  counts.skipped += (vitest.numPendingTests ?? 0) + (vitest.numTodoTests ?? 0);
}
const pw = readJson('test-results/playwright.json');
if (pw?.stats) {
  counts.passed += (pw.stats.expected ?? 0) + (pw.stats.flaky ?? 0);
  counts.failed += pw.stats.unexpected ?? 0;
  counts.skipped += pw.stats.skipped ?? 0;
}
const minutes = ((Date.now() - started) / 60_000).toFixed(1);
console.log(`\nAll suites (${minutes} min):`);
console.log(`${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
process.exit(vitestStatus !== 0 || e2eStatus !== 0 || counts.failed > 0 ? 1 : 0);

function readJson(path) {
  const full = `${root}${path}`;
  return existsSync(full) ? JSON.parse(readFileSync(full, 'utf8')) : null;
}
