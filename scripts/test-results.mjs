// Reads the two runners' JSON reports for README line 2's closing lines (scripts/test-all.mjs).
// A failure is a failed test, a test file that failed without a failed test (it did not load: an import error,
// a throwing beforeAll), an error outside tests, or a runner that exited non-zero with none of these recorded.
import { relative } from 'node:path';
import { root } from './lib.mjs';

const where = (file) => (file ? relative(root, file) : 'unknown file');

/** @param {any} report vitest's `--reporter=json` output (null when missing) @param {number} exitStatus */
export function vitestOutcome(report, exitStatus) {
  const failures = [];
  let passed = 0;
  let skipped = 0;
  for (const file of report?.testResults ?? []) {
    const tests = file.assertionResults ?? [];
    passed += tests.filter((t) => t.status === 'passed').length;
    skipped += tests.filter((t) => ['pending', 'skipped', 'todo', 'disabled'].includes(t.status)).length;
    const failed = tests.filter((t) => t.status === 'failed');
    for (const t of failed) failures.push(`vitest: ${where(file.name)} > ${t.fullName ?? t.title}`);
    if (file.status === 'failed' && failed.length === 0) {
      failures.push(`vitest: ${where(file.name)} failed to run: ${firstLine(file.message)}`);
    }
  }
  if (report === null && exitStatus !== 0) failures.push(`vitest exited with ${exitStatus} and wrote no report`);
  else if (exitStatus !== 0 && failures.length === 0) {
    failures.push(`vitest exited with ${exitStatus} without a failed test (see its output above)`);
  }
  return { passed, skipped, failures };
}

/** @param {any} report Playwright's json reporter output (null when missing) @param {number} exitStatus */
export function playwrightOutcome(report, exitStatus) {
  const failures = [];
  for (const error of report?.errors ?? []) failures.push(`playwright: ${firstLine(error.message)}`);
  for (const spec of specs(report?.suites ?? [])) {
    if (spec.tests.some((t) => t.status === 'unexpected')) failures.push(`playwright: ${spec.file} > ${spec.title}`);
  }
  const stats = report?.stats ?? {};
  if (report === null && exitStatus !== 0) failures.push(`playwright exited with ${exitStatus} and wrote no report`);
  else if (exitStatus !== 0 && failures.length === 0) {
    failures.push(`playwright exited with ${exitStatus} without a failed test (see its output above)`);
  }
  return {
    passed: (stats.expected ?? 0) + (stats.flaky ?? 0),
    skipped: stats.skipped ?? 0,
    failures,
  };
}

function* specs(suites) {
  for (const suite of suites) {
    yield* suite.specs ?? [];
    yield* specs(suite.suites ?? []);
  }
}

function firstLine(message) {
  const line = String(message ?? '')
    .split('\n')
    .find((l) => l.trim() !== '');
  return (line ?? 'no message').trim().slice(0, 300);
}
