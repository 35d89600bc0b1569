import { beforeEach, describe, expect, it } from 'vitest';
import {
  axeViolations,
  backendFault,
  launchAs,
  renderTool,
  sandbox,
  screen,
  userEvent,
  waitFor,
  within,
} from '@tools/testing';
import { notificationCenterToolRoute } from '../route.ts';
import { emptyOutbox } from '../../shared/__tests__/outbox-table.ts';

/** Against the real server: SMS reach the sandbox's Twilio-compatible fake. */
beforeEach(emptyOutbox, 60_000);

const smsSent = async () =>
  ((await (await sandbox().app.request('/sandbox/sms/messages')).json()) as { messages: { to: string }[] }).messages;
const GENETICS = 'Remind the students of Genetics Problem Set (BIO101)';

describe('NotificationCenterTool', () => {
  it('lists the taught courses’ assignments due in the next 7 days; sends the chosen one after a preview with the count', async () => {
    const user = userEvent.setup();
    const { container } = await renderTool(notificationCenterToolRoute, launchAs('instructor'));
    const table = await screen.findByRole('table', { name: 'Notification Center' });
    for (const header of ['Course ID', 'Course Name', 'Assignment Name', 'Due Date']) {
      expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(within(table).getAllByText('Genetics Problem Set')).toHaveLength(1);
    expect(within(table).queryByText('Final Project Proposal')).toBeNull(); // due in 9 days
    expect(await axeViolations(container)).toEqual([]);

    await user.click(screen.getByRole('checkbox', { name: GENETICS }));
    expect(screen.getByText(/^1 of \d+ assignments chosen$/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send Notification' }));
    const dialog = await screen.findByRole('dialog', { name: /^Send \d+ reminder text messages for 1 assignment\?$/ });
    expect(dialog).toHaveTextContent(
      /Genetics Problem Set \(BIO101\), due .+: \d+ to send; \d+ students? without a mobile number \(skipped\)/,
    );
    expect(within(dialog).getByText(/^Reminder: Genetics Problem Set in BIO101/)).toBeInTheDocument();
    expect(await smsSent()).toEqual([]); // the preview sends nothing
    await user.click(within(dialog).getByRole('button', { name: /^Send \d+ reminder text messages$/ }));

    const sent = await screen.findByText('Notification sent successfully.', {}, { timeout: 15_000 });
    await waitFor(() => expect(sent.closest('[role="status"]')).toHaveFocus());
    const genetics = screen.getByRole('table', { name: 'Genetics Problem Set (BIO101)' });
    expect(within(genetics).getByRole('row', { name: /Ava Thompson Sent/ })).toBeInTheDocument();
    expect(
      within(genetics).getByRole('row', { name: /Noah Kim Skipped: No usable mobile phone number in Learn\./ }),
    ).toBeInTheDocument();
    expect((await smsSent()).map((s) => s.to)).toContain('+15550101234');
    expect(await axeViolations(container)).toEqual([]);

    // A second press: no dialog, nothing sent twice, and an honest answer.
    const before = (await smsSent()).length;
    await user.click(screen.getByRole('button', { name: 'Send Notification' }));
    const again = await screen.findByText(
      new RegExp(
        `^Already sent to these ${before} students at .+: Genetics Problem Set \\(BIO101\\)\\. Nothing was sent again\\.$`,
      ),
      {},
      { timeout: 15_000 },
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(again.closest('[role="status"]')).toHaveFocus());
    expect((await smsSent()).length).toBe(before);
  }, 60_000);

  it('asks for a choice before sending anything', async () => {
    const user = userEvent.setup();
    await renderTool(notificationCenterToolRoute, launchAs('instructor'));
    await screen.findByRole('table', { name: 'Notification Center' });
    await user.click(screen.getByRole('button', { name: 'Send Notification' }));
    expect(screen.getByText('Choose the assignments to send reminders for.').closest('[role="alert"]')).not.toBeNull();
    expect(await smsSent()).toEqual([]);
  });

  it('says the spec’s failure text when the server refuses', async () => {
    const user = userEvent.setup();
    backendFault({ method: 'POST', path: '/sendNotification', status: 502, message: 'Learn is down.' });
    await renderTool(notificationCenterToolRoute, launchAs('instructor'));
    await screen.findByRole('table', { name: 'Notification Center' });
    await user.click(screen.getByRole('checkbox', { name: GENETICS }));
    await user.click(screen.getByRole('button', { name: 'Send Notification' }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 15_000 });
    await user.click(within(dialog).getByRole('button', { name: /^Send / }));
    const failed = await screen.findByText('Failed to send notification. Please try again.', {}, { timeout: 15_000 });
    expect(failed.closest('[role="alert"]')).not.toBeNull();
    expect(screen.getAllByRole('alert').some((a) => a.textContent?.endsWith(': Learn is down.'))).toBe(true);
  }, 30_000);

  it('with nothing due: the empty text, and the button says there is nothing to send', async () => {
    const user = userEvent.setup();
    await renderTool(notificationCenterToolRoute, launchAs('admin'));
    expect(await screen.findByText('No assignments with due dates in the next week.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send Notification' }));
    expect(screen.getByText('No assignments to send.').closest('[role="alert"]')).not.toBeNull();
  });

  it('explains a missing token', async () => {
    await renderTool(notificationCenterToolRoute, launchAs('instructor', { token: null }));
    expect(screen.getByRole('alert', { name: 'Error' })).toHaveTextContent(
      'Missing access token or UUID. Please log in.',
    );
  });
});
