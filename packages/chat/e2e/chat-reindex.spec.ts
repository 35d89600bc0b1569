import { expect, test, type Page } from '@playwright/test';
import { expectAxeClean, sandboxUrl, serverUrl } from '../../../e2e/fixtures.ts';

// Issue 15 §2 "an instructor can trigger a re-index", as the instructor does it: launched from the
// sandbox launcher through LTI 1.3, Settings, "Re-index course materials", answered by the server
// reading BIO101 from the sandbox again. A student's Settings do not offer it.

async function launch(page: Page, persona: 'student' | 'instructor') {
  await page.goto(`${sandboxUrl}/`);
  const select = page.locator(`#tool-CourseChatWidget-${persona}-course`);
  await select.selectOption({ label: 'BIO101 Introduction to Biology' });
  await select
    .locator('xpath=..')
    .getByRole('button', { name: /^Launch / })
    .click();
  await page.waitForURL((url) => url.origin === serverUrl && url.searchParams.get('route') === 'CourseChatWidget');
  await expect(page.getByRole('heading', { level: 1, name: 'Course AI Assistant' })).toBeVisible();
  await page.getByRole('button', { name: 'Settings' }).click();
  return page.getByRole('group', { name: 'Chat settings' });
}

test('an instructor re-indexes the course from Settings and is told what was read', async ({ page }) => {
  const settings = await launch(page, 'instructor');
  const button = settings.getByRole('button', { name: 'Re-index course materials' });
  await button.click();
  // Other E2E tests may add items to BIO101 (deep linking), so the count is not fixed here.
  await expect(settings.getByRole('status')).toHaveText(
    /^Re-indexed \d+ items; the text of [1-9]\d* attached files was read\.$/,
    { timeout: 60_000 },
  );
  await expect(button).toBeFocused();
  await expectAxeClean(page);
});

test('a student’s Settings have no re-index', async ({ page }) => {
  const settings = await launch(page, 'student');
  await expect(settings.getByRole('checkbox', { name: 'Compact mode' })).toBeVisible();
  await expect(settings.getByRole('button', { name: 'Re-index course materials' })).toHaveCount(0);
});
