import { DEMO } from '@tools/sandbox';
import { expect, test } from '@playwright/test';
import { expectAxeClean, sandboxUrl } from './fixtures.ts';

/**
 * Issue 21 §4: a student launching a tool in a course Learn keeps closed to students (MATH150 in the
 * demo) meets one message in every tool, and the tool asks Learn nothing: the launch checked it.
 */
const COURSE_TOOLS = ['ReportCard', 'CourseChatWidget', 'LatePenaltyCourseDetails', 'GradeHurdleCourseDetails'];

test('every course tool says the same thing in a course closed to students, before asking Learn', async ({ page }) => {
  test.setTimeout(120_000);
  for (const route of COURSE_TOOLS) {
    const learnCalls: string[] = [];
    const onRequest = (r: { url(): string; method(): string }) => {
      // The launch's own sign-in (Learn's authorization page) is not the tool asking.
      const url = r.url();
      if (url.startsWith(`${sandboxUrl}/learn/api/public`) && !url.includes('/oauth2/') && r.method() !== 'OPTIONS')
        learnCalls.push(url);
    };
    page.on('request', onRequest);
    const params = new URLSearchParams({ route, persona: 'student', course: DEMO.courses.math150.id });
    await page.goto(`${sandboxUrl}/lti/launch/start?${params}`);
    const alert = page.getByRole('alert', { name: 'This course is not available to you' });
    await expect(alert, route).toBeVisible({ timeout: 30_000 });
    await expect(alert).toContainText('the course, or your enrolment in it, is unavailable');
    await page.waitForLoadState('networkidle');
    page.off('request', onRequest);
    expect(learnCalls, `${route} asked Learn: ${learnCalls.join(', ')}`).toEqual([]);
    await expectAxeClean(page);
  }
});

test('a student in an open course gets the tool (the check does not stand in the way)', async ({ page }) => {
  const params = new URLSearchParams({ route: 'ReportCard', persona: 'student', course: DEMO.courses.bio101.id });
  await page.goto(`${sandboxUrl}/lti/launch/start?${params}`);
  await expect(page.getByRole('table', { name: 'Report Card' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('alert', { name: 'This course is not available to you' })).toHaveCount(0);
});
