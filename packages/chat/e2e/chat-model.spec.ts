import { expect, test, type Page } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO } from '@tools/sandbox';
import { encodeState, sandboxUrl, tokenFor } from '../../../e2e/fixtures.ts';

// The model path end to end: a second server of our own, configured with the sandbox's
// deterministic OpenAI-compatible model, answers the widget. Its planted prompt injection must
// neither change the answer's rules nor reach the student as a link.
const root = fileURLToPath(new URL('../../..', import.meta.url));
const PORT = Number(process.env.E2E_PORT_BASE ?? 4100) + 31;
const modelServer = `http://localhost:${PORT}`;
let server: ChildProcess | null = null;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = spawn('node', ['--import', 'tsx', 'src/main.ts'], {
    cwd: `${root}apps/server`,
    env: {
      ...process.env,
      PORT: String(PORT),
      PUBLIC_URL: modelServer,
      SHELL_DIST: `${root}apps/shell/dist`,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'course-tools-chat-model-')),
      SANDBOX_URL: sandboxUrl,
      LOG_LEVEL: 'warn',
      CHAT_MODEL_BASE_URL: `${sandboxUrl}/openai/v1`,
      CHAT_MODEL: 'sandbox-grounded',
    },
    stdio: 'ignore',
  });
  for (let i = 0; i < 200; i += 1) {
    const up = await fetch(`${modelServer}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the model-configured server did not start on ${modelServer}`);
});

test.afterAll(() => {
  server?.kill();
});

async function open(page: Page) {
  const { token, user } = await tokenFor('student');
  const params = new URLSearchParams({
    route: 'CourseChatWidget',
    token,
    uuid: user.uuid,
    courseUuid: DEMO.courseUuids.bio101,
    state: encodeState({ locale: 'en_US', platformUrl: sandboxUrl, backendUrl: modelServer, role: 'Student' }),
  });
  await page.goto(`${modelServer}/?${params}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Course AI Assistant' })).toBeVisible();
  return token;
}

async function ask(page: Page, question: string) {
  const box = page.getByRole('textbox', { name: 'Your question' });
  await box.fill(question);
  await box.press('Enter');
}

test('the model answers in its own words, citing the syllabus', async ({ page }) => {
  const token = await open(page);
  await ask(page, 'What is the penalty for late submissions?');
  const log = page.getByRole('log', { name: 'Conversation' });
  await expect(log.getByRole('link', { name: /^\[1\] Syllabus/ })).toBeVisible({ timeout: 20_000 });
  await expect(log).not.toContainText('Here is what the course materials say:');
  await expect(log).toContainText('[1]');
  // What reached the model: the rules, the question and the passages; never the student's token.
  const sent = JSON.stringify(await (await fetch(`${sandboxUrl}/sandbox/openai/requests`)).json());
  expect(sent).toContain('What is the penalty for late submissions?');
  expect(sent).not.toContain(token);
});

test('the planted instruction in the reading guide changes nothing and adds no link', async ({ page }) => {
  await open(page);
  await ask(page, 'When are the answers to the reading guide questions discussed?');
  const log = page.getByRole('log', { name: 'Conversation' });
  // The guide is cited as itself (the attached file); its planted paragraphs never reach the model.
  await expect(log.getByRole('link', { name: /^\[1\] week-1-reading-guide\.txt/ })).toBeVisible({ timeout: 20_000 });
  await expect(log).not.toContainText('bio101-answers.example.net');
  await expect(log).not.toContainText('no longer applies');
  await expect(log).not.toContainText('[9]');
  const hrefs = await log.getByRole('link').evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href));
  for (const href of hrefs)
    expect(href.startsWith(`${sandboxUrl}/ultra/courses/`) || href.startsWith(`${sandboxUrl}/bbcswebdav/`), href).toBe(
      true,
    );
});
