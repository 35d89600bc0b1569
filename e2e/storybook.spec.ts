import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test, type Browser, type Page } from '@playwright/test';
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
 * Storybook (10) ends every render of a story with `storyFinished { storyId, status }` on its channel, after the
 * `play` function has finished. Its status is not enough: Storybook's component-testing preview sets
 * `throwPlayFunctionExceptions: false`, so a `play` that throws only emits `playFunctionThrewException` and the
 * story still finishes with 'success'. So the outcome also carries what the preview reported on the way
 * (`playFunctionThrewException`, `unhandledErrorsWhilePlaying`, `storyThrewException`, `storyErrored`), kept per
 * story id from `setCurrentStory` on. The preview installs its channel on `window.__STORYBOOK_ADDONS_CHANNEL__`;
 * this script runs before the page's own and hooks the listeners on as the channel is set.
 */
function listenForStoryOutcomes() {
  type Payload = { storyId?: string; message?: string; title?: string; description?: string; status?: string };
  interface Channel {
    on: (event: string, listener: (payload: Payload) => void) => void;
  }
  const outcomes: Record<string, StoryOutcome> = {};
  let errors: string[] = [];
  const hooked = new WeakSet<object>();
  let current: Channel | undefined;
  Object.defineProperty(window, '__storyOutcomes', { get: () => outcomes });
  Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => current,
    set: (channel: Channel | undefined) => {
      current = channel;
      if (!channel || hooked.has(channel)) return;
      hooked.add(channel);
      channel.on('setCurrentStory', () => {
        errors = [];
      });
      channel.on('playFunctionThrewException', (e) => errors.push(`play function threw: ${e.message}`));
      channel.on('unhandledErrorsWhilePlaying', (list) =>
        errors.push(`unhandled errors while playing: ${JSON.stringify(list)}`),
      );
      channel.on('storyThrewException', (e) => errors.push(`story threw: ${e.message}`));
      channel.on('storyErrored', (e) => errors.push(`story errored: ${e.title} ${e.description}`));
      channel.on('storyFinished', (e) => {
        if (e.storyId) outcomes[e.storyId] = { status: e.status as StoryOutcome['status'], errors: [...errors] };
      });
    },
  });
}

/**
 * One preview page per worker, switched from story to story as Storybook's own sidebar does
 * (`setCurrentStory` on the channel): the preview bundle loads once and the in-page server (PGlite in
 * WebAssembly, seconds to start) starts once and is emptied before each story that uses it. A test that fails
 * closes the page, so the next story starts on a fresh one.
 */
let shared: { page: Page; errors: string[] } | null = null;

async function openStory(browser: Browser, id: string, viewport: { width: number; height: number }) {
  if (!shared) {
    // axe needs a page of a context the test made (not browser.newPage()).
    const page = await (await browser.newContext({ viewport })).newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.addInitScript(listenForStoryOutcomes);
    await page.goto(`${storybookUrl}/iframe.html?id=${id}&viewMode=story`);
    shared = { page, errors };
    return shared;
  }
  shared.errors.length = 0;
  await shared.page.setViewportSize(viewport);
  await shared.page.evaluate((storyId) => {
    const w = window as unknown as {
      __storyOutcomes: Record<string, unknown>;
      __STORYBOOK_ADDONS_CHANNEL__: { emit: (event: string, payload: unknown) => void };
    };
    delete w.__storyOutcomes[storyId];
    w.__STORYBOOK_ADDONS_CHANNEL__.emit('setCurrentStory', { storyId, viewMode: 'story' });
  }, id);
  return shared;
}

test.afterEach(async ({}, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus && shared) {
    await shared.page
      .context()
      .close()
      .catch(() => undefined);
    shared = null;
  }
});

test.afterAll(async () => {
  await shared?.page
    .context()
    .close()
    .catch(() => undefined);
  shared = null;
});

/**
 * A story shown at a width (toolStory's `viewport`) ends its name with it: `…390` (a phone) or `…1280`.
 * Its page gets that size before the story renders; the others Playwright's default (1280 x 720).
 */
function viewportOf(id: string): { width: number; height: number } {
  const width = /-(390|1280)$/.exec(id)?.[1];
  if (width === '390') return { width: 390, height: 844 };
  if (width === '1280') return { width: 1280, height: 800 };
  return { width: 1280, height: 720 };
}

for (const story of stories) {
  test(`story ${story.id}`, async ({ browser }) => {
    // `server` stories use our real server in the page (PGlite in WebAssembly): the first one starts it, which takes
    // seconds on an idle machine and over two minutes on a busy 2-core one (2.3 min seen with the 250-student
    // stories), so they get 240 s; a story that finishes sooner is not slowed by it.
    const server = story.tags?.includes('server') ?? false;
    if (server) test.setTimeout(240_000);
    const viewport = viewportOf(story.id);
    const { page, errors } = await openStory(browser, story.id, viewport);
    // The story's loaders, render and `play` function have all finished, and none threw.
    const outcome = await page.waitForFunction(
      (id) => (window as unknown as { __storyOutcomes: Record<string, StoryOutcome> }).__storyOutcomes[id],
      story.id,
      // The test's whole budget but a few seconds for the checks below.
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
    if (viewport.width === 390) {
      // On a phone the page never scrolls sideways: wide grids scroll inside their own region.
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
        'the page scrolls sideways at 390 px',
      ).toBe(0);
    }
    await expectAxeClean(page, '#storybook-root');
    expect(errors).toEqual([]);
  });
}
