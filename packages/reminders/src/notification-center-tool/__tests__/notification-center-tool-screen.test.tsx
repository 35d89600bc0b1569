import { beforeEach, describe, expect, it } from 'vitest';
import { axeViolations, backendFault, launchAs, renderTool, sandbox, screen, userEvent, within } from '@tools/testing';
import { notificationCenterToolRoute } from '../route.ts';
import { emptyOutbox } from '../../shared/__tests__/outbox-table.ts';

/** Against the real server: SMS reach the sandbox's Twilio-compatible fake. */
beforeEach(emptyOutbox, 60_000);

const smsSent = async () =>
  ((await (await sandbox().app.request('/sandbox/sms/messages')).json()) as { messages: { to: string }[] }).messages;

describe('NotificationCenterTool', () => {
  it('lists the taught courses’ assignments due in the next 7 days, then sends SMS and shows every recipient', async () => {
    const user = userEvent.setup();
    const { container } = await renderTool(notificationCenterToolRoute, launchAs('instructor'));
    const table = await screen.findByRole('table', { name: 'Notification Center' });
    for (const header of ['Course ID', 'Course Name', 'Assignment Name', 'Due Date']) {
      expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(within(table).getAllByText('Genetics Problem Set')).toHaveLength(1);
    expect(within(table).queryByText('Final Project Proposal')).toBeNull(); // due in 9 days
    expect(await axeViolations(container)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Send Notification' }));
    expect(await screen.findByText('Notification sent successfully.', {}, { timeout: 15_000 })).toBeInTheDocument();
    const genetics = screen.getByRole('table', { name: 'Genetics Problem Set (BIO101)' });
    expect(within(genetics).getByRole('row', { name: /Ava Thompson Sent/ })).toBeInTheDocument();
    expect(
      within(genetics).getByRole('row', { name: /Noah Kim Skipped: No usable mobile phone number in Learn\./ }),
    ).toBeInTheDocument();
    expect((await smsSent()).map((s) => s.to)).toContain('+15550101234');
    expect(await axeViolations(container)).toEqual([]);

    // A second click sends nothing twice.
    const before = (await smsSent()).length;
    await user.click(screen.getByRole('button', { name: 'Send Notification' }));
    expect(await screen.findByText('Notification sent successfully.', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect((await smsSent()).length).toBe(before);
  }, 30_000);

  it('says the spec’s failure text when the server refuses', async () => {
    const user = userEvent.setup();
    backendFault({ method: 'POST', path: '/sendNotification', status: 502, message: 'Learn is down.' });
    await renderTool(notificationCenterToolRoute, launchAs('instructor'));
    await screen.findByRole('table', { name: 'Notification Center' });
    await user.click(screen.getByRole('button', { name: 'Send Notification' }));
    const failed = await screen.findByText('Failed to send notification. Please try again.', {}, { timeout: 15_000 });
    expect(failed).toHaveAttribute('role', 'alert');
    expect(screen.getAllByRole('alert').some((a) => a.textContent?.endsWith(': Learn is down.'))).toBe(true);
  }, 30_000);

  it('with nothing due: the empty text, and the button says there is nothing to send', async () => {
    const user = userEvent.setup();
    await renderTool(notificationCenterToolRoute, launchAs('admin'));
    expect(await screen.findByText('No assignments with due dates in the next week.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send Notification' }));
    expect(screen.getByText('No assignments to send.')).toHaveAttribute('role', 'alert');
  });

  it('explains a missing token', async () => {
    await renderTool(notificationCenterToolRoute, launchAs('instructor', { token: null }));
    expect(screen.getByRole('alert', { name: 'Error' })).toHaveTextContent(
      'Missing access token or UUID. Please log in.',
    );
  });
});
