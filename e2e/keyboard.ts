import { expect, type Locator, type Page } from '@playwright/test';
import { sandboxUrl, serverUrl } from './fixtures.ts';

/** Helpers of the keyboard-only task tests (issue 24): launch, where focus is, what is announced. */

/** The sandbox launcher's real LTI 1.3 launch, straight to the tool. */
export async function launch(page: Page, route: string, persona: string, courseId?: string) {
  const course = courseId ? `&course=${encodeURIComponent(courseId)}` : '';
  await page.goto(`${sandboxUrl}/lti/launch/start?route=${route}&persona=${persona}${course}`);
  await page.waitForURL((url) => url.origin === serverUrl && url.searchParams.get('route') === route);
}

/** The element that has focus, for failure messages (its tag, role and name). */
export const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return 'body';
    return `${el.tagName.toLowerCase()}[role=${el.getAttribute('role') ?? ''}] ${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 80)}`;
  });

/** Focus is on `target`, and the user can see it there (expectFocusShown). */
export async function expectFocus(page: Page, target: Locator) {
  await expect(target, await focused(page)).toBeFocused();
  await expectFocusShown(page);
}

/**
 * WCAG 2.4.7 (Focus Visible): the focused element is drawn as focused, by an outline or a ring (box-shadow) on
 * itself or on a child that stands for it (a tree item's row), and Chromium counts the focus as keyboard focus
 * (`:focus-visible`, the state every focus style of ui's styles.css keys on). A style that removes the outline
 * without drawing a ring fails here.
 */
export async function expectFocusShown(page: Page) {
  const problem = await page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return 'nothing has focus';
    if (!el.matches(':focus-visible')) return 'the focus is not keyboard focus (:focus-visible)';
    const drawn = (e: Element) => {
      const s = getComputedStyle(e);
      return (s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0) || s.boxShadow !== 'none';
    };
    return drawn(el) || Array.from(el.children).some(drawn) ? null : 'no outline or ring is drawn';
  });
  expect(problem, `focus indicator of ${await focused(page)}`).toBeNull();
}

/** Nothing scrolls sideways: the page is no wider than its window. */
export async function expectNoSideScroll(page: Page) {
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.scrollingElement!.scrollWidth,
    client: document.scrollingElement!.clientWidth,
  }));
  expect(scroll, 'page scrolls sideways').toBeLessThanOrEqual(client);
}

/** Starts keyboard navigation from the top of the page, as a user does after the launch. */
export async function fromTop(page: Page) {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

/** A live region (role=status or aria-live) holding `text`. */
export const announced = (page: Page, text: string | RegExp) =>
  page.locator('[role=status], [aria-live]:not([aria-live=off])').filter({ hasText: text }).first();
