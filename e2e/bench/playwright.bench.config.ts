import { defineConfig } from '@playwright/test';
import base from '../playwright.config.ts';

/**
 * Browser benchmarks (docs/benchmarks.md): the E2E harness without Storybook, one worker, no
 * time limit per test. Not part of the E2E run (`*.bench.ts` is outside its testMatch). Run:
 * E2E_PORT_BASE=6000 npx playwright test -c e2e/bench/playwright.bench.config.ts
 */
export default defineConfig({
  ...base,
  testMatch: ['e2e/bench/**/*.bench.ts'],
  fullyParallel: false,
  workers: 1,
  timeout: 600_000,
  reporter: [['list']],
  webServer: [base.webServer ?? []].flat().filter((server) => !server.command.includes('serve-static')),
});
