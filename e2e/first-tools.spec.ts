import { expect, test } from '@playwright/test';
import { DEMO } from '@tools/sandbox';
import {
  AFTER_LEARN_RETRIES,
  clearFaults,
  expectAxeClean,
  injectFault,
  launchUrl,
  sandboxUrl,
  tokenFor,
  type Persona,
} from './fixtures.ts';

const personas: Persona[] = ['student', 'instructor'];
const bio101 = DEMO.courseUuids.bio101;

for (const persona of personas) {
  test.describe(`as ${persona}`, () => {
    test('MyCourses shows the roster, sorts, and removes the token from the address bar', async ({ page }) => {
      await page.goto(await launchUrl({ route: 'MyCourses', persona }));
      await expect(page.getByRole('heading', { level: 1, name: 'My Course Roster' })).toBeVisible();
      const table = page.getByRole('table', { name: 'My Course Roster' });
      await expect(table.getByRole('row').nth(1)).toBeVisible();
      for (const header of [
        'Course ID',
        'Course Name',
        'Ultra Status',
        'Membership Role',
        'Availability',
        'External Access',
      ]) {
        await expect(table.getByRole('columnheader', { name: header })).toBeVisible();
      }
      await expect(table.getByRole('cell', { name: 'BIO101 Introduction to Biology', exact: true })).toBeVisible();
      await expect(table.getByRole('cell', { name: /^(Available|Unavailable)$/ }).first()).toBeVisible();
      expect(page.url()).not.toContain('token=');
      const courseId = table.getByRole('columnheader', { name: 'Course ID' });
      await courseId.getByRole('button').click();
      await expect(courseId).toHaveAttribute('aria-sort', 'ascending');
      await courseId.getByRole('button').click();
      await expect(courseId).toHaveAttribute('aria-sort', 'descending');
      await expectAxeClean(page);
    });

    test('Assignments lists what is due in 7 days with a live countdown', async ({ page }) => {
      await page.goto(await launchUrl({ route: 'Assignments', persona }));
      await expect(page.getByRole('heading', { level: 1, name: 'Upcoming Assignments (Next 7 Days)' })).toBeVisible();
      const table = page.getByRole('table');
      await expect(table.getByRole('columnheader', { name: 'Time Left' })).toBeVisible();
      const countdown = table.getByRole('row').nth(1).getByRole('cell').last();
      const first = await countdown.textContent();
      expect(first).toMatch(/^\d+m \d+s$/);
      await expect(countdown).not.toHaveText(first!, { timeout: 3_000 });
      await expect(page.getByText('No description available').first()).toBeVisible();
      expect(page.url()).not.toContain('token=');
      await expectAxeClean(page);
    });

    test('ReportCard shows the grades of the course', async ({ page }) => {
      await page.goto(await launchUrl({ route: 'ReportCard', persona, courseUuid: bio101 }));
      await expect(page.getByRole('heading', { level: 1, name: 'Report Card' })).toBeVisible();
      if (persona === 'student') {
        const table = page.getByRole('table', { name: 'Report Card' });
        for (const header of ['Grade Column', 'Score', 'Status'])
          await expect(table.getByRole('columnheader', { name: header })).toBeVisible();
        await expect(table.getByRole('row')).not.toHaveCount(1);
      } else {
        await expect(page.getByText('No grades available for this course.')).toBeVisible();
      }
      await expectAxeClean(page);
    });

    test('ShowUserInfo shows name and contact', async ({ page }) => {
      await page.goto(await launchUrl({ route: 'ShowUserInfo', persona }));
      await expect(page.getByRole('heading', { level: 1, name: 'User Information' })).toBeVisible();
      const given = persona === 'student' ? 'Ava' : 'Margaret';
      await expect(page.getByText('First Name')).toBeVisible();
      await expect(page.getByText(given, { exact: true })).toBeVisible();
      await expectAxeClean(page);
    });

    test('CourseDetails shows name, course ID and start date', async ({ page }) => {
      await page.goto(await launchUrl({ route: 'CourseDetails', persona, courseUuid: bio101 }));
      await expect(page.getByRole('heading', { level: 1, name: 'Course Details' })).toBeVisible();
      await expect(page.getByRole('row', { name: /Course Name BIO101 Introduction to Biology/ })).toBeVisible();
      await expect(page.getByRole('row', { name: /Course ID BIO101/ })).toBeVisible();
      await expect(page.getByRole('rowheader', { name: 'Start Date' })).toBeVisible();
      await expectAxeClean(page);
    });
  });
}

test.describe('missing launch parameters', () => {
  const cases = [
    { route: 'MyCourses', omit: ['token'], text: 'Missing access token or UUID. Please log in.' },
    { route: 'Assignments', omit: ['uuid'], text: 'Missing access token or UUID. Please log in.' },
    { route: 'ReportCard', omit: ['courseUuid'], text: 'Missing access token, UUID, or course UUID. Please log in.' },
    { route: 'ShowUserInfo', omit: ['token'], text: 'Missing UUID or token in search parameters.' },
    { route: 'CourseDetails', omit: ['courseUuid'], text: 'Missing access token or course UUID. Please try again.' },
  ] as const;
  for (const c of cases) {
    test(`${c.route} without ${c.omit.join(', ')}`, async ({ page }) => {
      await page.goto(await launchUrl({ route: c.route, courseUuid: bio101, omit: [...c.omit] }));
      await expect(page.getByRole('alert', { name: 'Error' })).toContainText(c.text);
      await expectAxeClean(page);
    });
  }
});

test.describe('shell pages', () => {
  test('Route Not Found', async ({ page }) => {
    await page.goto(await launchUrl({ route: 'NoSuchTool' }));
    await expect(page.getByRole('heading', { level: 1, name: 'Route Not Found' })).toBeVisible();
    await expect(
      page.getByText('The route "NoSuchTool" does not exist. Please check the route query parameter.'),
    ).toBeVisible();
    await expectAxeClean(page);
  });

  test('malformed state shows an error page, not a blank one', async ({ page }) => {
    const url = new URL(await launchUrl({ route: 'MyCourses' }));
    url.searchParams.set('state', '%%%not-base64');
    await page.goto(url.toString());
    await expect(page.getByRole('heading', { level: 1, name: 'This launch link is broken' })).toBeVisible();
    expect(page.url()).not.toContain('token=');
    await expectAxeClean(page);
  });

  test('a platform that is not allowed gets no request', async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    await page.goto(
      await launchUrl({ route: 'MyCourses', state: { locale: 'en_US', platformUrl: 'https://evil.example' } }),
    );
    await expect(page.getByRole('heading', { level: 1, name: 'This launch is not allowed' })).toBeVisible();
    expect(requests.filter((u) => u.startsWith('https://evil.example'))).toEqual([]);
  });

  test('a missing locale falls back to en_US', async ({ page }) => {
    await page.goto(await launchUrl({ route: 'ShowUserInfo', state: { platformUrl: sandboxUrl } }));
    await expect(page.getByRole('heading', { level: 1, name: 'User Information' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  });
});

test.describe('Learn failures', () => {
  test('a 401 from Learn (expired token) shows the error view with the login hint', async ({ page }) => {
    const url = new URL(await launchUrl({ route: 'MyCourses', persona: 'student' }));
    url.searchParams.set('token', 'expired-or-revoked-token');
    await page.goto(url.toString());
    const alert = page.getByRole('alert', { name: 'Error' });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText('Please start the login process by accessing the provided login link.');
    expect(page.url()).not.toContain('expired-or-revoked-token');
    await expectAxeClean(page);
  });

  test("a 500 from Learn shows Learn's message in the error view", async ({ page }) => {
    // Scoped to this persona's own user record so parallel tests are not affected.
    const { user } = await tokenFor('student2');
    // Four times: the client repeats a GET after a 500 three times before the error reaches the screen.
    await injectFault({ kind: 'status', status: 500, path: `/users/uuid:${user.uuid}`, times: 4 });
    try {
      await page.goto(await launchUrl({ route: 'ShowUserInfo', persona: 'student2' }));
      await expect(page.getByRole('alert', { name: 'Error' })).toContainText('Injected fault', AFTER_LEARN_RETRIES);
    } finally {
      await clearFaults();
    }
  });
});
