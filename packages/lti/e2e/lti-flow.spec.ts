import { expect, test, type Page } from '@playwright/test';
import { ltiPlatformOrigin } from '@tools/sandbox';
import { expectAxeClean, sandboxUrl, serverUrl, tokenFor } from '../../../e2e/fixtures.ts';

// Seeded ids (apps/sandbox demo data): BIO101, its instructor Dr. Margaret Ellis, students Ava and Liam.
const BIO101 = { id: '_300_1', uuid: '0b1c2d3e4f5a46b7a8b9c0d1e2f3a101' };
const LEARN = `${sandboxUrl}/learn/api/public`;

/**
 * Opens the sandbox launcher (what `npm start` shows) and launches a course tool as a persona.
 * The launcher runs the real LTI 1.3 flow: OIDC login at our server -> sandbox authorize ->
 * id_token form POST -> 3-legged OAuth with one_time_session_token -> shell with a launch code.
 */
async function launchFromLauncher(page: Page, route: string, persona: string, courseId = BIO101.id) {
  await page.goto(`${sandboxUrl}/`);
  await expect(page.getByText('Launch mode: LTI 1.3')).toBeVisible();
  await page.locator(`#tool-${route}-${persona}-course`).selectOption(courseId);
  await page
    .locator(`#tool-${route}-${persona}-course`)
    .locator('xpath=..')
    .getByRole('button', { name: /^Launch / })
    .click();
  await page.waitForURL(
    (url) => url.origin === serverUrl && url.pathname === '/' && url.searchParams.get('route') === route,
  );
}

/** No secret may stay in the address bar once the shell has started. */
async function expectNoSecretInAddressBar(page: Page) {
  await expect.poll(() => new URL(page.url()).searchParams.has('launch_code')).toBe(false);
  const url = new URL(page.url());
  expect(url.searchParams.has('token')).toBe(false);
  expect(url.searchParams.get('uuid')).toBeTruthy();
  expect(url.searchParams.get('courseUuid')).toBe(BIO101.uuid);
}

function launchState(page: Page): Record<string, string> {
  const raw = new URL(page.url()).searchParams.get('state')!;
  return JSON.parse(Buffer.from(raw, 'base64').toString('utf8')) as Record<string, string>;
}

/** Reads the sandbox course as Learn's REST API returns it (an application token sees everything). */
async function learnGet<T>(path: string): Promise<T> {
  const { token } = await tokenFor('admin');
  const res = await fetch(`${LEARN}${path}`, { headers: { Authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error(`GET ${path}: ${res.status}`);
  return (await res.json()) as T;
}

interface Content {
  id: string;
  title: string;
  contentHandler: { id: string; customParameters?: Record<string, string>; gradeColumnId?: string };
}
interface Column {
  id: string;
  name: string;
  contentId?: string;
  score: { possible: number };
}

test('deep linking: three items chosen in DeepLinkTool become content and grade columns of the course', async ({
  page,
}) => {
  await launchFromLauncher(page, 'DeepLinkTool', 'instructor');
  await expectNoSecretInAddressBar(page);
  await expect(page.getByRole('checkbox')).toHaveCount(10);
  await expectAxeClean(page, 'main');

  const before = await learnGet<{ results: Content[] }>(`/v1/courses/${BIO101.id}/contents`);
  for (const n of [2, 4, 6]) await page.getByRole('checkbox', { name: `LTI Assignment ${n}` }).check();
  await page.getByRole('button', { name: 'Deploy to Blackboard' }).click();
  // The page form-POSTs the signed response to the platform's deep_link_return_url, which is on the
  // platform's own origin (not the Learn origin): our CSP form-action must allow it.
  await page.waitForURL(`${ltiPlatformOrigin(sandboxUrl)}/lti/deep-link/return`);
  await expect(page.getByRole('status')).toHaveText('Added 3 item(s) to BIO101 Introduction to Biology.');

  const after = await learnGet<{ results: Content[] }>(`/v1/courses/${BIO101.id}/contents`);
  // Other tests of this run may add content to BIO101 too (the iframe test deploys 'LTI Assignment 9').
  const mine = new Set(['LTI Assignment 2', 'LTI Assignment 4', 'LTI Assignment 6']);
  const added = after.results.filter((c) => !before.results.some((b) => b.id === c.id) && mine.has(c.title));
  expect(added.map((c) => c.title)).toEqual(['LTI Assignment 2', 'LTI Assignment 4', 'LTI Assignment 6']);
  for (const item of added) {
    expect(item.contentHandler.id).toBe('resource/x-bb-blti-link');
    expect(item.contentHandler.customParameters).toEqual({ assignmentName: item.title, route: 'LTIAssignment' });
  }
  const columns = await learnGet<{ results: Column[] }>(`/v2/courses/${BIO101.id}/gradebook/columns`);
  for (const item of added) {
    const column = columns.results.find((c) => c.contentId === item.id);
    expect(column, `grade column for ${item.title}`).toMatchObject({ name: item.title, score: { possible: 10 } });
  }
});

test('grade passback: the instructor posts grades and they appear in the sandbox gradebook', async ({ page }) => {
  await launchFromLauncher(page, 'LTIAssignment', 'instructor');
  await expectNoSecretInAddressBar(page);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Welcome to the AI Generated LTI Assignment!' }),
  ).toBeVisible();
  await expect(page.getByRole('table', { name: 'Students' })).toBeVisible();
  const lineItemUrl = launchState(page).lineItemUrl!;
  const columnId = lineItemUrl.split('/').at(-1)!;

  await page.getByRole('textbox', { name: 'Grade for Ava Thompson' }).fill('93');
  await page.getByRole('textbox', { name: 'Grade for Liam Patel' }).fill('41');
  await page.getByRole('button', { name: 'Post Selected Grades' }).click();
  for (const name of ['Ava Thompson', 'Liam Patel']) {
    await expect(
      page
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name }) })
        .getByRole('cell')
        .last(),
    ).toHaveText('Posted');
  }
  await expectAxeClean(page, 'main');

  const ava = await tokenFor('student');
  const liam = await tokenFor('student2');
  const avaGrade = await learnGet<{ score?: number }>(
    `/v2/courses/${BIO101.id}/gradebook/columns/${columnId}/users/${ava.user.id}`,
  );
  const liamGrade = await learnGet<{ score?: number }>(
    `/v2/courses/${BIO101.id}/gradebook/columns/${columnId}/users/${liam.user.id}`,
  );
  // The placement's column is worth 100 points and the server sends scoreMaximum 100.
  expect(avaGrade.score).toBe(93);
  expect(liamGrade.score).toBe(41);
});

test('grades on a deep-linked item go to its own 10-point column, on its scale', async ({ page }) => {
  await launchFromLauncher(page, 'DeepLinkTool', 'instructor');
  await page.getByRole('checkbox', { name: 'LTI Assignment 7' }).check();
  await page.getByRole('button', { name: 'Deploy to Blackboard' }).click();
  await expect(page.getByRole('status')).toHaveText('Added 1 item(s) to BIO101 Introduction to Biology.');
  const contents = await learnGet<{ results: Content[] }>(`/v1/courses/${BIO101.id}/contents`);
  const item = contents.results.filter((c) => c.title === 'LTI Assignment 7').at(-1)!;

  // The instructor opens the deployed item: its launch names the item's own line item.
  await page.goto(`${sandboxUrl}/lti/launch/start?link=${item.id}&persona=instructor`);
  await page.waitForURL((url) => url.origin === serverUrl && url.searchParams.get('route') === 'LTIAssignment');
  await expectNoSecretInAddressBar(page);
  const columnId = launchState(page).lineItemUrl!.split('/').at(-1)!;
  await page.getByRole('textbox', { name: 'Grade for Ava Thompson' }).fill('93');
  await page.getByRole('button', { name: 'Post Selected Grades' }).click();
  await expect(
    page
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: 'Ava Thompson' }) })
      .getByRole('cell')
      .last(),
  ).toHaveText('Posted');

  const column = await learnGet<Column>(`/v2/courses/${BIO101.id}/gradebook/columns/${columnId}`);
  expect(column).toMatchObject({ contentId: item.id, score: { possible: 10 } });
  const ava = await tokenFor('student');
  const grade = await learnGet<{ score?: number }>(
    `/v2/courses/${BIO101.id}/gradebook/columns/${columnId}/users/${ava.user.id}`,
  );
  // 93 of 100 entered, sent as 9.3 of the line item's scoreMaximum 10.
  expect(grade.score).toBe(9.3);
});

test("a student gets the spec's refusal, and the server refuses the student's own POST /lti/grades with 403", async ({
  page,
}) => {
  await launchFromLauncher(page, 'LTIAssignment', 'student');
  await expectNoSecretInAddressBar(page);
  await expect(page.getByText('This action is available only to non-student roles for this course.')).toBeVisible();
  await expect(page.getByRole('button')).toHaveCount(0);

  // Going around the page: the student's own Learn token straight to the server.
  const { token, user } = await tokenFor('student');
  const res = await fetch(`${serverUrl}/lti/grades`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'X-Learn-Platform': sandboxUrl, 'Content-Type': 'application/json' },
    body: JSON.stringify({ url: launchState(page).lineItemUrl, userId: user.uuid, courseId: BIO101.uuid, score: 100 }),
  });
  expect(res.status).toBe(403);
  expect(await res.json()).toEqual({ message: 'Your course role (Student) may not perform this action.' });
});

test('a tampered id_token stops the launch on the error page', async ({ page }) => {
  // Flip one character of the platform's signature on its way to our launch endpoint.
  await page.route(`${serverUrl}/lti/launch`, async (route) => {
    const form = new URLSearchParams(route.request().postData() ?? '');
    const token = form.get('id_token')!;
    form.set('id_token', token.slice(0, -2) + (token.at(-2) === 'A' ? 'B' : 'A') + token.at(-1));
    await route.continue({ postData: form.toString() });
  });
  await page.goto(`${sandboxUrl}/`);
  await page.locator('#tool-LTIAssignment-instructor-course').selectOption(BIO101.id);
  await page
    .locator('#tool-LTIAssignment-instructor-course')
    .locator('xpath=..')
    .getByRole('button', { name: /^Launch / })
    .click();
  await page.waitForURL(`${serverUrl}/lti/launch`);
  const alert = page.getByRole('alert');
  await expect(alert.getByRole('heading', { name: 'The tool could not be launched' })).toBeVisible();
  await expect(alert).toContainText('The id_token signature is not valid');
  await expect(alert).toContainText('bad_signature');
  expect(page.url()).not.toContain('launch_code');
});

test('inside a Learn-like iframe: launch, deep link, and the return page replaces the tool in the frame', async ({
  page,
}) => {
  // The sandbox's course page frames the tool from the platform origin, as Learn does: our server's CSP
  // (frame-ancestors, form-action) must allow it, and no cookie is involved anywhere in the flow.
  await page.goto(`${sandboxUrl}/lti/launch/frame?route=DeepLinkTool&persona=instructor&course=${BIO101.id}`);
  const tool = page.frameLocator('iframe[title="DeepLinkTool (LTI tool)"]');
  await expect(tool.getByRole('checkbox')).toHaveCount(10);
  const frameUrl = new URL(page.frames()[1]!.url());
  expect(frameUrl.origin).toBe(serverUrl);
  expect(frameUrl.searchParams.has('launch_code')).toBe(false);
  expect(frameUrl.searchParams.has('token')).toBe(false);

  await tool.getByRole('checkbox', { name: 'LTI Assignment 9' }).check();
  await tool.getByRole('button', { name: 'Deploy to Blackboard' }).click();
  await expect(tool.getByRole('status')).toHaveText('Added 1 item(s) to BIO101 Introduction to Biology.');
  expect(page.url()).toContain(`${sandboxUrl}/lti/launch/frame?`);
});
