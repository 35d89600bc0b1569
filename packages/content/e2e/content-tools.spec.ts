import { expect, test, type Page } from '@playwright/test';
import { DEMO } from '@tools/sandbox';
import {
  AFTER_LEARN_RETRIES,
  clearFaults,
  expectAxeClean,
  injectFault,
  launchUrl,
  sandboxUrl,
  serverUrl,
} from '../../../e2e/fixtures.ts';

/** Opens a tool the way a new user does: from the sandbox launcher, as the persona it is for. */
async function launchFromLauncher(page: Page, route: string, persona: 'student' | 'instructor', course?: string) {
  await page.goto(`${sandboxUrl}/`);
  if (course) {
    const select = page.locator(`#tool-${route}-${persona}-course`);
    await select.selectOption({ label: course });
    await select
      .locator('xpath=..')
      .getByRole('button', { name: /^Launch / })
      .click();
  } else {
    await page
      .locator(`#tool-${route}`)
      .locator('xpath=..')
      .getByRole('link', { name: new RegExp(` as ${persona}\\b`) })
      .first()
      .click();
  }
  await page.waitForURL((url) => url.origin === serverUrl && url.searchParams.get('route') === route, {
    timeout: 15_000,
  });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(new URL(page.url()).searchParams.has('token')).toBe(false);
}

const BIO = 'BIO101 Introduction to Biology';

test.describe('content tools from the sandbox launcher', () => {
  test('MyLocker (student): four sticky notes with homework, courses, instructors and groups', async ({ page }) => {
    await launchFromLauncher(page, 'MyLocker', 'student');
    await expect(page.getByRole('heading', { level: 1, name: 'My Locker' })).toBeVisible();
    const homework = page.getByRole('region', { name: 'My Homework' });
    await expect(homework.getByRole('link', { name: 'Research Essay' })).toBeVisible();
    const courses = page.getByRole('region', { name: 'My Courses' });
    await expect(courses.getByRole('link', { name: /BIO101 Introduction to Biology/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    const instructors = page.getByRole('region', { name: 'My Instructors' });
    await expect(instructors.getByRole('link', { name: 'margaret.ellis@example.edu' })).toHaveAttribute(
      'href',
      'mailto:margaret.ellis@example.edu',
    );
    await expect(instructors.getByText('(555) 020-1111')).toBeVisible();
    await expect(page.getByRole('region', { name: 'My Groups' }).getByText('Lab Group A')).toBeVisible();
    await expectAxeClean(page);
  });

  test('CourseContentLinks (instructor): linkable content with handler types', async ({ page }) => {
    await launchFromLauncher(page, 'CourseContentLinks', 'instructor', BIO);
    const list = page.getByRole('list', { name: 'Course Linkable Content' });
    await expect(
      list.getByRole('listitem').filter({ hasText: 'Research Essay (resource/x-bb-assignment)' }),
    ).toBeVisible();
    await expect(list.getByText(/^Quiz 1/)).toHaveCount(0);
    await expectAxeClean(page);
  });

  test('CourseLinks (student): HTML links, and the error view with its advice', async ({ page }) => {
    await launchFromLauncher(page, 'CourseLinks', 'student', BIO);
    const list = page.getByRole('list', { name: 'HTML Links in Course' });
    await expect(list.getByRole('link', { name: 'Virtual Microscope' })).toHaveAttribute(
      'href',
      'https://virtual.microscope.example.org/lab',
    );
    await expectAxeClean(page);
    await page.goto(
      await launchUrl({ route: 'CourseLinks', persona: 'student', courseUuid: 'ffffffffffffffffffffffffffffffff' }),
    );
    const alert = page.getByRole('alert', { name: 'Error' });
    await expect(alert).toContainText('Please check your access token or course UUID and try again.');
    await expectAxeClean(page);
  });

  test('MyCourseLinks (student): the reading tracker marks links read by mouse and keyboard', async ({ page }) => {
    await launchFromLauncher(page, 'MyCourseLinks', 'student', BIO);
    const list = page.getByRole('list', { name: 'Course HTML Links' });
    const todos = list.getByRole('button', { name: 'TODO: Read article' });
    await expect(todos).toHaveCount(3);
    // Orange, and AA contrast is checked by axe below.
    expect(await todos.first().evaluate((el) => getComputedStyle(el).color)).toBe('rgb(138, 75, 0)');
    await todos.first().click();
    await expect(list.getByText('✓ Read')).toHaveCount(1);
    await todos.first().focus();
    await page.keyboard.press('Enter');
    await expect(list.getByText('✓ Read')).toHaveCount(2);
    await expectAxeClean(page);
    await page.reload();
    await expect(page.getByRole('button', { name: 'TODO: Read article' })).toHaveCount(3); // held only on the page
  });

  test('MyCourseWebLinks (student): top-level web links table', async ({ page }) => {
    await launchFromLauncher(page, 'MyCourseWebLinks', 'student', BIO);
    const table = page.getByRole('table', { name: 'Course Web Links' });
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(table.getByRole('cell', { name: 'Course welcome video', exact: true })).toBeVisible();
    await expectAxeClean(page);
  });

  test('CourseContentPatterns (instructor): handler counts, and its own failure text', async ({ page }) => {
    await launchFromLauncher(page, 'CourseContentPatterns', 'instructor', BIO);
    const table = page.getByRole('table', { name: 'Course Content Patterns' });
    await expect(table.getByRole('row', { name: /resource\/x-bb-assignment 5/ })).toBeVisible();
    await expectAxeClean(page);
    const hist = DEMO.courseUuids.hist110;
    await injectFault({ kind: 'status', status: 500, path: `/courses/uuid:${hist}/contents` });
    try {
      await page.goto(await launchUrl({ route: 'CourseContentPatterns', persona: 'instructor', courseUuid: hist }));
      await expect(page.getByRole('alert', { name: 'Error' })).toContainText(
        'Failed to fetch course content.',
        AFTER_LEARN_RETRIES,
      );
    } finally {
      await clearFaults();
    }
  });

  test('CourseContentSummary (instructor): content type counts', async ({ page }) => {
    await launchFromLauncher(page, 'CourseContentSummary', 'instructor', BIO);
    const table = page.getByRole('table', { name: 'Course Content Summary' });
    await expect(table.getByRole('row', { name: /Assignment 5/ })).toBeVisible();
    await expect(table.getByRole('row', { name: /Web Link 3/ })).toBeVisible();
    await expectAxeClean(page);
  });

  test('InstructorCourses (instructor): courses taught, counts and per-course summaries', async ({ page }) => {
    await launchFromLauncher(page, 'InstructorCourses', 'instructor');
    const table = page.getByRole('table', { name: 'Instructor Courses' });
    await expect(table.getByRole('row', { name: /BIO101 .* 22$/ })).toBeVisible();
    await expect(page.getByRole('table', { name: `Content Type Summary: ${BIO}` })).toBeVisible();
    await expectAxeClean(page);
  });

  test('DownloadVideos (student): open links, and Download saves the video stored in Learn', async ({ page }) => {
    await launchFromLauncher(page, 'DownloadVideos', 'student', BIO);
    const table = page.getByRole('table', { name: 'Course Videos' });
    await expect(table.getByRole('link', { name: 'Open Lecture 1: Inside the Cell' })).toBeVisible();
    await expect(table.getByRole('link', { name: 'Open Course welcome video' })).toHaveAttribute(
      'href',
      'https://www.youtube.com/watch?v=8IlzKri08kk',
    );
    const download = table.getByRole('button', { name: 'Download Lecture 1: Inside the Cell' });
    await expect(download).not.toHaveAttribute('aria-busy', 'true');
    await expectAxeClean(page);

    const saving = page.waitForEvent('download');
    await download.click();
    const file = await saving;
    expect(file.suggestedFilename()).toBe('lecture-01-inside-the-cell.mp4');
    const stream = await file.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    const bytes = Buffer.concat(chunks);
    expect(bytes.subarray(4, 8).toString('latin1')).toBe('ftyp'); // an MP4 file, as the sandbox serves it
    expect(bytes.length).toBeGreaterThan(8);
  });

  test('DownloadVideos: a failed download is reported in its row', async ({ page }) => {
    // Scoped to the one document's download, so parallel tests are not affected.
    await injectFault({
      kind: 'status',
      status: 404,
      path: `/contents/${DEMO.bio101.contents.labSafety}/attachments/`,
      method: 'GET',
      times: 1,
    });
    try {
      await launchFromLauncher(page, 'DownloadVideos', 'student', BIO);
      const row = page.getByRole('row', { name: /Lab safety sheet/ });
      const download = row.getByRole('button', { name: /^Download Lab safety sheet/ });
      await expect(download).not.toHaveAttribute('aria-busy', 'true');
      await download.click();
      await expect(row.getByRole('alert')).toContainText('Download failed:');
      await expectAxeClean(page);
    } finally {
      await clearFaults();
    }
  });

  test('missing parameters give the spec messages at once', async ({ page }) => {
    await page.goto(await launchUrl({ route: 'MyLocker', persona: 'student', omit: ['uuid'] }));
    await expect(page.getByRole('alert', { name: 'Error' })).toContainText(
      'Missing access token or user UUID. Please try again.',
    );
    await page.goto(await launchUrl({ route: 'CourseContentSummary', persona: 'instructor' }));
    await expect(page.getByRole('alert', { name: 'Error' })).toContainText(
      'Missing access token or course UUID. Please try again.',
    );
  });
});
