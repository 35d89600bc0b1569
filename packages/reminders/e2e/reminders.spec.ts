import { expect, test, type Page } from '@playwright/test';
import { expectAxeClean, sandboxUrl, serverUrl, tabTo } from '../../../e2e/fixtures.ts';
import { expectFocusShown } from '../../../e2e/keyboard.ts';

/**
 * Message Center and Notification Center as an instructor uses them: opened from the sandbox
 * launcher (LTI 1.3), reminders sent by the server through its outbox to the sandbox's SMTP sink
 * (read back in the mail viewer at /sandbox/mail) and its fake SMS API; a second click sends
 * nothing twice.
 */
async function launch(page: Page, route: string, title: string) {
  await page.goto(`${sandboxUrl}/`);
  await page
    .locator(`#tool-${route}`)
    .locator('xpath=..')
    .getByRole('link', { name: new RegExp(`^${title} as instructor `) })
    .click();
  await page.waitForURL((url) => url.origin === serverUrl && url.searchParams.get('route') === route);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
}

const mails = async () =>
  ((await (await fetch(`${sandboxUrl}/sandbox/mail.json`)).json()) as { mails: { to: string; subject: string }[] })
    .mails;
const texts = async () =>
  ((await (await fetch(`${sandboxUrl}/sandbox/sms/messages`)).json()) as { messages: { to: string; body: string }[] })
    .messages;

/** The per-recipient results: every status cell of every assignment's table under 'Recipients'. */
async function statuses(page: Page): Promise<string[]> {
  const section = page.getByRole('region', { name: 'Recipients' });
  return section.locator('tbody tr td:nth-child(2)').allTextContents();
}

test('keyboard only: an instructor chooses assignments, sees the preview with the count, sends; focus follows the results', async ({
  page,
}) => {
  const before = (await mails()).length;
  await launch(page, 'MessageCenterTool', 'Message Center');
  const table = page.getByRole('table', { name: 'Message Center' });
  for (const header of ['Course ID', 'Course Name', 'Assignment Name', 'Due Date'])
    await expect(table.getByRole('columnheader', { name: header })).toBeVisible();
  const assignments = await table.locator('tbody tr td:nth-child(4)').allTextContents();
  expect(assignments.length).toBeGreaterThan(0);
  await expectAxeClean(page);

  await tabTo(page, page.getByRole('checkbox', { name: 'Choose every assignment' }));
  await page.keyboard.press('Space');
  await expect(page.getByText(`${assignments.length} of ${assignments.length} assignments chosen`)).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: 'Send Message' }));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: /^Send \d+ reminder e-mails for \d+ assignments?\?$/ });
  await expect(dialog).toBeVisible({ timeout: 20_000 });
  await expect(dialog.getByText(/^Subject: Reminder: /)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectFocusShown(page);
  expect((await mails()).length).toBe(before); // the preview sent nothing
  await expectAxeClean(page);
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: /^Send \d+ reminder e-mails$/ })).toBeFocused();
  await expectFocusShown(page);
  await page.keyboard.press('Enter');
  const done = page.getByRole('main').getByRole('status').filter({ hasText: 'Message sent successfully.' });
  await expect(done).toBeFocused({ timeout: 20_000 });
  await expectFocusShown(page);
  const first = await statuses(page);
  const sent = first.filter((s) => s === 'Sent').length;
  expect(sent).toBeGreaterThan(0);
  expect(first.every((s) => s === 'Sent' || s.startsWith('Skipped: '))).toBe(true);
  await expectAxeClean(page);

  // What arrived at the SMTP sink, as a user sees it in the mail viewer.
  await expect.poll(async () => (await mails()).length - before).toBe(sent);
  const viewer = await page.context().newPage();
  await viewer.goto(`${sandboxUrl}/sandbox/mail`);
  await expect(viewer.getByRole('heading', { name: 'Sandbox mail', level: 1 })).toBeVisible();
  const subjects = await viewer.getByRole('heading', { level: 2 }).allTextContents();
  for (const assignment of assignments)
    expect(subjects.some((s) => s.startsWith(`Reminder: ${assignment} is due `))).toBe(true);
  await expectAxeClean(viewer);

  // A second press: every student is already reminded of this due date; nothing is sent again, and it says so.
  await tabTo(page, page.getByRole('button', { name: 'Send Message' }), { back: true });
  await page.keyboard.press('Enter');
  const repeat = page
    .getByRole('main')
    .getByRole('status')
    .filter({ hasText: /^Already sent to these \d+ students at / });
  await expect(repeat).toBeFocused({ timeout: 20_000 });
  await expectFocusShown(page);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect((await mails()).length - before).toBe(sent);
});

test('an instructor sends SMS reminders through the fake SMS API; a second click sends nothing', async ({ page }) => {
  const before = (await texts()).length;
  await launch(page, 'NotificationCenterTool', 'Notification Center');
  const table = page.getByRole('table', { name: 'Notification Center' });
  const assignments = await table.locator('tbody tr td:nth-child(4)').allTextContents();
  expect(assignments.length).toBeGreaterThan(0);

  await page.getByRole('checkbox', { name: 'Choose every assignment' }).check();
  await page.getByRole('button', { name: 'Send Notification' }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /^Send \d+ reminder text messages$/ })
    .click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Notification sent successfully.', {
    timeout: 20_000,
  });
  const first = await statuses(page);
  const sent = first.filter((s) => s === 'Sent').length;
  expect(sent).toBeGreaterThan(0);
  // Students without a usable number in Learn are skipped with the reason, not failed.
  expect(first.filter((s) => s !== 'Sent').every((s) => s.startsWith('Skipped: '))).toBe(true);
  await expectAxeClean(page);

  const received = (await texts()).slice(before);
  expect(received).toHaveLength(sent);
  for (const sms of received) {
    expect(sms.to).toMatch(/^\+\d{8,15}$/);
    expect(assignments.some((a) => sms.body.startsWith(`Reminder: ${a} in `))).toBe(true);
  }

  await page.getByRole('button', { name: 'Send Notification' }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText('Nothing was sent again.', {
    timeout: 20_000,
  });
  expect((await texts()).length - before).toBe(sent);
});

test('keyboard only: the Notification Center confirmation closes on Escape, focus goes back to Send Notification, nothing is sent', async ({
  page,
}) => {
  // David Osei (CHEM201, ENG220): the test above sends Margaret's reminders, maybe at the same time, and a
  // confirmation is asked only while someone is still to be reminded.
  await page.goto(`${sandboxUrl}/lti/launch/start?route=NotificationCenterTool&persona=instructor2`);
  await page.waitForURL(
    (url) => url.origin === serverUrl && url.searchParams.get('route') === 'NotificationCenterTool',
  );
  await expect(page.getByRole('table', { name: 'Notification Center' })).toBeVisible();
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  // Nothing chosen yet: pressing Send says so, and focus goes to that message.
  const send = page.getByRole('button', { name: 'Send Notification' });
  await tabTo(page, send);
  await page.keyboard.press('Enter');
  const chooseFirst = page
    .getByRole('main')
    .getByRole('alert')
    .filter({ hasText: 'Choose the assignments to send reminders for.' });
  await expect(chooseFirst).toBeFocused();
  await expectFocusShown(page);

  await tabTo(page, page.getByRole('checkbox', { name: 'Choose every assignment' }), { back: true });
  await page.keyboard.press('Space');
  await tabTo(page, send);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: /^Send \d+ reminder text messages? for \d+ assignments?\?$/ });
  await expect(dialog).toBeVisible({ timeout: 20_000 });
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectFocusShown(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(send).toBeFocused();
  await expectFocusShown(page);
  // Nothing was sent (the SMS count is not compared: the other test of this file may send at the same time).
  await expect(page.getByRole('region', { name: 'Recipients' })).toHaveCount(0);
  await expect(page.getByText('Notification sent successfully.')).toHaveCount(0);
});
