import { expect, test, type Page } from '@playwright/test';
import { expectAxeClean } from '../../../e2e/fixtures.ts';
import { launchChat } from './launch-chat.ts';

// Issue 15 §2 "an instructor can trigger a re-index", as the instructor does it: launched from the
// sandbox launcher through LTI 1.3, Settings, "Re-index course materials", answered by the server
// reading BIO101 from the sandbox again. A student's Settings do not offer it.

async function openSettings(page: Page, persona: 'student' | 'instructor') {
  await launchChat(page, persona);
  await page.getByRole('button', { name: 'Settings' }).click();
  return page.getByRole('group', { name: 'Chat settings' });
}

test('an instructor re-indexes the course from Settings and is told what was read', async ({ page }) => {
  const settings = await openSettings(page, 'instructor');
  const button = settings.getByRole('button', { name: 'Re-index course materials' });
  await button.click();
  // Other E2E tests may add items to BIO101 (deep linking), so the count is not fixed here.
  await expect(settings.getByRole('status', { name: 'Re-index course materials' })).toHaveText(
    /^Re-indexed \d+ items; the text of [1-9]\d* attached files was read\.$/,
    { timeout: 60_000 },
  );
  await expect(button).toBeFocused();
  await expectAxeClean(page);
});

test('a student’s Settings have no re-index', async ({ page }) => {
  const settings = await openSettings(page, 'student');
  await expect(settings.getByRole('checkbox', { name: 'Compact mode' })).toBeVisible();
  await expect(settings.getByRole('button', { name: 'Re-index course materials' })).toHaveCount(0);
});
