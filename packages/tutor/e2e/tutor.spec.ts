import { expect, test } from '@playwright/test';
import { DEMO } from '@tools/sandbox';
import { expectAxeClean, launchUrl } from '../../../e2e/fixtures.ts';

const courseUuid = DEMO.courseUuids.bio101;

test.describe('CourseTutorTool (student)', () => {
  test('high and low scores with instructions and related articles from our server; axe-clean', async ({ page }) => {
    await page.goto(await launchUrl({ route: 'CourseTutorTool', persona: 'student', courseUuid }));
    await expect(page.getByRole('heading', { level: 1, name: 'Course Tutor' })).toBeVisible();
    const high = page.getByRole('table', { name: 'High Scores (Grade > 90)' });
    const low = page.getByRole('table', { name: 'Low Scores (Grade < 75)' });
    const essay = high.getByRole('row').filter({ hasText: 'Research Essay' });
    await expect(essay).toContainText('94%');
    await expect(essay).toContainText('1,500 words on a current topic in cell biology.');
    // The real server endpoint, answered by the fake provider the E2E harness configures.
    const link = essay.getByRole('link', { name: /Research Essay – Wikipedia search/ });
    await expect(link).toHaveAttribute('href', 'https://en.wikipedia.org/w/index.php?search=Research+Essay');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(high.getByRole('row').filter({ hasText: 'Lab Report 1' })).toContainText('95%');
    await expect(low.getByRole('row').filter({ hasText: 'Participation' })).toContainText('70%');
    await expect(page.getByText('Overall Grade')).toHaveCount(0);
    await expectAxeClean(page);
  });

  test("an empty table says 'No items to display.'", async ({ page }) => {
    await page.goto(await launchUrl({ route: 'CourseTutorTool', persona: 'student2', courseUuid }));
    await expect(page.getByRole('table', { name: 'High Scores (Grade > 90)' })).toContainText('No items to display.');
    await expect(
      page.getByRole('table', { name: 'Low Scores (Grade < 75)' }).getByRole('row').filter({ hasText: 'Midterm Exam' }),
    ).toContainText('71%');
  });

  test('explains missing launch parameters', async ({ page }) => {
    await page.goto(await launchUrl({ route: 'CourseTutorTool', persona: 'student' }));
    await expect(
      page.getByRole('alert').filter({ hasText: 'Missing access token, UUID, or course UUID. Please log in.' }),
    ).toBeVisible();
  });
});
