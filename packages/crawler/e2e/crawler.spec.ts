import { expect, test } from '@playwright/test';
import { DEMO } from '@tools/sandbox';
import { AFTER_LEARN_RETRIES, clearFaults, expectAxeClean, injectFault, launchUrl } from '../../../e2e/fixtures.ts';
import { expectFocusShown } from '../../../e2e/keyboard.ts';

const courseUuid = DEMO.courseUuids.bio101;
// Faults are global to the sandbox: this file's tests run one after another.
test.describe.configure({ mode: 'serial' });

test.describe('CourseCrawler (instructor)', () => {
  test.afterEach(async () => {
    await clearFaults();
  });

  test('browse with the keyboard, Expand all, Collapse all; axe-clean', async ({ page }) => {
    await page.goto(await launchUrl({ route: 'CourseCrawler', persona: 'instructor', courseUuid }));
    await expect(page.getByRole('heading', { level: 1, name: 'Course Crawler' })).toBeVisible();
    const tree = page.getByRole('tree', { name: 'Course content' });
    const week1 = tree.getByRole('treeitem', { name: 'Week 1: The Cell (Folder)' });
    await expect(week1).toHaveAttribute('aria-expanded', 'false');
    await expectAxeClean(page);

    // Keyboard only: Tab into the tree (one tab stop), open Week 1, step into it.
    await page.getByRole('button', { name: 'Collapse all' }).focus();
    await page.keyboard.press('Tab');
    await expect(week1).toBeFocused();
    await expectFocusShown(page);
    await page.keyboard.press('ArrowRight');
    await expect(week1).toHaveAttribute('aria-expanded', 'true');
    const reading = tree.getByRole('treeitem', { name: 'Reading: Cell Structure (Document)' });
    await expect(reading).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(reading).toBeFocused();
    await expectFocusShown(page);
    await page.keyboard.press('ArrowDown');
    await expect(tree.getByRole('treeitem', { name: /Lecture 1: Inside the Cell/ })).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(week1).toBeFocused();
    await page.keyboard.press('End');
    await expect(tree.getByRole('treeitem', { name: /Instructor Resources/ })).toBeFocused();
    await page.keyboard.press('Home');
    await expect(week1).toBeFocused();

    await page.getByRole('button', { name: 'Expand all' }).click();
    const question = tree.getByRole('treeitem', { name: 'Organelles (Multiple Choice · 2 pts)' });
    await expect(question).toBeVisible();
    await expect(question).toContainText("Which organelle produces most of the cell's ATP?");
    const answers = question.getByRole('list', { name: 'Answers' });
    await expect(answers.getByRole('listitem')).toHaveText([
      'Nucleus',
      'The mitochondrion ✓ Correct answer',
      'Ribosome',
      'Golgi apparatus',
    ]);
    await expect(tree.getByRole('treeitem', { name: /Lab safety sheet/ })).toHaveAttribute('aria-level', '4');
    await expectAxeClean(page);

    await page.getByRole('button', { name: 'Collapse all' }).click();
    await expect(tree.getByRole('treeitem')).toHaveCount(9);
  });

  test('a failing folder is skipped quietly and failed questions are named', async ({ page }) => {
    await page.goto(await launchUrl({ route: 'CourseCrawler', persona: 'instructor', courseUuid }));
    const tree = page.getByRole('tree', { name: 'Course content' });
    await expect(tree.getByRole('treeitem', { name: /Week 1/ })).toBeVisible();
    await injectFault({ kind: 'status', status: 500, path: `${DEMO.bio101.contents.labMaterials}/children` });
    await injectFault({ kind: 'status', status: 500, path: '/questions' });
    await tree.getByText('Week 1: The Cell').click();
    await tree.getByText('Lab Materials').click();
    await expect(
      tree.getByRole('treeitem', { name: 'The contents of this folder could not be loaded and were skipped.' }),
    ).toBeVisible(AFTER_LEARN_RETRIES);
    await tree.getByText('Week 2: Genetics').click();
    await tree.getByText('Quiz 1: Cell Biology').click();
    await expect(tree.getByRole('treeitem', { name: 'Failed to load questions.' })).toBeVisible(AFTER_LEARN_RETRIES);
    await expect(tree.getByRole('treeitem', { name: /Genetics Problem Set/ })).toBeVisible();
  });

  test('explains missing launch parameters', async ({ page }) => {
    await page.goto(await launchUrl({ route: 'CourseCrawler', persona: 'instructor' }));
    await expect(
      page.getByRole('alert').filter({ hasText: 'Missing access token or course UUID. Please provide both.' }),
    ).toBeVisible();
  });
});
