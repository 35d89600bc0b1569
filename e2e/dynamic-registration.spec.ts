import { expect, test } from '@playwright/test';
import { sandboxUrl, serverUrl } from './fixtures.ts';

/**
 * Issue 21 §2: LTI Dynamic Registration in Chromium. The sandbox's administrator pastes the tool's
 * registration URL; the sandbox (the LTI platform, on its 127.0.0.1 origin) frames our registration page,
 * which registers the tool and closes the window with `org.imsglobal.lti.close`. The new client then
 * launches a tool in a course frame, as Learn does.
 */
const platformOrigin = sandboxUrl.replace('//localhost:', '//127.0.0.1:');

test('an administrator registers the tool by pasting its URL, and the new client launches a tool', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto(`${platformOrigin}/lti/registration?persona=admin`);
  await expect(page.getByLabel('Tool registration URL')).toHaveValue(`${serverUrl}/lti/register`);
  const before = await page.getByRole('row').count();
  await page.getByRole('button', { name: 'Register' }).click();

  const registration = page.frameLocator('iframe[title="Tool registration"]');
  await expect(
    registration.getByRole('heading', { name: 'Course Tools is registered with your platform' }),
  ).toBeVisible();
  await expect(registration.getByRole('status')).toContainText(`Issuer ${platformOrigin}, client ID dyn-`);
  // The spec's close message: the platform's page goes back to its list, which now has the client.
  await registration.getByRole('button', { name: 'Finish registration' }).click();
  await expect(page).toHaveURL(`${platformOrigin}/lti/registration?persona=admin`);
  const rows = page.getByRole('row');
  await expect(rows).toHaveCount(Math.max(before, 1) + 1);
  const clientId = (await rows.last().getByRole('cell').first().innerText()).trim();
  expect(clientId).toMatch(/^dyn-/);

  const query = new URLSearchParams({
    route: 'MyCourses',
    persona: 'student',
    client: clientId,
  });
  await page.goto(`${platformOrigin}/lti/launch/frame?${query}`);
  const tool = page.frameLocator('iframe[title="MyCourses (LTI tool)"]');
  await expect(tool.getByRole('heading', { level: 1, name: 'My Course Roster' })).toBeVisible({ timeout: 45_000 });
});
