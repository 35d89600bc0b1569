import { expect, test } from '@playwright/test';
import { expectFocusShown } from './keyboard.ts';

/**
 * The focus-indicator check of the keyboard tests (keyboard.ts `expectFocusShown`) must be able to fail: a control
 * whose style removes the outline without drawing a ring, and focus a mouse click gave. A page Playwright makes
 * itself, with ui's rule (styles.css: an outline on `:focus-visible`), so no server is involved.
 */
test.beforeEach(async ({ page }) => {
  await page.setContent(`<!doctype html><html lang="en"><title>Focus</title>
    <style>
      :focus-visible { outline: 2px solid #1f5fa8; outline-offset: 2px; }
      .ring { outline: none; } .ring:focus-visible { box-shadow: 0 0 0 2px #fff, 0 0 0 4px #1f5fa8; }
      .row-ring { outline: none; } .row-ring:focus-visible > span { box-shadow: 0 0 0 2px #1f5fa8; }
      .bare:focus-visible { outline: none; }
    </style>
    <main><button>Outline</button><button class="ring">Ring</button>
    <div class="row-ring" tabindex="0" role="treeitem" aria-selected="false"><span>Row</span></div>
    <button class="bare">Bare</button></main></html>`);
});

test('an outline, a ring, or a ring on the row a tree item stands for all count', async ({ page }) => {
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Outline' })).toBeFocused();
  await expectFocusShown(page);
  await page.keyboard.press('Tab');
  await expectFocusShown(page);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('treeitem')).toBeFocused();
  await expectFocusShown(page);
});

test('a control whose style draws nothing fails, and so does focus from a mouse click', async ({ page }) => {
  await page.getByRole('button', { name: 'Bare' }).focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Bare' })).toBeFocused();
  await expect(expectFocusShown(page)).rejects.toThrow(/no outline or ring is drawn/);
  await page.getByRole('button', { name: 'Outline' }).click();
  await expect(expectFocusShown(page)).rejects.toThrow(/not keyboard focus/);
});
