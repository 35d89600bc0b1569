import { expect, test, type Page } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { expectAxeClean } from './fixtures.ts';
import { openDeliverables } from './open-deliverables.ts';

/**
 * The deliverables tracker as a new TPM (the sandbox instructor Margaret Ellis, "ME", launched
 * with role TPM): upload the sample CSV, edit, add, delete/undo, Re-Rank, Set SCRUMs, Set Hours,
 * save, reload from the cloud and see the same rows; then two browsers editing the same row.
 */
test.describe.configure({ mode: 'serial' });

const SAMPLE = fileURLToPath(new URL('../packages/deliverables/src/samples/deliverables-sample.csv', import.meta.url));

const open = (page: Page) => openDeliverables(page, { persona: 'instructor', role: 'TPM', name: 'Margaret Ellis' });

const row = (page: Page, item: string) =>
  page.getByRole('row').filter({ has: page.getByRole('cell', { name: item, exact: true }) });

test('a TPM uploads, edits, adds, deletes and undoes, bulk-adjusts, saves and reloads', async ({ page }) => {
  await open(page);
  await expect(page.getByText('Upload a CSV or click Load from Cloud to begin.')).toBeVisible();
  await expectAxeClean(page);

  await page.getByLabel('Upload CSV').setInputFiles(SAMPLE);
  await expect(page.getByText('Loaded 7 rows from CSV')).toBeVisible();
  await expect(page.getByLabel('Filter TPM')).toHaveValue('ME');
  await page.getByRole('button', { name: 'Clear Filters' }).click();

  await page.getByRole('button', { name: 'Edit Payroll feed to GL' }).click();
  const form = page.getByRole('dialog', { name: 'Update Row' });
  await form.getByLabel(/^Notes/).fill('Nightly export, moved to 2am');
  // Release is dropped on load (spec 001 §3) but required in the form (§5).
  await form.getByLabel(/^Release/).fill('R1');
  await form.getByRole('button', { name: 'Update' }).click();

  await page.getByRole('button', { name: 'Add Item' }).click();
  const add = page.getByRole('dialog', { name: 'Add Row' });
  await add.getByLabel(/^Item\*?$/).fill('Housing portal');
  await add.getByLabel(/^Customer/).fill('Harbor State');
  await add.getByLabel(/^TPM/).fill('ME');
  await add.getByLabel(/^Item Status/).selectOption('Active');
  await add.getByLabel(/^Release/).fill('R4');
  await add.getByLabel(/^UAT Target/).fill('2030-03-01');
  await add.getByRole('button', { name: 'Mark DONE: Prod Target' }).click();
  await add.getByRole('button', { name: 'Add' }).click();
  await expect(row(page, 'Housing portal').getByText('New')).toBeVisible();

  await page.getByRole('button', { name: 'Delete Portal theme refresh' }).click();
  await expect(row(page, 'Portal theme refresh').getByText('Deleted')).toBeVisible();
  await page.getByRole('button', { name: 'Undo delete of Portal theme refresh' }).click();
  await expect(row(page, 'Portal theme refresh').getByText('Updated')).toBeVisible();
  await page.getByRole('button', { name: 'Delete Portal theme refresh' }).click();

  await page.getByRole('button', { name: 'Re-Rank' }).click();
  await expect(page.getByText(/^Re-ranked items\. \d+ rows changed$/)).toBeVisible();
  await page.getByRole('button', { name: 'Set SCRUMs' }).click();
  await expect(page.getByText(/^Set SCRUMs complete\. \d+ rows updated$/)).toBeVisible();
  await page.getByRole('button', { name: 'Set Hours' }).click();
  await expect(page.getByText(/^Set Hours complete\. \d+ rows updated$/)).toBeVisible();

  await page.getByRole('button', { name: 'Save to Cloud' }).click();
  await expect(page.getByText('Saved 8 rows (updated: 0, created: 7, deleted: 1)')).toBeVisible();
  await expect(page.getByText('Deleted', { exact: true }).and(page.locator('.dl-state-tag'))).toHaveCount(0);

  await open(page);
  await page.getByRole('button', { name: 'Load from Cloud' }).click();
  await expect(page.getByText('Loaded 7 row(s) from Cloud')).toBeVisible();
  await page.getByRole('button', { name: 'Clear Filters' }).click();
  for (const item of ['Payroll feed to GL', 'Housing portal', 'Transcript redesign', 'Advisor training']) {
    await expect(row(page, item)).toHaveCount(1);
  }
  await expect(row(page, 'Portal theme refresh')).toHaveCount(0);
  await expect(page.getByText(/^Synced ADO details for \d+ row\(s\)$/)).toBeVisible();
  await expectAxeClean(page);
});

test('two people edit the same row: the second sees both versions and keeps theirs or mine', async ({ browser }) => {
  const [a, b] = await Promise.all([browser.newContext(), browser.newContext()]);
  const [pageA, pageB] = await Promise.all([a.newPage(), b.newPage()]);
  for (const page of [pageA, pageB]) {
    await open(page);
    await page.getByRole('button', { name: 'Load from Cloud' }).click();
    await expect(page.getByText('Loaded 7 row(s) from Cloud')).toBeVisible();
  }
  const edit = async (page: Page, customer: string) => {
    await page.getByRole('button', { name: 'Edit Transcript redesign' }).click();
    const form = page.getByRole('dialog', { name: 'Update Row' });
    await form.getByLabel(/^Customer/).fill(customer);
    await form.getByLabel(/^Release/).fill('R1');
    await form.getByRole('button', { name: 'Update' }).click();
    await page.getByRole('button', { name: 'Save to Cloud' }).click();
  };
  await edit(pageA, 'Lakeside College');
  await expect(pageA.getByText('Saved 1 rows (updated: 1, created: 0, deleted: 0)')).toBeVisible();
  await edit(pageB, 'Summit Tech');
  const conflict = pageB.getByRole('article', { name: 'Transcript redesign' });
  await expect(conflict).toBeVisible();
  await expect(conflict.getByRole('row', { name: /^Customer / })).toContainText('Summit Tech');
  await expect(conflict.getByRole('row', { name: /^Customer / })).toContainText('Lakeside College');
  await expectAxeClean(pageB);
  await conflict.getByRole('button', { name: 'Keep mine' }).click();
  await pageB.getByRole('button', { name: 'Save to Cloud' }).click();
  await expect(pageB.getByText('Saved 1 rows (updated: 1, created: 0, deleted: 0)')).toBeVisible();
  await pageA.getByRole('button', { name: 'Load from Cloud' }).click();
  await expect(row(pageA, 'Transcript redesign').getByRole('cell', { name: 'Summit Tech' })).toBeVisible();
  await Promise.all([a.close(), b.close()]);
});

test('a keyboard user on a phone: the first Tab offers the skip link, which lands in the first row; no sideways scroll, axe-clean', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page);
  await page.getByLabel('Upload CSV').setInputFiles(SAMPLE);
  await expect(page.getByText('Loaded 7 rows from CSV')).toBeVisible();
  await expect(page.getByText('Showing 4 of 7 rows')).toBeVisible(); // the TPM filter seeded with ME
  await expect(page.getByText(/^Columns \(\d+ of \d+ shown\)$/)).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Customer' })).toBeHidden(); // the chooser starts collapsed

  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to the first row' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  const focused = page.locator('tbody [data-cell]:focus');
  await expect(focused).toHaveCount(1);
  await page.keyboard.press('Enter'); // Enter on a cell edits its row
  await expect(page.getByRole('dialog', { name: 'Update Row' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Update Row' })).toHaveCount(0);

  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(
    0,
  );
  await expectAxeClean(page);
});
