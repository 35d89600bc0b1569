import { expect, test, type Page } from '@playwright/test';
import { DEMO } from '@tools/sandbox';
import { fileURLToPath } from 'node:url';
import { expectAxeClean, launchUrl, sandboxUrl, serverUrl, tabTo } from './fixtures.ts';
import { expectFocus, expectNoSideScroll, focused, fromTop, launch } from './keyboard.ts';

/**
 * Issue 24, part a: the student-facing, report and content tools with the keyboard only (no click,
 * no mouse), in the Learn app's frame (390 x 844). The tools whose task is an action (ask, upload,
 * download, sort) do it and check where focus is after it; the tools whose task is reading are
 * walked with Tab from the top: every stop visible and named, focus never dropped to the page, no
 * trap, and a sortable table sorted from its header. Part b (keyboard-tasks-b.spec.ts) has the
 * administrators' and instructors' set-up tools.
 */
test.use({ viewport: { width: 390, height: 844 } });

const samples = fileURLToPath(new URL('../packages/diagrams/src/samples/', import.meta.url));

/** What has focus now: visible, named, and not the page itself (null when focus is on the page). */
const focusStop = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body || el === document.documentElement) return null;
    const labelled = el.getAttribute('aria-labelledby');
    const name =
      el.getAttribute('aria-label') ??
      (labelled ? document.getElementById(labelled)?.textContent : null) ??
      ((el as HTMLInputElement).labels?.[0]?.textContent || null) ??
      el.getAttribute('title') ??
      el.textContent;
    const box = el.getBoundingClientRect();
    return {
      key: `${el.tagName}:${(name ?? '').trim().slice(0, 60)}:${Math.round(box.top + window.scrollY)}`,
      name: (name ?? '').trim(),
      visible: el.checkVisibility() && box.width > 0 && box.height > 0,
    };
  });

/**
 * Tabs from the top through the whole page until focus comes back round (or leaves the page): every
 * stop must be visible and have a name. Returns how many stops there were.
 */
async function walk(page: Page, max = 80): Promise<number> {
  await fromTop(page);
  const seen = new Set<string>();
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press('Tab');
    const stop = await focusStop(page);
    // Past the last control the browser moves focus out of the page: the walk is complete.
    if (stop === null) return seen.size;
    if (seen.has(stop.key)) return seen.size;
    expect(stop.visible, `focus stop ${stop.key} is not visible`).toBe(true);
    expect(stop.name, `focus stop ${stop.key} has no name`).not.toBe('');
    seen.add(stop.key);
  }
  throw new Error(`${max} Tab presses never came round: a keyboard trap, or a page with more stops than that`);
}

/** If the page has a sortable table, sorts it from its first column header with Enter; focus stays. */
async function sortFromHeader(page: Page) {
  const header = page.locator('th[aria-sort]').first();
  if ((await header.count()) === 0) return false;
  const button = header.getByRole('button');
  await fromTop(page);
  await tabTo(page, button);
  const before = await header.getAttribute('aria-sort');
  await page.keyboard.press('Enter');
  await expect(header).not.toHaveAttribute('aria-sort', before ?? 'none');
  await expectFocus(page, button);
  return true;
}

/** The launcher's offer of `route` (the first role it is offered to), as a user opens it. */
async function launchOffer(page: Page, route: string, persona: string, courseId?: string) {
  await launch(page, route, persona, courseId);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('.ct-status--loading')).toHaveCount(0, { timeout: 20_000 });
}

const BIO101 = DEMO.courses.bio101.id;

const READING_TOOLS: { route: string; persona: string; courseId?: string }[] = [
  { route: 'MyCourses', persona: 'student' },
  { route: 'Assignments', persona: 'student' },
  { route: 'ReportCard', persona: 'student', courseId: BIO101 },
  { route: 'ShowUserInfo', persona: 'student' },
  { route: 'CourseTutorTool', persona: 'student', courseId: BIO101 },
  { route: 'MyCourseWebLinks', persona: 'student', courseId: BIO101 },
  { route: 'CourseLinks', persona: 'instructor', courseId: BIO101 },
  { route: 'CourseDetails', persona: 'instructor', courseId: BIO101 },
  { route: 'InstructorCourses', persona: 'instructor' },
  { route: 'MyLocker', persona: 'student' },
  { route: 'DownloadVideos', persona: 'instructor', courseId: BIO101 },
  { route: 'CourseContentSummary', persona: 'instructor', courseId: BIO101 },
  { route: 'CourseContentLinks', persona: 'instructor', courseId: BIO101 },
  { route: 'CourseContentPatterns', persona: 'instructor', courseId: BIO101 },
];

for (const tool of READING_TOOLS) {
  test(`${tool.route} (${tool.persona}): Tab reaches every control, each named and visible, no trap; sorting keeps focus`, async ({
    page,
  }) => {
    await launchOffer(page, tool.route, tool.persona, tool.courseId);
    // ShowUserInfo is text only; every other tool has controls (sort buttons, links, filters) to reach.
    expect(await walk(page)).toBeGreaterThanOrEqual(tool.route === 'ShowUserInfo' ? 0 : 1);
    await sortFromHeader(page);
    await expectNoSideScroll(page);
  });
}

test('CourseChatWidget: a student asks with the keyboard; the answer arrives in the conversation, focus stays in the box', async ({
  page,
}) => {
  await launchOffer(page, 'CourseChatWidget', 'student', BIO101);
  await fromTop(page);
  const box = page.getByRole('textbox', { name: 'Your question' });
  await tabTo(page, box);
  await page.keyboard.type('how many marks do I lose if I hand in late');
  await page.keyboard.press('Enter');
  // The conversation is a log (role=log: a polite live region): the answer is announced there.
  const log = page.getByRole('log', { name: 'Conversation' });
  await expect(log).toContainText('Here is what the course materials say:', { timeout: 20_000 });
  await expect(log).toContainText('10%');
  await expectFocus(page, box);
  await expectNoSideScroll(page);
  await expectAxeClean(page);
});

for (const diagram of [
  {
    route: 'ContextDiagram',
    sample: 'context-sample.csv',
    img: /Context diagram of Student SIS/,
    pdf: 'context-diagram.pdf',
  },
  { route: 'DataFlowDiagram', sample: 'data-flow-sample.csv', img: /Logical view/, pdf: 'data-flow-diagram.pdf' },
]) {
  test(`${diagram.route}: choose the CSV, read the diagram's description, download the PDF, all by keyboard`, async ({
    page,
  }) => {
    await page.goto(await launchUrl({ route: diagram.route }));
    await expect(page).toHaveURL((url) => url.origin === serverUrl);
    await fromTop(page);
    const file = page.getByLabel('CSV file');
    await tabTo(page, file);
    const chooser = page.waitForEvent('filechooser');
    await page.keyboard.press('Space');
    await (await chooser).setFiles(`${samples}${diagram.sample}`);
    await expect(page.getByRole('img', { name: diagram.img })).toBeVisible();
    const download = page.getByRole('button', { name: 'Download PDF' });
    await tabTo(page, download);
    const saved = page.waitForEvent('download');
    await page.keyboard.press('Enter');
    expect((await saved).suggestedFilename()).toBe(diagram.pdf);
    await expectFocus(page, download);
    await expectNoSideScroll(page);
    expect(await focused(page)).not.toBe('body');
  });
}

test('the launcher itself: a keyboard user opens a tool from it', async ({ page }) => {
  await page.goto(`${sandboxUrl}/`);
  const link = page.locator('a[href*="route=MyCourses"]').first();
  await fromTop(page);
  await tabTo(page, link, { max: 200 });
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.origin === serverUrl && url.searchParams.get('route') === 'MyCourses');
  await expect(page.getByRole('heading', { level: 1, name: 'My Course Roster' })).toBeVisible();
});
