import { expect, test, type Page } from '@playwright/test';
import { DEMO } from '@tools/sandbox';
import { launchUrl, sandboxUrl } from './fixtures.ts';

/**
 * Learn requests per screen, counted in the browser (so parallel tests do not mix), against
 * the minimum the data allows. `spec` is what the original per-item pattern in the spec costs
 * for the same data (e.g. one course request per membership), for docs/benchmarks.md.
 */
interface Budget {
  route: string;
  courseUuid?: string;
  ready: (page: Page) => Promise<void>;
  minimum: number;
  spec: (page: Page) => Promise<number>;
}

const rows = (page: Page) =>
  page
    .getByRole('table')
    .getByRole('row')
    .count()
    .then((n) => n - 1);

const budgets: Budget[] = [
  {
    route: 'MyCourses',
    ready: (p) => expect(p.getByRole('table')).toBeVisible(),
    minimum: 1,
    // users/{id}/courses, then GET courses/{id} for every membership
    spec: async (p) => 1 + (await rows(p)),
  },
  { route: 'Assignments', ready: (p) => expect(p.getByRole('table')).toBeVisible(), minimum: 1, spec: async () => 1 },
  {
    route: 'ReportCard',
    courseUuid: DEMO.courseUuids.bio101,
    ready: (p) => expect(p.getByRole('table')).toBeVisible(),
    // The student's grades; the column names come from our server's course cache (issue 26 §4),
    // which reads Learn once per course and maximum age, not once per student.
    minimum: 1,
    // gradebook/users/{id}, then GET gradebook/columns/{columnId} for every grade
    spec: async (p) => 1 + (await rows(p)),
  },
  {
    route: 'ShowUserInfo',
    ready: (p) => expect(p.getByText('First Name')).toBeVisible(),
    minimum: 1,
    spec: async () => 1,
  },
  {
    route: 'CourseDetails',
    courseUuid: DEMO.courseUuids.bio101,
    ready: (p) => expect(p.getByRole('rowheader', { name: 'Start Date' })).toBeVisible(),
    minimum: 2,
    spec: async () => 1,
  },
];

for (const b of budgets) {
  test(`${b.route} makes ${b.minimum} Learn request(s)`, async ({ page }) => {
    const learnCalls: string[] = [];
    page.on('request', (r) => {
      if (r.url().startsWith(`${sandboxUrl}/learn/api/`) && r.method() !== 'OPTIONS')
        learnCalls.push(`${r.method()} ${r.url()}`);
    });
    await page.goto(await launchUrl({ route: b.route, persona: 'student', courseUuid: b.courseUuid }));
    await b.ready(page);
    await page.waitForLoadState('networkidle');
    const spec = await b.spec(page);
    console.log(`[requests] ${b.route}: ${learnCalls.length} (minimum ${b.minimum}, spec pattern ${spec})`);
    expect(learnCalls, learnCalls.join('\n')).toHaveLength(b.minimum);
  });
}
