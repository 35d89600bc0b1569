import { describe, expect, it } from 'vitest';
import { playwrightOutcome, vitestOutcome } from '../test-results.mjs';
import { root } from '../lib.mjs';

const file = (name, status, tests, message = '') => ({
  name: `${root}${name}`,
  status,
  message,
  assertionResults: tests.map(([title, s]) => ({ fullName: title, title, status: s })),
});

describe('vitestOutcome', () => {
  it('counts a file that failed to load as a failure, naming it and its error', () => {
    const report = {
      testResults: [
        file('a/ok.test.ts', 'passed', [
          ['adds', 'passed'],
          ['later', 'todo'],
        ]),
        file('tooling/generators/src/__tests__/gen.test.ts', 'failed', [], 'Error: ERR_PNPM_NO_OFFLINE_META\n at x'),
      ],
    };
    expect(vitestOutcome(report, 1)).toEqual({
      passed: 1,
      skipped: 1,
      failures: ['vitest: tooling/generators/src/__tests__/gen.test.ts failed to run: Error: ERR_PNPM_NO_OFFLINE_META'],
    });
  });

  it('lists failed tests once each, not their file as well', () => {
    const report = {
      testResults: [
        file('b.test.ts', 'failed', [
          ['one', 'failed'],
          ['two', 'passed'],
        ]),
      ],
    };
    expect(vitestOutcome(report, 1).failures).toEqual(['vitest: b.test.ts > one']);
  });

  it('never reports 0 failures for a non-zero exit', () => {
    expect(vitestOutcome(null, 1).failures).toEqual(['vitest exited with 1 and wrote no report']);
    expect(vitestOutcome({ testResults: [] }, 2).failures).toHaveLength(1);
    expect(vitestOutcome({ testResults: [] }, 0).failures).toEqual([]);
  });
});

describe('playwrightOutcome', () => {
  const spec = (title, status) => ({ title, file: 'e2e/x.spec.ts', tests: [{ status }] });
  it('counts errors outside tests and unexpected specs in nested suites', () => {
    const report = {
      stats: { expected: 3, flaky: 1, unexpected: 1, skipped: 2 },
      errors: [{ message: 'Error: webServer exited early\nmore' }],
      suites: [{ specs: [spec('passes', 'expected')], suites: [{ specs: [spec('breaks', 'unexpected')] }] }],
    };
    expect(playwrightOutcome(report, 1)).toEqual({
      passed: 4,
      skipped: 2,
      failures: ['playwright: Error: webServer exited early', 'playwright: e2e/x.spec.ts > breaks'],
    });
  });

  it('a non-zero exit with nothing recorded is still a failure', () => {
    expect(playwrightOutcome(null, 1).failures).toEqual(['playwright exited with 1 and wrote no report']);
    expect(playwrightOutcome({ stats: {}, suites: [] }, 0).failures).toEqual([]);
  });
});
