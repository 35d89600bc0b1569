import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { DEMO } from '@tools/sandbox';
import { expectAxeClean, sandboxUrl, serverUrl, tokenFor } from '../../../e2e/fixtures.ts';

// ENG220 (an Ultra course) has no rubrics in the seed and no other E2E spec writes rubrics.
const ENG220 = DEMO.courses.eng220;
const FIXTURE = new URL('../src/domain/__tests__/fixtures/course-rubrics.xml', import.meta.url);
const TITLES = ['Lab Report', 'Discussion Participation', 'Group Project', 'Oral Presentation', 'Lab Report (2)'];

/** The course's rubrics as Learn (the sandbox) holds them. */
async function learnRubrics(): Promise<string[]> {
  const { token } = await tokenFor('admin');
  const res = await fetch(`${sandboxUrl}/learn/api/public/v1/courses/${ENG220.id}/rubrics?limit=100`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  if (!res.ok) throw new Error(`rubrics: ${res.status}`);
  return ((await res.json()) as { results: { title: string }[] }).results.map((r) => r.title);
}

async function launchFromLearn(page: Page) {
  await page.goto(`${sandboxUrl}/`);
  await page
    .locator('#tool-UploadRubric')
    .locator('xpath=..')
    .getByRole('link', { name: /^D2L to Blackboard Rubrics Migration Tool as admin/ })
    .click();
  await page.waitForURL((url) => url.origin === serverUrl && url.searchParams.get('route') === 'UploadRubric');
  await expect(page.getByRole('heading', { level: 1, name: 'D2L to Blackboard Rubrics Migration Tool' })).toBeVisible();
}

test('the admin migrates a D2L rubrics export into a course; a re-run posts nothing twice', async ({ page }) => {
  test.setTimeout(60_000);
  expect(await learnRubrics()).toEqual([]);
  await launchFromLearn(page);

  await page.getByLabel(/^Rubrics file \(XML or ZIP\)/).setInputFiles({
    name: 'rubrics_d2l.xml',
    mimeType: 'text/xml',
    buffer: readFileSync(FIXTURE),
  });
  await expect(page.getByText('File successfully loaded.')).toBeVisible();
  await page.getByRole('button', { name: 'Transform' }).click();
  await expect(page.getByRole('heading', { name: 'Rubrics (5)' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Lab Report: criteria by levels' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Transformed JSON' })).toBeVisible();

  await page.getByLabel(/^Course ID/).fill(ENG220.courseId);
  await page.getByRole('button', { name: 'Check course' }).click();
  await expect(page.getByText(`Course ID loaded: ${ENG220.courseId}`)).toBeVisible();
  await expectAxeClean(page);

  await page.getByRole('button', { name: 'Send to Blackboard' }).click();
  await expect(page.getByText('Upload process completed. 5 sent, 0 failed, 0 cancelled, 0 not sent.')).toBeVisible();
  const results = page.getByRole('table', { name: 'Upload Results' });
  await expect(results.getByRole('row', { name: /Group Project.*Success/ })).toBeVisible();
  expect(await learnRubrics()).toEqual(TITLES);

  await page.getByRole('button', { name: 'Send to Blackboard' }).click();
  await expect(page.getByText('Upload process completed. 0 sent, 0 failed, 0 cancelled, 5 not sent.')).toBeVisible();
  await expect(page.getByText('A rubric titled "Lab Report" is already in the course.')).toBeVisible();
  expect(await learnRubrics()).toEqual(TITLES);
});
