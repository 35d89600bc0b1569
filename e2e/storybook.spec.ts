import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { expectAxeClean } from './fixtures.ts';
import { storybookUrl } from './playwright.config.ts';

// Every preview story renders its screen in Chromium (Learn answered in the page by the sandbox
// through MSW) and passes axe. The index comes from the Storybook build the test command makes.
const indexFile = fileURLToPath(new URL('../apps/storybook/storybook-static/index.json', import.meta.url));
const stories = existsSync(indexFile)
  ? Object.values(
      JSON.parse(readFileSync(indexFile, 'utf8')).entries as Record<
        string,
        { id: string; type: string; tags?: string[] }
      >,
    ).filter((e) => e.type === 'story')
  : [];

test('the Storybook build exists', () => {
  expect(stories.length, 'run the Storybook build first (pnpm --filter @tools/storybook build)').toBeGreaterThan(0);
});

for (const story of stories) {
  test(`story ${story.id}`, async ({ page }) => {
    // `server` stories start our real server in the page (PGlite in WebAssembly) before rendering.
    const server = story.tags?.includes('server') ?? false;
    if (server) test.slow();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${storybookUrl}/iframe.html?id=${story.id}&viewMode=story`);
    await expect(page.locator('#storybook-root h1')).toBeVisible(server ? { timeout: 60_000 } : {});
    // The story id names the state: `access-restricted` stories show the Access Restricted
    // alert (and no Error), `learn-error` / `backend-error` / `missing-parameters` / `input-error`
    // (the user's input refused, e.g. a required field) the Error alert.
    if (/access-restricted/.test(story.id)) {
      await expect(page.getByRole('alert', { name: 'Access Restricted' })).toBeVisible();
      await expect(page.getByRole('alert', { name: 'Error' })).toHaveCount(0);
    } else if (/learn-error|backend-error|missing-parameters|input-error/.test(story.id)) {
      await expect(page.getByRole('alert', { name: 'Error' })).toBeVisible();
    } else {
      await expect(page.locator('.ct-status--loading')).toHaveCount(0);
      await expect(page.getByRole('alert', { name: 'Error' })).toHaveCount(0);
    }
    await expectAxeClean(page, '#storybook-root');
    expect(errors).toEqual([]);
  });
}
