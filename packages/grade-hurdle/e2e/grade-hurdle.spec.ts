import { expect, test, type Page } from '@playwright/test';
import { DEMO } from '@tools/sandbox';
import { expectAxeClean, sandboxUrl, serverUrl, tabTo, tokenFor } from '../../../e2e/fixtures.ts';
import { expectFocusShown } from '../../../e2e/keyboard.ts';

const BIO = DEMO.courses.bio101;
const HURDLE = DEMO.bio101.hurdle;
const NOTATION_3XX = DEMO.bio101.gradeNotations.find((n) => n.code === '3xx')!.id;
const ROUTE = 'GradeHurdleCourseDetails';

// One sandbox and one server for the file: enable, build, write back, undo build on each other.
test.describe.configure({ mode: 'serial' });

/** The admin enables BIO101 on our server (what GradeHurdleAdmin's Save Changes does). */
async function enableBio() {
  const { token } = await tokenFor('admin');
  const res = await fetch(`${serverUrl}/grade-hurdle-associations`, {
    method: 'PUT',
    headers: { Authorization: `Bearer ${token}`, 'X-Learn-Platform': sandboxUrl, 'Content-Type': 'application/json' },
    body: JSON.stringify({ CoursePk1: BIO.id, Status: 'Active' }),
  });
  if (!res.ok) throw new Error(`enable BIO101: ${res.status} ${await res.text()}`);
}

/** A student's final grade as Learn's REST API shows it. */
async function finalGrade(userId: string): Promise<{ gradeNotationId?: string; text?: string }> {
  const { token } = await tokenFor('admin');
  const res = await fetch(
    `${sandboxUrl}/learn/api/public/v2/courses/${BIO.id}/gradebook/columns/finalGrade/users/${userId}`,
    { headers: { Authorization: `Bearer ${token}` } },
  );
  return (await res.json()) as { gradeNotationId?: string; text?: string };
}

/** The real LTI 1.3 flow from the sandbox launcher (OIDC, id_token, 3-legged OAuth, launch code). */
async function launchFromLauncher(page: Page, persona: 'instructor' | 'student') {
  await page.goto(`${sandboxUrl}/`);
  const course = page.locator(`#tool-${ROUTE}-${persona}-course`);
  await course.selectOption(BIO.id);
  await course
    .locator('xpath=..')
    .getByRole('button', { name: /^Launch / })
    .click();
  await page.waitForURL((url) => url.origin === serverUrl && url.searchParams.get('route') === ROUTE);
}

test.beforeAll(enableBio);

test('a teaching assistant gets Access Restricted', async ({ page }) => {
  // Hannah Levi is a TA in BIO101; the launcher offers course tools to instructors and students,
  // so the same LTI flow is started directly.
  await page.goto(`${sandboxUrl}/lti/launch/start?route=${ROUTE}&persona=instructor3&course=${BIO.id}`);
  await expect(page.getByText('Access Restricted: The Grade Hurdle tool is not available to your role.')).toBeVisible();
  await expect(page.getByRole('button', { name: '1) Build Sub-Rules' })).toHaveCount(0);
});

test('the instructor builds rules, evaluates, writes back and undoes', async ({ page }) => {
  test.setTimeout(90_000);
  await launchFromLauncher(page, 'instructor');
  await page.getByRole('button', { name: '+ Add sub-rule' }).click();
  await page
    .getByLabel('Gradable item of sub-rule 1')
    .selectOption({ label: 'Lab Report 1 (Week 1: The Cell › Lab Materials › Lab 1: Microscopy)' });
  await page.getByRole('button', { name: '+ Add sub-rule' }).click();
  await page.getByLabel('Gradable item of sub-rule 2').selectOption({ label: 'Research Essay' });
  await page.getByLabel('Type of sub-rule 2').selectOption('SCORE_BELOW_PERCENT');
  await page.getByLabel('Threshold % of sub-rule 2').fill('60');
  await page.getByLabel('Threshold % of sub-rule 2').blur();
  await page.getByLabel('Combine sub-rules with').selectOption('OR');
  await page.getByRole('button', { name: 'Save sub-rules' }).click();
  await expect(page.getByText('Sub-rules saved.')).toBeVisible();
  await expectAxeClean(page);

  await page.getByRole('button', { name: 'Evaluate', exact: true }).click();
  await expect(page.getByText('Evaluation complete. Reviewed 12 student(s).')).toBeVisible();
  const table = page.getByRole('table', { name: 'Evaluation by student' });
  await expect(table.getByRole('row').filter({ hasText: 'Oliver Chen' })).toContainText('Set 3xx (5 → 3)');
  await page.getByRole('checkbox', { name: 'Changes only' }).check();
  await expect(page.getByText('Showing 2 of 12')).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  expect((await download).suggestedFilename()).toMatch(/^grade-hurdle__300_1_\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.csv$/);

  await page.getByRole('button', { name: 'Write back…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Write back to the gradebook?' });
  await expect(dialog).toContainText('2 final grade(s) will change');
  await dialog.getByRole('button', { name: 'Write 2 grade(s)' }).click();
  await expect(
    page.getByText(
      'Write-back complete. Posted 2. Skipped: 1 overridden, 1 no adjusted schema, 0 no matching notation, 1 no finalGrade column.',
    ),
  ).toBeVisible();
  // Read back from the sandbox gradebook.
  expect((await finalGrade(HURDLE.noLabReport)).gradeNotationId).toBe(NOTATION_3XX);
  expect((await finalGrade(HURDLE.lowEssay)).gradeNotationId).toBe(NOTATION_3XX);

  const runs = page.getByRole('table', { name: 'Recent write-backs of this course' });
  await runs.getByRole('button', { name: /^Undo the write-back of/ }).click();
  await page
    .getByRole('dialog', { name: 'Undo this write-back?' })
    .getByRole('button', { name: 'Undo 2 grade(s)' })
    .click();
  await expect(page.getByText('Undo complete. Restored 2.')).toBeVisible();
  expect((await finalGrade(HURDLE.noLabReport)).gradeNotationId).toBeUndefined();
  expect((await finalGrade(HURDLE.lowEssay)).gradeNotationId).toBeUndefined();
});

test('a student sees the policy written from the saved rules', async ({ page }) => {
  await launchFromLauncher(page, 'student');
  await expect(page.getByRole('heading', { name: 'Grade Hurdle Policy' })).toBeVisible();
  await expect(page.getByText("You do not submit 'Lab Report 1'.")).toBeVisible();
  await expect(page.getByText("Your score on 'Research Essay' is below 60%.")).toBeVisible();
  await expect(page.getByRole('button', { name: 'Evaluate', exact: true })).toHaveCount(0);
  await expectAxeClean(page);
});

/** The element that has focus, described for a failure message. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return 'body';
    return `${el.tagName.toLowerCase()}[role=${el.getAttribute('role') ?? ''}] ${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 80)}`;
  });

test('keyboard only: evaluate, write back (Escape first), undo; focus follows each result', async ({ page }) => {
  test.setTimeout(90_000);
  // The rules saved by the test before (Lab Report 1 not submitted OR Research Essay below 60 %).
  await launchFromLauncher(page, 'instructor');
  const evaluate = page.getByRole('button', { name: 'Evaluate', exact: true });
  await expect(evaluate).toBeVisible();
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await tabTo(page, evaluate);
  await page.keyboard.press('Enter');
  const evaluated = page.getByRole('status').filter({ hasText: 'Evaluation complete. Reviewed 12 student(s).' });
  await expect(evaluated).toBeVisible();
  // Announced by its live region; focus stays on Evaluate (the review below is long), not on the page.
  await expect(evaluate, await focused(page)).toBeFocused();
  await expectFocusShown(page);

  // The confirmation opens on Cancel; Escape closes it and focus goes back to 'Write back…'.
  const writeBack = page.getByRole('button', { name: 'Write back…' });
  await tabTo(page, writeBack);
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: 'Write back to the gradebook?' });
  await expect(confirm).toContainText('2 final grade(s) will change');
  expect(await confirm.evaluate((d) => d.contains(document.activeElement)), await focused(page)).toBe(true);
  await page.keyboard.press('Escape');
  await expect(confirm).toHaveCount(0);
  await expect(writeBack).toBeFocused();
  await expectFocusShown(page);
  expect((await finalGrade(HURDLE.noLabReport)).gradeNotationId).toBeUndefined(); // nothing written

  await page.keyboard.press('Enter');
  await tabTo(page, confirm.getByRole('button', { name: 'Write 2 grade(s)' }));
  await page.keyboard.press('Enter');
  const written = page.getByRole('status').filter({ hasText: /^Write-back complete\. Posted 2\./ });
  await expect(written).toBeVisible({ timeout: 30_000 });
  await expect(written, await focused(page)).toBeFocused();
  await expectFocusShown(page);
  expect((await finalGrade(HURDLE.noLabReport)).gradeNotationId).toBe(NOTATION_3XX);
  await expectAxeClean(page);

  // Undo by keyboard too, so the gradebook is as the file found it.
  const runs = page.getByRole('table', { name: 'Recent write-backs of this course' });
  await tabTo(page, runs.getByRole('button', { name: /^Undo the write-back of/ }).first());
  await page.keyboard.press('Enter');
  const undo = page.getByRole('dialog', { name: 'Undo this write-back?' });
  await tabTo(page, undo.getByRole('button', { name: 'Undo 2 grade(s)' }));
  await page.keyboard.press('Enter');
  const undone = page.getByRole('status').filter({ hasText: 'Undo complete. Restored 2.' });
  await expect(undone).toBeVisible({ timeout: 30_000 });
  await expect(undone, await focused(page)).toBeFocused();
  await expectFocusShown(page);
  expect((await finalGrade(HURDLE.noLabReport)).gradeNotationId).toBeUndefined();
});
