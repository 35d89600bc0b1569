import {
  test as base,
  expect as baseExpect,
  type BrowserContext,
  type Frame,
  type FrameLocator,
  type Page,
} from '@playwright/test';
import { DEMO } from '@tools/sandbox';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sandboxUrl, serverUrl } from './fixtures.ts';

/**
 * Issue 21 §1: Learn frames the tools from another site, and where the browser blocks third-party
 * storage, merely reading `window.sessionStorage` in the frame throws. Here the course page (the
 * sandbox's LTI platform origin, 127.0.0.1) frames the tool (our server, localhost): two sites. The
 * browser is a Chromium profile with "Block third-party cookies" on (preference
 * `profile.cookie_controls_mode` = 1, what the setting and the BlockThirdPartyCookies policy set),
 * which also blocks storage in third-party frames: the real mechanism, not a script that fakes it.
 * Every test checks that storage really throws in the tool's frame before it checks the tool.
 */

// Each screen loads its Learn data right after a whole LTI launch in a second browser; on a busy two-core
// machine that first render can take longer than the suite's 10 s.
const expect = baseExpect.configure({ timeout: 20_000 });

const BIO101 = DEMO.courses.bio101.id;
// No late-penalty rules there in any spec, so its Apply tab reads the same in a parallel run.
const MATH150 = DEMO.courses.math150.id;
// The sandbox answers on both names; 127.0.0.1 is the origin of its LTI platform, which frames tools.
const coursePageOrigin = sandboxUrl.replace('//localhost:', '//127.0.0.1:');
const samples = (pkg: string, file: string) =>
  fileURLToPath(new URL(`../packages/${pkg}/src/samples/${file}`, import.meta.url));

const test = base.extend<{ problems: string[] }, { blockedStorage: BrowserContext }>({
  blockedStorage: [
    async ({ playwright, launchOptions }, use) => {
      const profile = mkdtempSync(join(tmpdir(), 'course-tools-blocked-storage-'));
      mkdirSync(join(profile, 'Default'));
      writeFileSync(
        join(profile, 'Default', 'Preferences'),
        JSON.stringify({ profile: { cookie_controls_mode: 1, block_third_party_cookies: true } }),
      );
      const context = await playwright.chromium.launchPersistentContext(profile, launchOptions);
      // Its first blank tab is not used (each test opens its own page).
      for (const blank of context.pages()) await blank.close();
      await use(context);
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
    { scope: 'worker' },
  ],
  page: async ({ blockedStorage }, use) => {
    const page = await blockedStorage.newPage();
    await use(page);
    await page.close();
  },
  // Uncaught exceptions in any frame, and console errors of every frame but the Learn stand-in's own
  // course page (whose missing favicon Chromium reports as a console error).
  problems: async ({ page }, use) => {
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() !== 'error' || message.location().url.startsWith(`${coursePageOrigin}/`)) return;
      problems.push(`console (${message.location().url}): ${message.text()}`);
    });
    await use(problems);
  },
});

interface Launch {
  route: string;
  persona: 'student' | 'instructor' | 'admin';
  course?: string;
  role?: string;
}

/** The tool's frame on our server once the launch is done (no launch code left in its address). */
function toolFrame(page: Page): Frame {
  const frame = page.frames().find((f) => f.url().startsWith(`${serverUrl}/`));
  if (!frame)
    throw new Error(
      `no frame on ${serverUrl}: ${page
        .frames()
        .map((f) => f.url())
        .join(', ')}`,
    );
  return frame;
}

/**
 * Opens the sandbox course page that frames the tool, as Learn does, and waits for the LTI launch to
 * land in the shell. Checks the premise: the frame is cross-site and its storage is blocked.
 */
async function launchFramed(page: Page, launch: Launch): Promise<FrameLocator> {
  const query = new URLSearchParams({ route: launch.route, persona: launch.persona });
  if (launch.course) query.set('course', launch.course);
  if (launch.role) query.set('role', launch.role);
  await page.goto(`${coursePageOrigin}/lti/launch/frame?${query}`);
  await expect
    .poll(
      () => {
        const frame = page.frames().find((f) => f.url().startsWith(`${serverUrl}/`));
        if (!frame) return 'no frame on our server yet';
        const url = new URL(frame.url());
        return url.searchParams.has('launch_code') ? 'launch code not traded yet' : url.searchParams.get('route');
      },
      { timeout: 30_000 },
    )
    .toBe(launch.route);
  expect(new URL(page.url()).hostname).not.toBe(new URL(toolFrame(page).url()).hostname);
  expect(await toolFrame(page).evaluate(storageAccess)).toEqual({ local: 'SecurityError', session: 'SecurityError' });
  return page.frameLocator(`iframe[title="${launch.route} (LTI tool)"]`);
}

/** What reading each storage property gives in the frame: 'readable', or the error's name. */
function storageAccess() {
  const read = (get: () => Storage) => {
    try {
      get();
      return 'readable';
    } catch (error) {
      return (error as Error).name;
    }
  };
  return { local: read(() => window.localStorage), session: read(() => window.sessionStorage) };
}

test.describe('tools framed cross-site with third-party storage blocked', () => {
  // Each test runs a whole LTI 1.3 launch (OIDC login, id_token, 3-legged OAuth, launch code) in the frame first.
  test.describe.configure({ timeout: 90_000 });

  test('MyCourses (courses, student) renders, sorts, and a reload asks for a relaunch from Learn', async ({
    page,
    problems,
  }) => {
    const tool = await launchFramed(page, { route: 'MyCourses', persona: 'student' });
    const table = tool.getByRole('table', { name: 'My Course Roster' });
    await expect(table.getByRole('cell', { name: 'BIO101 Introduction to Biology', exact: true })).toBeVisible();
    const courseId = table.getByRole('columnheader', { name: 'Course ID' });
    await courseId.getByRole('button').click();
    await expect(courseId).toHaveAttribute('aria-sort', 'ascending');
    expect(problems).toEqual([]);

    // A reload of the frame: the token lived only in the page's memory, so the shell explains.
    await toolFrame(page).evaluate(() => location.reload());
    await expect(tool.getByRole('heading', { level: 1, name: 'My Course Roster' })).toBeVisible();
    await expect(tool.getByRole('alert', { name: 'Please open the tool again from your course' })).toContainText(
      'Your browser blocks storage for this tool inside the course page, so reloading it signed you out. Open the tool again from your course in Learn to continue.',
    );
    expect(problems).toEqual([]);
  });

  test('ReportCard (grades, student) shows the course grades and sorts them', async ({ page, problems }) => {
    const tool = await launchFramed(page, { route: 'ReportCard', persona: 'student', course: BIO101 });
    const table = tool.getByRole('table', { name: 'Report Card' });
    await expect(table.getByRole('columnheader', { name: 'Grade Column' })).toBeVisible();
    await expect(table.getByRole('row')).not.toHaveCount(1);
    const column = table.getByRole('columnheader', { name: 'Grade Column' });
    await column.getByRole('button').click();
    await expect(column).toHaveAttribute('aria-sort', /ascending|descending/);
    expect(problems).toEqual([]);
  });

  test('LatePenaltyCourseDetails (late-penalty, instructor) switches to Apply (the tab is remembered in memory)', async ({
    page,
    problems,
  }) => {
    const tool = await launchFramed(page, {
      route: 'LatePenaltyCourseDetails',
      persona: 'instructor',
      course: MATH150,
    });
    await expect(tool.getByRole('tab', { name: 'Set' })).toHaveAttribute('aria-selected', 'true');
    await tool.getByRole('tab', { name: 'Apply' }).click();
    await expect(tool.getByRole('tab', { name: 'Apply' })).toHaveAttribute('aria-selected', 'true');
    await expect(tool.getByText('No assignment has a rule yet. Choose rules on the Set tab.')).toBeVisible();
    await expect(tool.getByRole('button', { name: 'Update late penalties' })).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('DataFlowDiagram (diagrams) draws the sample CSV', async ({ page, problems }) => {
    const tool = await launchFramed(page, { route: 'DataFlowDiagram', persona: 'instructor' });
    await expect(tool.getByText('Please upload a CSV file to begin.')).toBeVisible();
    await tool.getByLabel('CSV file').setInputFiles(samples('diagrams', 'data-flow-sample.csv'));
    await expect(tool.getByRole('img', { name: /Logical view: 61 mapped fields across 3 systems/ })).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('MyCourseLinks (content, student) marks a link read', async ({ page, problems }) => {
    const tool = await launchFramed(page, { route: 'MyCourseLinks', persona: 'student', course: BIO101 });
    const list = tool.getByRole('list', { name: 'Course HTML Links' });
    const todos = list.getByRole('button', { name: 'TODO: Read article' });
    await expect(todos).toHaveCount(3);
    await todos.first().click();
    await expect(list.getByText('✓ Read')).toHaveCount(1);
    expect(problems).toEqual([]);
  });

  test('ProjectDeliverablesTable (deliverables, TPM) loads the sample CSV', async ({ page, problems }) => {
    const tool = await launchFramed(page, { route: 'ProjectDeliverablesTable', persona: 'instructor', role: 'TPM' });
    await expect(tool.getByText('Welcome, Margaret Ellis (TPM)')).toBeVisible();
    await tool.getByLabel('Upload CSV').setInputFiles(samples('deliverables', 'deliverables-sample.csv'));
    await expect(tool.getByText('Loaded 7 rows from CSV')).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('CourseChatWidget (chat, student) answers a question with a citation', async ({ page, problems }) => {
    const tool = await launchFramed(page, { route: 'CourseChatWidget', persona: 'student', course: BIO101 });
    await expect(tool.getByRole('heading', { level: 1, name: 'Course AI Assistant' })).toBeVisible();
    const box = tool.getByRole('textbox', { name: 'Your question' });
    await box.fill('What is the penalty for late submissions?');
    await box.press('Enter');
    const log = tool.getByRole('log', { name: 'Conversation' });
    await expect(log.getByRole('link', { name: /^\[1\] Syllabus/ })).toBeVisible();
    await expect(log).toContainText('loses 10% of the available marks for each day');
    // Compact mode is remembered in local storage: here in the page's memory, without an error.
    await tool.getByRole('button', { name: 'Settings' }).click();
    await tool.getByRole('checkbox', { name: 'Compact mode' }).click();
    await expect(tool.getByRole('textbox', { name: 'Your question' })).toHaveAttribute('rows', '3');
    expect(problems).toEqual([]);
  });
});
