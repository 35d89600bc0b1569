import { expect, test } from '@playwright/test';
import { expectAxeClean, sandboxUrl, serverUrl } from '../../../e2e/fixtures.ts';

/**
 * The sandbox's Ultra frame plays Ultra: it launches UEFBase (LTI 1.3) in a hidden frame, and
 * our uef_base.js (served by our server) talks to it over Ultra's side channel.
 */
test('Ultra frame: handshake, authorization, base navigation entry and course panel', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/uef/uef_base')) scripts.push(request.url());
  });
  await page.goto(`${sandboxUrl}/`);
  await page.getByRole('link', { name: 'Ultra frame as instructor' }).click();
  await expect(page.getByRole('heading', { name: 'Ultra frame' })).toBeVisible();

  const log = page.locator('#ultra-log');
  await expect(log).toContainText('Handshake: integration:hello answered with a message port.');
  await expect(log).toContainText('Authorization: the token is the one Learn issued to this user.');
  await expect(page.locator('#ultra-authorized')).toHaveText('Authorized');
  await expect(page.locator('#ultra-subscriptions')).toHaveText('route, portal:new, portal:remove');
  await expect(log).toContainText('Base navigation entry registered: Course Tools (courseTools).');
  // The script came from our server, by its content-hashed name, and no address carried a token.
  expect(scripts[0]).toBe(`${serverUrl}/uef/uef_base.js`);
  expect(scripts.some((url) => /\/uef\/uef_base\.[0-9a-f]{16}\.js$/.test(url))).toBe(true);

  // The hidden loader says it is connected (and kept the token out of local storage).
  const loader = page.frameLocator('#ultra-integration');
  await expect(loader.getByText(/^Course Tools is connected to Ultra/)).toBeAttached();
  const stored = await page
    .frames()
    .find((f) => f.url().startsWith(serverUrl) && f.url().includes('route=UEFBase'))!
    .evaluate(() => ({ keys: Object.keys(localStorage).sort(), href: location.href }));
  expect(stored.keys).toEqual(
    expect.arrayContaining(['baseNavUrl', 'courseDetailsUrl', 'platformUrl', 'uefState', 'uuid']),
  );
  expect(stored.keys).not.toContain('token');
  expect(stored.href).not.toMatch(/token|launch_code/);

  // Base navigation: Ultra opens a portal, the integration renders UEFBaseNav into it.
  const nav = page.getByRole('navigation', { name: 'Base navigation' });
  await nav.getByRole('button', { name: 'Course Tools' }).click();
  const basePage = page.frameLocator('#ultra-main iframe[title="Course Tools"]');
  await expect(basePage.getByRole('heading', { name: /^Welcome, .+!$/ })).toBeVisible();
  await expect(basePage.getByRole('heading', { name: 'Base Navigation' })).toBeVisible();

  // Inside a course: the integration asks for a panel and renders UEFCourseDetails for that course.
  await nav.getByRole('button', { name: 'BIO101 Introduction to Biology' }).click();
  const panel = page.getByRole('complementary', { name: 'Course Tools panel' });
  await expect(panel).toBeVisible();
  const details = panel.frameLocator('iframe');
  await expect(details.getByRole('heading', { name: 'BIO101 Introduction to Biology' })).toBeVisible();
  await expect(details.getByText('Course Tools for this course.')).toBeVisible();
  await expectAxeClean(page);

  // Closed panels stay closed in that course; the next course opens its own.
  await panel.getByRole('button', { name: 'Close panel' }).click();
  await expect(panel).toHaveCount(0);
  await nav.getByRole('button', { name: 'BIO101 Introduction to Biology' }).click();
  await expect(page.getByRole('complementary')).toHaveCount(0);
});

test('the script address redirects to a long-cached, content-hashed script', async ({ request }) => {
  const first = await request.get(`${serverUrl}/uef/uef_base.js`, { maxRedirects: 0 });
  expect(first.status()).toBe(302);
  const res = await request.get(`${serverUrl}${first.headers()['location']}`);
  expect(res.headers()['content-type']).toBe('text/javascript; charset=utf-8');
  expect(res.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(await res.text()).toContain('integration:hello');
});
