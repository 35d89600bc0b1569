import { expect, test } from '@playwright/test';
import { expectAxeClean } from './fixtures.ts';

/**
 * The accessibility check every browser test relies on (fixtures.ts `expectAxeClean`) must be able to fail: in the
 * page, inside a frame of another origin (a tool framed by Learn), and only within `include` when given. Two made-up
 * origins answered by Playwright itself, so no server is involved.
 */
const OUTER = 'http://outer.test';
const INNER = 'http://inner.test';

test.beforeEach(async ({ page }) => {
  await page.route(`${INNER}/**`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="en"><title>Inner</title><main><button></button></main></html>',
    }),
  );
  await page.route(`${OUTER}/**`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><title>Outer</title><main>
        <h1>Outer</h1><section id="clean"><p>Nothing wrong here.</p></section>
        <section id="broken"><img src="data:,"></section>
        <iframe title="Inner" src="${INNER}/"></iframe></main></html>`,
    }),
  );
  await page.goto(`${OUTER}/`);
  await expect.poll(() => page.frames().map((f) => new URL(f.url()).origin)).toContain(INNER);
});

test('a violation in the page and one in a cross-origin frame are both named, with the element', async ({ page }) => {
  const failure = await expectAxeClean(page).then(
    () => null,
    (error: Error) => error.message,
  );
  // axe's selector of each element: in the page, and inside the frame.
  expect(failure).toContain('image-alt: Images must have alternative text (img: Fix any of the following');
  expect(failure).toContain('button-name: Buttons must have discernible text (iframe button: Fix any');
  // Checked twice on one document: axe is injected once and answers the same.
  const again = await expectAxeClean(page).then(
    () => null,
    (error: Error) => error.message,
  );
  expect(again).toBe(failure);
});

test('with include, only that part of the page is checked', async ({ page }) => {
  await expectAxeClean(page, '#clean');
  await expect(expectAxeClean(page, '#broken')).rejects.toThrow(/image-alt/);
});
