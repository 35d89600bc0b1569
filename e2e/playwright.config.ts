import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
// Separate ports from `npm start` (4000/4010) so a running demo does not collide with the tests;
// E2E_PORT_BASE moves them (server = base, sandbox = base + 10) for parallel runs on one machine.
const PORT_BASE = Number(process.env.E2E_PORT_BASE ?? 4100);
export const SERVER_PORT = PORT_BASE;
export const SANDBOX_PORT = PORT_BASE + 10;
export const STORYBOOK_PORT = PORT_BASE + 20;
// The sandbox's SMTP sink (mail viewer at /sandbox/mail) and the server's SMTP target: per base too,
// so parallel runs (and a running `npm start` on 2525) never receive each other's reminders.
export const SMTP_PORT = PORT_BASE + 30;
const serverUrl = `http://localhost:${SERVER_PORT}`;
const sandboxUrl = `http://localhost:${SANDBOX_PORT}`;
const storybookUrl = `http://127.0.0.1:${STORYBOOK_PORT}`;

export default defineConfig({
  testDir: root,
  testMatch: ['e2e/**/*.spec.ts', 'packages/*/e2e/**/*.spec.ts', 'apps/*/e2e/**/*.spec.ts'],
  // Per port base, so parallel runs on one machine do not wipe each other's artifacts.
  outputDir: `${root}test-results/e2e${process.env.E2E_PORT_BASE ? `-${PORT_BASE}` : ''}`,
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // A busy 2-core CI machine runs two browsers, the server and the sandbox at once: budgets that hold there.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json', { outputFile: `${root}test-results/playwright.json` }]],
  use: {
    baseURL: serverUrl,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    acceptDownloads: true,
    launchOptions: {
      // Debian's Chromium; Playwright's own browser download cannot work on these machines.
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
        '--no-first-run',
      ],
    },
  },
  webServer: [
    {
      // The built Storybook (previews), checked by e2e/storybook.spec.ts.
      command: `node scripts/serve-static.mjs apps/storybook/storybook-static ${STORYBOOK_PORT}`,
      cwd: root,
      url: `${storybookUrl}/`,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'node --import tsx src/main.ts',
      cwd: `${root}apps/sandbox`,
      url: `${sandboxUrl}/sandbox/routes`,
      // The launcher launches through the real LTI 1.3 flow into the server (packages/lti/e2e).
      env: {
        SANDBOX_PORT: String(SANDBOX_PORT),
        SANDBOX_PUBLIC_URL: sandboxUrl,
        SHELL_URL: serverUrl,
        SANDBOX_LAUNCH_MODE: 'lti',
        LTI_TOOL_URL: serverUrl,
        SANDBOX_SMTP_PORT: String(SMTP_PORT),
      },
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'node --import tsx src/main.ts',
      cwd: `${root}apps/server`,
      url: `${serverUrl}/healthz`,
      env: {
        PORT: String(SERVER_PORT),
        PUBLIC_URL: serverUrl,
        SHELL_DIST: `${root}apps/shell/dist`,
        // A throwaway PGlite folder per run (':memory:' would be taken as a folder name in the repo).
        DATA_DIR: mkdtempSync(join(tmpdir(), 'course-tools-e2e-')),
        // The server registers the sandbox as an LTI platform (and allows its origin) at this URL.
        SANDBOX_URL: sandboxUrl,
        LOG_LEVEL: 'warn',
        RELATED_ARTICLES_PROVIDER: 'fake',
        SMTP_PORT: String(SMTP_PORT),
      },
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});

export { serverUrl, sandboxUrl, storybookUrl };
