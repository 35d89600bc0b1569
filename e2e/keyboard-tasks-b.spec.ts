import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { DEMO_ATHLETES_CSV } from '../packages/athletics/src/domain/demo-athletes.ts';
import { DEMO } from '@tools/sandbox';
import { expectAxeClean, sandboxUrl, serverUrl, tabTo } from './fixtures.ts';
import { announced, expectFocus, expectNoSideScroll, fromTop, launch } from './keyboard.ts';

/**
 * Issue 24: each tool's main task with the keyboard only (no click, no mouse), in the Learn app's
 * frame (390 x 844) unless a test says otherwise. Each asserts that the main control is reached by
 * Tab, where focus lands after each action (never the page itself), that the result is announced
 * (role=status / aria-live with the result text) and that the page never scrolls sideways.
 * Courses and data are chosen so these tests run beside the tools' own specs on one sandbox.
 */
test.use({ viewport: { width: 390, height: 844 } });

test('LTIAssignment: the instructor posts a grade; focus stays on Post, the count is announced', async ({ page }) => {
  // MATH150: a grade posted in BIO101 changes the final grades grade-hurdle.spec writes back there, and
  // lti-flow.spec grades BIO101's first students; no other spec reads MATH150's gradebook.
  await launch(page, 'LTIAssignment', 'instructor', DEMO.courses.math150.id);
  const table = page.getByRole('table', { name: 'Students' });
  await expect(table.getByRole('rowheader').nth(2)).toBeVisible();
  const name = (await table.getByRole('rowheader').nth(2).textContent())!.trim();
  await fromTop(page);

  // Nothing entered: the spec's message, focus stays on the button.
  const post = page.getByRole('button', { name: 'Post Selected Grades' });
  await tabTo(page, post);
  await page.keyboard.press('Enter');
  await expect(page.getByText('No grades entered.')).toBeVisible();
  await expectFocus(page, post);

  const grade = page.getByRole('textbox', { name: `Grade for ${name}` });
  await tabTo(page, grade, { back: true });
  await page.keyboard.type('77');
  await tabTo(page, post);
  await page.keyboard.press('Enter');
  await expect(announced(page, 'Posted 1 of 1 grades.')).toBeAttached();
  await expect(
    table
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name }) })
      .getByRole('cell')
      .last(),
  ).toHaveText('Posted');
  // The button stays (busy, not disabled, while posting): focus never drops to the page.
  await expectFocus(page, post);
  await expectNoSideScroll(page);
  await expectAxeClean(page, 'main');
});

test('DeepLinkTool: the instructor picks items with Space and deploys with Enter', async ({ page }) => {
  // MATH150: an item deployed in BIO101 changes what content-tools.spec counts there (22 items) and the
  // last item of crawler.spec's tree; no other spec reads MATH150's content.
  await launch(page, 'DeepLinkTool', 'instructor', DEMO.courses.math150.id);
  await expect(page.getByRole('checkbox')).toHaveCount(10);
  await fromTop(page);
  const deploy = page.getByRole('button', { name: 'Deploy to Blackboard' });

  // Nothing chosen: the spec's message is announced and focus stays on the button.
  await tabTo(page, deploy);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Please select at least one item to deploy.')).toBeVisible();
  await expectFocus(page, deploy);
  await expectNoSideScroll(page);

  const item = page.getByRole('checkbox', { name: 'LTI Assignment 3' });
  await tabTo(page, item, { back: true });
  await page.keyboard.press('Space');
  await expect(item).toBeChecked();
  await expectFocus(page, item);
  await tabTo(page, deploy);
  await page.keyboard.press('Enter');
  // The signed response goes back to Learn, whose page replaces the tool and says what was added.
  await page.waitForURL((url) => url.pathname === '/lti/deep-link/return');
  await expect(page.getByRole('status')).toHaveText('Added 1 item(s) to MATH150 Calculus I.');
});

test('SetCategory: the admin runs the dry run and adds the courses; focus follows the result', async ({ page }) => {
  // SCI-LAB (Laboratory Sciences): no course in the seed and no other spec writes to it.
  await launch(page, 'SetCategory', 'admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Set Category for Filtered Courses' })).toBeVisible();
  await fromTop(page);
  const run = page.getByRole('button', { name: 'Set Category' });

  await tabTo(page, run);
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('alert').filter({ hasText: 'Category ID and data source key name are required.' }),
  ).toBeVisible();
  await expectFocus(page, run);

  await tabTo(page, page.getByLabel(/^Category ID/), { back: true });
  await page.keyboard.type('SCI-LAB');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel(/^Data Source Key Name/)).toBeFocused();
  await page.keyboard.type('SIS_COURSES');
  // Enter in the form runs the dry run (writes nothing); its result is announced and takes focus.
  await page.keyboard.press('Enter');
  const plan = announced(
    page,
    '4 courses from data source SIS_COURSES match. 0 already in Laboratory Sciences, 4 will be added.',
  );
  await expect(plan).toBeVisible();
  await expectFocus(page, plan);
  await expectNoSideScroll(page);

  const add = page.getByRole('button', { name: 'Add 4 courses to Laboratory Sciences' });
  await tabTo(page, add);
  await page.keyboard.press('Enter');
  const done = announced(
    page,
    'All matching courses successfully associated with the category. Added 4, already in category 0, failed 0, cancelled 0.',
  );
  await expect(done).toBeVisible();
  await expectFocus(page, done);
  await expect(
    page.getByRole('table', { name: 'Matching courses' }).getByRole('row', { name: /BIO101.*Added/ }),
  ).toBeVisible();
  await expectNoSideScroll(page);
  await expectAxeClean(page);
});

test('SportsAndStudents: the admin sorts by sport, confirms a CSV load; the load is announced', async ({ page }) => {
  await launch(page, 'SportsAndStudents', 'admin');
  const table = page.getByRole('table', { name: 'Student Athletic Details' });
  await expect(table.getByRole('cell', { name: 'Soccer' })).toBeVisible();
  await fromTop(page);

  const sport = table.getByRole('button', { name: /^Sport/ });
  await tabTo(page, sport);
  await page.keyboard.press('Enter');
  await expect(table.getByRole('columnheader', { name: /^Sport/ })).toHaveAttribute(
    'aria-sort',
    /ascending|descending/,
  );
  await expectFocus(page, sport);

  // The file input opens the chooser from the keyboard; the same demo file the server was seeded with.
  const file = page.getByLabel('CSV file', { exact: true });
  await tabTo(page, file);
  const chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Space');
  await (
    await chooser
  ).setFiles({
    name: 'athletes.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(DEMO_ATHLETES_CSV),
  });
  const load = page.getByRole('button', { name: 'Load CSV' });
  await tabTo(page, load);
  // Loading replaces the stored details: confirmed first; Escape cancels with focus back on Load CSV.
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', {
    name: /^Replace the stored athletic details \(\d+ sport\(s\), \d+ student\(s\)\)\?$/,
  });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expectFocus(page, load);

  await page.keyboard.press('Enter');
  await tabTo(page, dialog.getByRole('button', { name: 'Replace details' }));
  await page.keyboard.press('Enter');
  await expect(announced(page, /^Loaded \d+ line\(s\): \d+ sport\(s\), \d+ student\(s\)\./)).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expectFocus(page, load);
  await expectNoSideScroll(page);
  await expectAxeClean(page);
});

test('EventPublicationTool: generate and publish from the keyboard; focus stays on each button', async ({ page }) => {
  // Hannah Levi (instructor3): the log is kept per publisher, so what she publishes leaves
  // event-publication.spec's instructor something to generate.
  await launch(page, 'EventPublicationTool', 'instructor3');
  await expect(page.getByRole('heading', { name: 'Event Management Tool' })).toBeVisible();
  await fromTop(page);
  const status = page.getByRole('main').getByRole('status');

  const generate = page.getByRole('button', { name: 'Generate Events' });
  await tabTo(page, generate);
  await page.keyboard.press('Enter');
  await expect(status).toHaveText('Events generated successfully!', { timeout: 20_000 });
  await expectFocus(page, generate);

  const publish = page.getByRole('button', { name: 'Publish Events' });
  await tabTo(page, publish);
  await page.keyboard.press('Enter');
  await expect(status).toHaveText('Events published successfully!');
  await expectFocus(page, publish);
  await expectNoSideScroll(page);
  await expectAxeClean(page);
});

test('UploadRubric: the admin loads, transforms and sends a D2L export from the keyboard', async ({ page }) => {
  // CS105 (Ultra): no rubrics in the seed; upload-rubric.spec writes to ENG220.
  await launch(page, 'UploadRubric', 'admin');
  await expect(page.getByRole('heading', { level: 1, name: 'D2L to Blackboard Rubrics Migration Tool' })).toBeVisible();
  await fromTop(page);

  const file = page.getByLabel(/^Rubrics file \(XML or ZIP\)/);
  await tabTo(page, file);
  const chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Space');
  await (
    await chooser
  ).setFiles({
    name: 'rubrics_d2l.xml',
    mimeType: 'text/xml',
    buffer: readFileSync(
      new URL('../packages/rubrics/src/domain/__tests__/fixtures/course-rubrics.xml', import.meta.url),
    ),
  });
  await expect(announced(page, 'File successfully loaded.')).toBeVisible();

  const transform = page.getByRole('button', { name: 'Transform' });
  await tabTo(page, transform);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Rubrics (5)' })).toBeVisible();
  await expect(announced(page, 'Transformed 5 rubrics; their previews are below.')).toBeVisible();
  await expectFocus(page, transform);

  await tabTo(page, page.getByLabel(/^Course ID/));
  await page.keyboard.type('CS105');
  await page.keyboard.press('Enter');
  await expect(announced(page, 'Course ID loaded: CS105')).toBeVisible();

  const send = page.getByRole('button', { name: 'Send to Blackboard' });
  await tabTo(page, send);
  await page.keyboard.press('Enter');
  const done = announced(page, 'Upload process completed. 5 sent, 0 failed, 0 cancelled, 0 not sent.');
  await expect(done).toBeVisible();
  await expectFocus(page, send);
  await expectNoSideScroll(page);
  await expectAxeClean(page);
});

test('GradeHurdleAdmin: the admin adds a course, saves, cancels and confirms its removal', async ({ page }) => {
  // CS105: no Grade Hurdle association in the seed or in another spec (grade-hurdle-admin.spec uses MATH150).
  await launch(page, 'GradeHurdleAdmin', 'admin');
  const list = page.getByRole('table', { name: 'Grade Hurdle course associations' });
  await expect(list).toBeVisible();
  await fromTop(page);

  const by = page.getByLabel('Search by');
  await tabTo(page, by);
  await page.keyboard.press('ArrowDown');
  await expect(by).toHaveValue('courseId');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Search for')).toBeFocused();
  await page.keyboard.type('CS105');
  await page.keyboard.press('Enter');
  await expect(announced(page, 'Showing 1 course(s).')).toBeVisible();

  const add = page.getByRole('table', { name: 'Course search results' }).getByRole('button', { name: /^Add CS105/ });
  await tabTo(page, add);
  await page.keyboard.press('Enter');
  await expect(announced(page, /Added CS105.*\. Save Changes stores it\./)).toBeAttached();
  // The button stays (now 'Listed') so focus does not fall to the page.
  await expectFocus(
    page,
    page.getByRole('table', { name: 'Course search results' }).getByRole('button', { name: /^Listed: CS105/ }),
  );
  const row = list.getByRole('row', { name: /CS105/ });
  await expect(row.getByText('New (not saved)')).toBeVisible();

  const save = page.getByRole('button', { name: 'Save Changes' });
  await tabTo(page, save, { back: true });
  await page.keyboard.press('Enter');
  await expect(announced(page, 'All changes saved.')).toBeVisible();
  await expectFocus(page, page.getByRole('button', { name: 'Saved' }));
  await expectNoSideScroll(page);

  // Removal deletes on the server: confirmed first. Escape cancels, focus back on the opener.
  const remove = row.getByRole('button', { name: /^Remove CS105/ });
  await tabTo(page, remove);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: /^Remove Grade Hurdle from CS105.*\?$/ });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expectFocus(page, remove);

  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await tabTo(page, dialog.getByRole('button', { name: 'Remove', exact: true }));
  await page.keyboard.press('Enter');
  await expect(announced(page, /Removed CS105.*\./)).toBeAttached();
  await expect(list.getByRole('row', { name: /CS105/ })).toHaveCount(0);
  await expectFocus(page, page.getByRole('heading', { name: 'Courses using Grade Hurdle' }));
  await expectAxeClean(page);
});

test('LatePenaltyRulesAdmin: the admin adds a rule, saves, cancels and confirms its deletion', async ({ page }) => {
  const LABEL = '7 points penalty if more than 3 days late';
  await launch(page, 'LatePenaltyRulesAdmin', 'admin');
  await expect(page.getByRole('tab', { name: 'Manage Rules' })).toHaveAttribute('aria-selected', 'true');
  await fromTop(page);

  // '+ Add rule' puts focus in the new row's label.
  await tabTo(page, page.getByRole('button', { name: '+ Add rule' }));
  await page.keyboard.press('Enter');
  const label = page.getByLabel(/^Label of new rule \d+$/);
  await expectFocus(page, label);
  await page.keyboard.type(LABEL);

  const save = page.getByRole('button', { name: 'Save all' });
  await tabTo(page, save, { back: true });
  await page.keyboard.press('Enter');
  await expect(announced(page, 'All changes saved')).toBeVisible();
  await expectFocus(page, save);
  await expectNoSideScroll(page);

  // Deleting a saved rule is confirmed: Escape cancels with focus back on the cross.
  const del = page.getByRole('button', { name: `Delete rule ${LABEL}` });
  await tabTo(page, del);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Delete the rule “${LABEL}”?` });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('No course uses it.');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expectFocus(page, del);

  await page.keyboard.press('Enter');
  await tabTo(page, dialog.getByRole('button', { name: 'Delete rule', exact: true }));
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  const deleted = announced(page, 'Rule deleted');
  await expect(deleted).toBeVisible();
  // The cross went with its row: focus lands on the announced result (with its Undo), not the page.
  await expectFocus(page, deleted);
  await expect(page.getByRole('button', { name: `Delete rule ${LABEL}` })).toHaveCount(0);
  await expectAxeClean(page);
});

test.describe('at 1280 (Ultra is a desktop frame)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('UEFBase, UEFBaseNav, UEFCourseDetails: the Ultra frame opened from the keyboard', async ({ page }) => {
    await page.goto(`${sandboxUrl}/`);
    const ultra = page.getByRole('link', { name: 'Ultra frame as instructor' });
    await tabTo(page, ultra);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Ultra frame' })).toBeVisible();
    // UEFBase (hidden loader) says it is connected, in a status.
    const loader = page.frameLocator('#ultra-integration');
    await expect(loader.getByRole('status').filter({ hasText: /^Course Tools is connected to Ultra/ })).toBeAttached();

    // UEFBaseNav: the base navigation entry, by Tab and Enter.
    const nav = page.getByRole('navigation', { name: 'Base navigation' });
    const entry = nav.getByRole('button', { name: 'Course Tools' });
    await tabTo(page, entry);
    await page.keyboard.press('Enter');
    const basePage = page.frameLocator('#ultra-main iframe[title="Course Tools"]');
    await expect(basePage.getByRole('heading', { name: /^Welcome, .+!$/ })).toBeVisible();
    await expect(basePage.getByRole('heading', { name: 'Base Navigation' })).toBeVisible();

    // UEFCourseDetails: the course's panel, by Tab and Enter.
    const course = nav.getByRole('button', { name: 'BIO101 Introduction to Biology' });
    await tabTo(page, course);
    await page.keyboard.press('Enter');
    const panel = page.getByRole('complementary', { name: 'Course Tools panel' });
    const details = panel.frameLocator('iframe');
    await expect(details.getByRole('heading', { name: 'BIO101 Introduction to Biology' })).toBeVisible();
    await expect(details.getByText('Course Tools for this course.')).toBeVisible();
    // Our pages inside Ultra's frames never scroll sideways.
    // (UEFBase's loader frame is hidden: zero wide, nothing to see.)
    for (const frame of page
      .frames()
      .filter((f) => f.url().startsWith(serverUrl) && !f.url().includes('route=UEFBase&'))) {
      const { scroll, client } = await frame.evaluate(() => ({
        scroll: document.scrollingElement!.scrollWidth,
        client: document.scrollingElement!.clientWidth,
      }));
      expect(scroll, `${frame.url()} scrolls sideways`).toBeLessThanOrEqual(client);
    }
    await expectAxeClean(page);
  });
});

test('UEFBaseNav and UEFCourseDetails at 390: the pages alone fit the Learn app frame', async ({ page }) => {
  await launch(page, 'UEFBaseNav', 'instructor');
  await expect(page.getByRole('heading', { name: /^Welcome, .+!$/ })).toBeVisible();
  await expectNoSideScroll(page);
  await expectAxeClean(page);

  await launch(page, 'UEFCourseDetails', 'instructor', DEMO.courses.bio101.id);
  await expect(page.getByRole('heading', { name: 'BIO101 Introduction to Biology' })).toBeVisible();
  await expectNoSideScroll(page);
  await expectAxeClean(page);
});
