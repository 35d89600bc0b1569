import { expect, test, type Page } from '@playwright/test';
import { expectAxeClean, sandboxUrl, serverUrl, tabTo, tokenFor } from '../../../e2e/fixtures.ts';
import { expectFocusShown } from '../../../e2e/keyboard.ts';

/** Quick Enroll as a new admin would use it: from the sandbox launcher (LTI 1.3), memberships read back from Learn. */
async function launchFromLauncher(page: Page) {
  await page.goto(`${sandboxUrl}/`);
  await page
    .locator('#tool-QuickEnroll')
    .locator('xpath=..')
    .getByRole('link', { name: /^Quick Enroll as admin / })
    .click();
  await page.waitForURL((url) => url.origin === serverUrl && url.searchParams.get('route') === 'QuickEnroll');
}

/** The admin's membership of a course, asked of the sandbox's Learn REST API (null when not enrolled). */
async function membership(courseId: string): Promise<{ courseRoleId: string } | null> {
  const { token, user } = await tokenFor('admin');
  const res = await fetch(`${sandboxUrl}/learn/api/public/v1/courses/courseId:${courseId}/users/${user.id}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  if (res.status === 404) return null;
  return (await res.json()) as { courseRoleId: string };
}

test('an admin finds ENG220, enrols as Instructional Designer and leaves again', async ({ page }) => {
  await launchFromLauncher(page);
  await expect(page.getByRole('heading', { name: 'Quick Enroll' })).toBeVisible();
  await page.getByLabel('Search by').selectOption({ label: 'Course ID' });
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('Please enter a search value.')).toBeVisible();
  await page.getByLabel(/Search value/).fill('ENG220');
  await page.getByRole('button', { name: 'Search' }).click();
  const table = page.getByRole('table', { name: 'Courses' });
  await expect(table.getByRole('cell', { name: 'ENG220', exact: true })).toBeVisible();
  await expectAxeClean(page);

  await table.getByRole('button', { name: 'Enroll in ENG220' }).click();
  await expect(page.getByText('Enrollment successful!')).toBeVisible();
  await expect(table.getByRole('cell', { name: 'Yes', exact: true })).toBeVisible();
  expect((await membership('ENG220'))?.courseRoleId).toBe('InstructionalDesigner');
  await expect(page.getByRole('table', { name: 'Recent enrollments made with Quick Enroll' })).toContainText('ENG220');

  await table.getByRole('button', { name: 'Unenroll from ENG220' }).click();
  await expect(page.getByText('Unenrollment successful!')).toBeVisible();
  expect(await membership('ENG220')).toBeNull();
});

test('an instructor without ID_USER is refused by the server too', async () => {
  const { token } = await tokenFor('instructor');
  const res = await fetch(`${serverUrl}/courses?searchType=courseId&searchValue=BIO`, {
    headers: { Authorization: `Bearer ${token}`, 'X-Learn-Platform': sandboxUrl },
  });
  expect(res.status).toBe(403);
  expect(await res.json()).toEqual({ message: 'Permission Denied' });
});

/** The element that has focus, described for a failure message. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return 'body';
    return `${el.tagName.toLowerCase()}[role=${el.getAttribute('role') ?? ''}] ${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 80)}`;
  });

test('keyboard only: search, enrol and unenrol; each outcome is announced and takes focus', async ({ page }) => {
  // CS105 (no students; no other test enrols in it), through the real LTI 1.3 flow.
  await page.goto(`${sandboxUrl}/lti/launch/start?route=QuickEnroll&persona=admin`);
  await page.waitForURL((url) => url.origin === serverUrl && url.searchParams.get('route') === 'QuickEnroll');
  await expect(page.getByRole('heading', { name: 'Quick Enroll' })).toBeVisible();
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());

  const searchBy = page.getByLabel('Search by');
  await tabTo(page, searchBy);
  for (let i = 0; i < 5 && (await searchBy.inputValue()) !== 'courseId'; i += 1) await page.keyboard.press('ArrowDown');
  await expect(searchBy.locator('option:checked')).toHaveText('Course ID');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel(/Search value/)).toBeFocused();
  await expectFocusShown(page);
  await page.keyboard.type('CS105');
  await page.keyboard.press('Enter'); // submits the form
  const table = page.getByRole('table', { name: 'Courses' });
  await expect(table.getByRole('cell', { name: 'CS105', exact: true })).toBeVisible();

  const enroll = table.getByRole('button', { name: 'Enroll in CS105' });
  await tabTo(page, enroll);
  await page.keyboard.press('Enter');
  const enrolled = page
    .getByRole('status')
    .filter({ hasText: /^Enrollment successful! You are enrolled in CS105 as / });
  await expect(enrolled).toBeVisible();
  // The row's button turned into Unenroll under the user: the outcome has focus, not the page.
  await expect(enrolled, await focused(page)).toBeFocused();
  await expectFocusShown(page);
  expect((await membership('CS105'))?.courseRoleId).toBe('InstructionalDesigner');
  await expectAxeClean(page);

  await tabTo(page, table.getByRole('button', { name: 'Unenroll from CS105' }));
  await page.keyboard.press('Enter');
  const left = page.getByRole('status').filter({ hasText: /^Unenrollment successful!/ });
  await expect(left).toBeVisible();
  await expect(left, await focused(page)).toBeFocused();
  await expectFocusShown(page);
  expect(await membership('CS105')).toBeNull();
});
