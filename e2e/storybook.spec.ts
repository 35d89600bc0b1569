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
    ).filter((e) => e.type === 'story' && !coveredByRouteTable(e.id))
  : [];

/**
 * A tool's plain `MissingParameters` and `LearnError` stories show states every tool shares, drawn by the host; they
 * are checked once over every route by apps/shell/src/__tests__/route-states.test.tsx (each missing parameter's
 * message before any request; an error when Learn fails on open) and stay in Storybook as previews. A LearnError
 * that needs an action first (SetCategory submits its form) is not in that table, so its story is checked here.
 */
function coveredByRouteTable(id: string): boolean {
  if (id.endsWith('--missing-parameters')) return true;
  return id.endsWith('--learn-error') && !id.startsWith('tools-setcategory--');
}

test('the Storybook build exists', () => {
  expect(stories.length, 'run the Storybook build first (pnpm --filter @tools/storybook build)').toBeGreaterThan(0);
});

interface StoryOutcome {
  /** Storybook's `storyFinished` status: 'error' when a loader or the render threw (not for `play`, see below). */
  status: 'success' | 'error' | 'warning';
  /** What the preview reported on the way (a play function's or a render's exception). */
  errors: string[];
}

/**
 * Storybook (10) ends every render of a story with `storyFinished` on its channel, after the `play`
 * function has finished (`storyRendered` comes just before `afterEach`). Its status is not enough:
 * Storybook's component-testing preview sets `throwPlayFunctionExceptions: false`, so a `play` that
 * throws only emits `playFunctionThrewException` and the story still finishes with 'success'. So the
 * outcome also carries what the preview reported on the way (`playFunctionThrewException`,
 * `unhandledErrorsWhilePlaying`, `storyThrewException`, `storyErrored`). The preview installs its
 * channel on `window.__STORYBOOK_ADDONS_CHANNEL__`; this script runs before the page's own and hooks
 * the listeners on as the channel is set.
 */
function listenForStoryOutcome() {
  type Listener = (payload: { message?: string; title?: string; description?: string; status?: string }) => void;
  interface Channel {
    on: (event: string, listener: Listener) => void;
  }
  const state: { outcome: StoryOutcome | null; errors: string[] } = { outcome: null, errors: [] };
  const hooked = new WeakSet<object>();
  let current: Channel | undefined;
  Object.defineProperty(window, '__storyOutcome', { get: () => state.outcome });
  Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => current,
    set: (channel: Channel | undefined) => {
      current = channel;
      if (!channel || hooked.has(channel)) return;
      hooked.add(channel);
      channel.on('playFunctionThrewException', (e) => state.errors.push(`play function threw: ${e.message}`));
      channel.on('unhandledErrorsWhilePlaying', (list) =>
        state.errors.push(`unhandled errors while playing: ${JSON.stringify(list)}`),
      );
      channel.on('storyThrewException', (e) => state.errors.push(`story threw: ${e.message}`));
      channel.on('storyErrored', (e) => state.errors.push(`story errored: ${e.title} ${e.description}`));
      channel.on('storyFinished', (e) => {
        state.outcome = { status: e.status as StoryOutcome['status'], errors: [...state.errors] };
      });
    },
  });
}

for (const story of stories) {
  test(`story ${story.id}`, async ({ page }) => {
    // `server` stories start our real server in the page (PGlite in WebAssembly) before rendering.
    const server = story.tags?.includes('server') ?? false;
    if (server) test.slow();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.addInitScript(listenForStoryOutcome);
    await page.goto(`${storybookUrl}/iframe.html?id=${story.id}&viewMode=story`);
    // The story's loaders, render and `play` function have all finished, and none threw.
    const outcome = await page.waitForFunction(
      () => (window as unknown as { __storyOutcome: StoryOutcome | null }).__storyOutcome,
      undefined,
      // The test's whole budget but a few seconds for the checks below (tripled for `server` stories).
      { timeout: test.info().timeout - 5_000 },
    );
    expect(await outcome.jsonValue(), 'Storybook reports the story finished without an error').toEqual({
      status: 'success',
      errors: [],
    });
    await expect(page.locator('#storybook-root h1')).toBeVisible();
    // The story id names the state: `access-restricted` stories show the Access Restricted
    // alert (and no Error), `learn-error` / `backend-error` / `missing-parameters` / `input-error`
    // (the user's input refused, e.g. a required field) the Error alert, `--loading` (a story named
    // Loading) the spinner.
    if (/access-restricted/.test(story.id)) {
      await expect(page.getByRole('alert', { name: 'Access Restricted' })).toBeVisible();
      await expect(page.getByRole('alert', { name: 'Error' })).toHaveCount(0);
    } else if (/learn-error|backend-error|missing-parameters|input-error/.test(story.id)) {
      await expect(page.getByRole('alert', { name: 'Error' })).toBeVisible();
    } else if (/--loading$/.test(story.id)) {
      // A loading state on purpose (ui's StatusView): the spinner, no Error.
      await expect(page.locator('.ct-status--loading')).toBeVisible();
      await expect(page.getByRole('alert', { name: 'Error' })).toHaveCount(0);
    } else {
      await expect(page.locator('.ct-status--loading')).toHaveCount(0);
      await expect(page.getByRole('alert', { name: 'Error' })).toHaveCount(0);
    }
    await expectAxeClean(page, '#storybook-root');
    expect(errors).toEqual([]);
  });
}
