import { expect, test } from '@playwright/test';
import { expectAxeClean, sandboxUrl, serverUrl } from '../../../e2e/fixtures.ts';

/** SportsAndStudents from the sandbox launcher (LTI 1.3) as the admin: the seeded demo athletes. */
test('the admin sees each sport with its students', async ({ page }) => {
  await page.goto(`${sandboxUrl}/`);
  await page
    .locator('#tool-SportsAndStudents')
    .locator('xpath=..')
    .getByRole('link', { name: /^Student Athletic Details as admin / })
    .click();
  await page.waitForURL((url) => url.origin === serverUrl && url.searchParams.get('route') === 'SportsAndStudents');
  const table = page.getByRole('table', { name: 'Student Athletic Details' });
  await expect(table.getByRole('cell', { name: 'Soccer' })).toBeVisible();
  await expect(table).toContainText('Ava Thompson (S20240001)');
  await expectAxeClean(page);
});
