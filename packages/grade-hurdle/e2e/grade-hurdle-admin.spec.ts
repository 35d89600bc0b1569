import { expect, test, type Page } from '@playwright/test';
import { DEMO } from '@tools/sandbox';
import { expectAxeClean, launchUrl, sandboxUrl, serverUrl, tokenFor } from '../../../e2e/fixtures.ts';

// MATH150: a course no other E2E spec gives Grade Hurdle or grade notations, so this file can
// run beside them against the same sandbox and server.
const MATH150 = DEMO.courses.math150;

async function asAdmin<T>(url: string, init: RequestInit = {}): Promise<T> {
  const { token } = await tokenFor('admin');
  const res = await fetch(url, {
    ...init,
    headers: { Authorization: `Bearer ${token}`, 'X-Learn-Platform': sandboxUrl, ...init.headers },
  });
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** The association as our server holds it. */
const serverAssociation = () =>
  asAdmin<{ items: { coursePk1: string; status: string }[] }>(
    `${serverUrl}/grade-hurdle-associations?courseId=${encodeURIComponent(MATH150.id)}`,
  ).then((page) => page.items[0]);

/** The course's grade notations as Learn (the sandbox) holds them. */
const learnNotations = () =>
  asAdmin<{ results: { code: string; description: string }[] }>(
    `${sandboxUrl}/learn/api/public/v1/courses/${MATH150.id}/gradebook/gradeNotations?limit=100`,
  ).then((page) => page.results.map((n) => `${n.code} ${n.description}`).sort());

/** The sandbox launcher's link for the admin: the real LTI 1.3 launch into our server. */
async function launchFromLearn(page: Page) {
  await page.goto(`${sandboxUrl}/`);
  await page
    .locator('#tool-GradeHurdleAdmin')
    .locator('xpath=..')
    .getByRole('link', { name: /^Grade Hurdle Admin as admin / })
    .click();
  await page.waitForURL((url) => url.origin === serverUrl && url.searchParams.get('route') === 'GradeHurdleAdmin');
  await expect(page.getByRole('heading', { level: 1, name: 'Grade Hurdle Admin' })).toBeVisible();
}

test('the admin enables a course: stored on the server, its notations created in Learn', async ({ page }) => {
  test.setTimeout(60_000);
  await expect(serverAssociation()).rejects.toThrow(/404/);
  expect(await learnNotations()).toEqual([]);

  await launchFromLearn(page);
  const list = page.getByRole('table', { name: 'Grade Hurdle course associations' });
  await expect(list).toBeVisible();
  expect(new URL(page.url()).searchParams.has('token')).toBe(false);

  await page.getByLabel('Search by').selectOption('Course ID');
  await page.getByLabel('Search for').fill('MATH150');
  await page.getByLabel('Search for').press('Enter');
  await page.getByRole('table', { name: 'Course search results' }).getByRole('button', { name: 'Add MATH150' }).click();
  const row = list.getByRole('row', { name: /MATH150/ });
  await expect(row.getByText('New (not saved)')).toBeVisible();
  await expect(row.getByLabel('Status of MATH150')).toHaveValue('Active');
  // Nothing is stored before Save Changes.
  await expect(serverAssociation()).rejects.toThrow(/404/);

  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('All changes saved.')).toBeVisible();
  await expect(page.getByText('MATH150: created grade notation(s) 1xx, 2xx, 3xx.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Saved' })).toBeVisible();
  await expect(row.getByRole('cell', { name: 'MATH150 Calculus I' })).toBeVisible();
  await expectAxeClean(page);

  expect(await serverAssociation()).toMatchObject({ coursePk1: MATH150.id, status: 'Active' });
  expect(await learnNotations()).toEqual([
    '1xx Grade Hurdle Adjust to 1',
    '2xx Grade Hurdle Adjust to 2',
    '3xx Grade Hurdle Adjust to 3',
  ]);

  // Switched off later: the status is patched, the notations stay.
  await row.getByLabel('Status of MATH150').selectOption('Inactive');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('MATH150: status set to Inactive.')).toBeVisible();
  expect(await serverAssociation()).toMatchObject({ status: 'Inactive' });

  // A fresh launch reads it back from the server.
  await launchFromLearn(page);
  await expect(
    page.getByRole('table', { name: 'Grade Hurdle course associations' }).getByLabel('Status of MATH150'),
  ).toHaveValue('Inactive');
});

test('an instructor launched into the admin tool is restricted', async ({ page }) => {
  await page.goto(await launchUrl({ route: 'GradeHurdleAdmin', persona: 'instructor' }));
  await expect(page.getByRole('alert', { name: 'Access Restricted: not available for your role.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save Changes' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Saved' })).toHaveCount(0);
});
