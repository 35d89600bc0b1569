import { expect, type Page } from '@playwright/test';
import { sandboxUrl, serverUrl } from '../../../e2e/fixtures.ts';

/** Opens CourseChatWidget for BIO101 from the sandbox launcher (LTI 1.3 into the shell) as `persona`. */
export async function launchChat(page: Page, persona: 'student' | 'instructor') {
  await page.goto(`${sandboxUrl}/`);
  const select = page.locator(`#tool-CourseChatWidget-${persona}-course`);
  await select.selectOption({ label: 'BIO101 Introduction to Biology' });
  await select
    .locator('xpath=..')
    .getByRole('button', { name: /^Launch / })
    .click();
  await page.waitForURL((url) => url.origin === serverUrl && url.searchParams.get('route') === 'CourseChatWidget');
  await expect(page.getByRole('heading', { level: 1, name: 'Course AI Assistant' })).toBeVisible();
}
