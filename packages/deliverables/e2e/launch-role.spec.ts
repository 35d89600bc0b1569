import { expect, test } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { sandboxUrl, serverUrl } from '../../../e2e/fixtures.ts';

const SAMPLE = fileURLToPath(new URL('../src/samples/deliverables-sample.csv', import.meta.url));

// The launcher's BA placement of the tracker (custom parameter role=BA) through the real LTI 1.3 flow.
test('a BA launched from the launcher sees the BA column with the filter seeded with their initials', async ({
  page,
}) => {
  await page.goto(`${sandboxUrl}/`);
  await page
    .getByRole('link', {
      name: 'Technical Innovations Portfolio Deliverables, role BA, as instructor (Margaret Ellis)',
    })
    .click();
  await page.waitForURL(
    (url) => url.origin === serverUrl && url.searchParams.get('route') === 'ProjectDeliverablesTable',
  );
  await expect(page.getByText('Welcome, Margaret Ellis (BA)')).toBeVisible();
  expect(new URL(page.url()).searchParams.has('token')).toBe(false);

  await page.getByLabel('Upload CSV').setInputFiles(SAMPLE);
  await expect(page.getByText('Loaded 7 rows from CSV')).toBeVisible();
  await expect(page.getByRole('columnheader', { name: /^BA/ })).toBeVisible();
  await expect(page.getByLabel('Filter BA')).toHaveValue('ME');
  await page.getByRole('button', { name: 'Clear Filters' }).click();
  await expect(page.getByLabel('Filter BA')).toHaveValue('');
});
