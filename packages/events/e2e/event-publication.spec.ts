import { expect, test, type Page } from '@playwright/test';
import { expectAxeClean, sandboxUrl, serverUrl, tokenFor } from '../../../e2e/fixtures.ts';

/**
 * EventPublicationTool as an instructor uses it, from the sandbox launcher (LTI 1.3): Generate,
 * Publish, Retrieve, Handle against the server's durable event log; bad content gets the spec's
 * messages and stores nothing. Other specs may publish events for the same persona while this one
 * runs (their own writes do), so this one checks its own events by id, not the log's size.
 */
async function launch(page: Page) {
  await page.goto(`${sandboxUrl}/`);
  await page
    .locator('#tool-EventPublicationTool')
    .locator('xpath=..')
    .getByRole('link', { name: /^Event Management Tool as instructor / })
    .click();
  await page.waitForURL((url) => url.origin === serverUrl && url.searchParams.get('route') === 'EventPublicationTool');
  await expect(page.getByRole('heading', { name: 'Event Management Tool' })).toBeVisible();
}

type Ev = { id: string; type: string; version: number };
const box = (page: Page) => page.getByRole('textbox', { name: /Events \(JSON array\)/ });
const content = async (page: Page) => JSON.parse(await box(page).inputValue()) as Ev[];
const errorText = (page: Page) => page.getByRole('alert', { name: 'Error' }).locator('p');

/** The instructor's unhandled events, asked of the server directly. */
async function unhandledIds(): Promise<Set<string>> {
  const { token } = await tokenFor('instructor');
  const res = await fetch(`${serverUrl}/retrieveEvents`, {
    headers: { Authorization: `Bearer ${token}`, 'X-Learn-Platform': sandboxUrl },
  });
  expect(res.status).toBe(200);
  return new Set(((await res.json()) as { events: Ev[] }).events.map((e) => e.id));
}

test('generate, publish, retrieve and handle events', async ({ page }) => {
  await launch(page);
  await page.getByRole('button', { name: 'Generate Events' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Events generated successfully!', {
    timeout: 20_000,
  });
  const generated = await content(page);
  expect(generated.length).toBeGreaterThan(0);
  expect(generated.every((e) => e.version === 1)).toBe(true);
  expect(generated.some((e) => e.type === 'assignment.due')).toBe(true);
  await expectAxeClean(page);

  await page.getByRole('button', { name: 'Publish Events' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Events published successfully!');
  const published = await unhandledIds();
  expect(generated.filter((e) => !published.has(e.id))).toEqual([]);

  await box(page).fill('');
  await page.getByRole('button', { name: 'Retrieve Events' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(/^\d+ unhandled event\(s\)\.$/);
  const retrieved = new Set((await content(page)).map((e) => e.id));
  expect(generated.filter((e) => !retrieved.has(e.id))).toEqual([]);

  await page.getByRole('button', { name: 'Handle Events' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Events handled successfully!');
  const left = await unhandledIds();
  expect(generated.filter((e) => left.has(e.id))).toEqual([]);

  // Generating again offers nothing the log already holds.
  await page.getByRole('button', { name: 'Generate Events' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Events generated successfully!', {
    timeout: 20_000,
  });
  const again = new Set((await content(page)).map((e) => e.id));
  expect(generated.filter((e) => again.has(e.id))).toEqual([]);
});

test('bad content gets the spec’s messages and nothing is stored', async ({ page }) => {
  await launch(page);
  const id = `e2e-bad-${Date.now()}`;
  const valid = {
    id,
    version: 1,
    type: 'grade.posted',
    occurredAt: '2026-03-01T10:00:00.000Z',
    courseId: '_300_1',
    data: {},
  };

  await page.getByRole('button', { name: 'Publish Events' }).click();
  await expect(errorText(page)).toHaveText('Event content is required.');
  await expectAxeClean(page);

  for (const text of [JSON.stringify(valid), '[]', `[${JSON.stringify(valid)},]`]) {
    await box(page).fill(text);
    await page.getByRole('button', { name: 'Publish Events' }).click();
    await expect(errorText(page)).toHaveText('Event content must be a valid JSON array.');
  }
  await box(page).fill('   ');
  await page.getByRole('button', { name: 'Handle Events' }).click();
  await expect(errorText(page)).toHaveText('Event content is required.');

  // Valid JSON, but one event breaks the schema: the server's reason, and the whole batch is refused.
  await box(page).fill(JSON.stringify([valid, { ...valid, id: `${id}-2`, version: 2 }]));
  await page.getByRole('button', { name: 'Publish Events' }).click();
  await expect(errorText(page)).toContainText('version must be 1');
  expect((await unhandledIds()).has(id)).toBe(false);
  await expectAxeClean(page);
});
