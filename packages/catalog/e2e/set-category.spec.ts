import { expect, test, type Page } from '@playwright/test';
import { DEMO } from '@tools/sandbox';
import { expectAxeClean, sandboxUrl, serverUrl, tokenFor } from '../../../e2e/fixtures.ts';

// MATH (Mathematics and Computing) holds no course in the seed and no other E2E spec writes to
// the catalog, so this file can run beside them against the same sandbox.
const MATH = DEMO.categories.mathematics;
const SIS = [DEMO.courses.bio101, DEMO.courses.chem201, DEMO.courses.hist110, DEMO.courses.math150];

/** The category's courses as Learn (the sandbox) holds them. */
async function learnMembers(): Promise<string[]> {
  const { token } = await tokenFor('admin');
  const res = await fetch(`${sandboxUrl}/learn/api/public/v1/catalog/categories/Course/${MATH.id}/courses?limit=100`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  if (!res.ok) throw new Error(`category courses: ${res.status}`);
  const page = (await res.json()) as { results: { courseId: string }[] };
  return page.results.map((l) => l.courseId).sort();
}

/** The sandbox launcher's link for the admin: the real LTI 1.3 launch into our server. */
async function launchFromLearn(page: Page) {
  await page.goto(`${sandboxUrl}/`);
  await page
    .locator('#tool-SetCategory')
    .locator('xpath=..')
    .getByRole('link', { name: /^Set Category for Filtered Courses as admin/ })
    .click();
  await page.waitForURL((url) => url.origin === serverUrl && url.searchParams.get('route') === 'SetCategory');
  await expect(page.getByRole('heading', { level: 1, name: 'Set Category for Filtered Courses' })).toBeVisible();
}

test('the admin puts a data source’s courses into a category: dry run, apply, re-run', async ({ page }) => {
  test.setTimeout(60_000);
  expect(await learnMembers()).toEqual([]);
  await launchFromLearn(page);
  expect(new URL(page.url()).searchParams.has('token')).toBe(false);

  await page.getByRole('button', { name: 'Set Category' }).click();
  await expect(page.getByText('Category ID and data source key name are required.')).toBeVisible();

  await page.getByLabel(/^Category ID/).fill('MATH');
  await page.getByLabel(/^Data Source Key Name/).fill('SIS_COURSES');
  await page.getByRole('button', { name: 'Set Category' }).click();
  await expect(
    page.getByText(
      '4 courses from data source SIS_COURSES match. 0 already in Mathematics and Computing, 4 will be added.',
    ),
  ).toBeVisible();
  const list = page.getByRole('table', { name: 'Matching courses' });
  await expect(list.getByRole('row', { name: /BIO101.*Will be added/ })).toBeVisible();
  await expectAxeClean(page);
  // The dry run wrote nothing.
  expect(await learnMembers()).toEqual([]);

  await page.getByRole('button', { name: 'Add 4 courses to Mathematics and Computing' }).click();
  await expect(
    page.getByText(
      'All matching courses successfully associated with the category. Added 4, already in category 0, failed 0, cancelled 0.',
    ),
  ).toBeVisible();
  await expect(list.getByRole('row', { name: /MATH150.*Added/ })).toBeVisible();
  expect(await learnMembers()).toEqual(SIS.map((c) => c.id).sort());

  // Again: every course is already there, nothing to add.
  await page.getByRole('button', { name: 'Set Category' }).click();
  await expect(
    page.getByText(
      '4 courses from data source SIS_COURSES match. 4 already in Mathematics and Computing, 0 will be added.',
    ),
  ).toBeVisible();
  await expect(page.getByText('All matching courses successfully associated with the category.')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Add \d+ courses/ })).toHaveCount(0);
});
