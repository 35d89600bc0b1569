import { expect, test, type Page } from '@playwright/test';
import { expectAxeClean, sandboxUrl } from '../../../e2e/fixtures.ts';
import { launchChat } from './launch-chat.ts';

// The course AI assistant as `npm start` runs it (no model configured): launched from the
// sandbox launcher through LTI 1.3 into the shell, answered by the server from BIO101's content.

async function ask(page: Page, question: string) {
  const box = page.getByRole('textbox', { name: 'Your question' });
  await box.fill(question);
  await box.press('Enter');
  await expect(page.getByRole('log', { name: 'Conversation' }).getByText(question)).toBeVisible();
  await expect(box).toBeFocused();
}

const citationPattern = new RegExp(
  `^${sandboxUrl.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/ultra/courses/_\\d+_\\d+/outline/edit/document/_\\d+_\\d+\\?`,
);

test('a student asks the demo course and gets a quoted answer citing the syllabus in the sandbox course', async ({
  page,
}) => {
  await launchChat(page, 'student');
  await expect(page.getByText('Role: Student')).toBeVisible();
  await expect(page.getByText('Course: BIO101')).toBeVisible();
  await ask(page, 'What is the penalty for late submissions?');
  const log = page.getByRole('log', { name: 'Conversation' });
  const citation = log.getByRole('link', { name: /^\[1\] Syllabus/ });
  await expect(citation).toBeVisible({ timeout: 20_000 });
  await expect(log).toContainText('Here is what the course materials say:');
  await expect(log).toContainText('loses 10% of the available marks for each day');
  expect(await citation.getAttribute('href')).toMatch(citationPattern);
  expect(await citation.getAttribute('target')).toBe('_blank');
  await expectAxeClean(page);
  // The citation opens the item in the (sandbox) Learn course, in a new tab.
  const [itemPage] = await Promise.all([page.waitForEvent('popup'), citation.click()]);
  await expect(itemPage.getByRole('heading', { level: 1, name: 'Syllabus' })).toBeVisible();
  await expect(itemPage.getByRole('link', { name: 'BIO101 Introduction to Biology' })).toBeVisible();
  await itemPage.close();

  // The hidden item's fact is not the student's to read.
  await ask(page, 'Is there a bonus question about tardigrades on the midterm?');
  await expect(log).toContainText('The course materials don’t seem to cover that.');
  await expect(log).not.toContainText('tardigrades survive');
});

test('an instructor asks and gets the hidden item cited', async ({ page }) => {
  await launchChat(page, 'instructor');
  await ask(page, 'Is there a bonus question about tardigrades on the midterm?');
  const log = page.getByRole('log', { name: 'Conversation' });
  const citation = log.getByRole('link', { name: /^\[1\] Instructor notes \(hidden\)/ });
  await expect(citation).toBeVisible({ timeout: 20_000 });
  await expect(log).toContainText('tardigrades survive desiccation');
  expect(await citation.getAttribute('href')).toMatch(citationPattern);
});

test('each [n] of the answer links to its source, which opens at the quoted sentence; an attached file opens itself', async ({
  page,
}) => {
  await launchChat(page, 'student');
  await ask(page, 'What is the time limit on the first quiz?');
  const log = page.getByRole('log', { name: 'Conversation' });
  const inText = log.getByRole('link', { name: 'Source 1: Quiz 1: Cell Biology (opens in a new tab)' });
  await expect(inText).toBeVisible({ timeout: 20_000 });
  await expect(log.locator('q').first()).toHaveText('You have 30 minutes.');
  const [quiz] = await Promise.all([page.waitForEvent('popup'), inText.click()]);
  await expect(quiz.getByRole('heading', { level: 1, name: 'Quiz 1: Cell Biology' })).toBeVisible();
  expect(quiz.url()).toContain('#:~:text=You%20have%2030%20minutes.');
  await quiz.close();

  await ask(page, 'Which lens should I begin with when using the microscope?');
  const file = log.getByRole('link', { name: /^\[1\] bio101-lab-manual\.pdf/ });
  await expect(file).toBeVisible({ timeout: 20_000 });
  await expect(log).toContainText('start with the 4x objective');
  const href = (await file.getAttribute('href'))!;
  expect(href).toMatch(new RegExp(`^${sandboxUrl.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/bbcswebdav/xid-\\d+_1$`));
  // Signed in to the sandbox's Learn by the launch, the browser opens the PDF itself.
  const res = await page.request.get(href);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toBe('application/pdf');
  await expectAxeClean(page);
});
