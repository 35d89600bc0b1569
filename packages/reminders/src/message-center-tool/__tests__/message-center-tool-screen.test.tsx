import { beforeEach, describe, expect, it } from 'vitest';
import { axeViolations, backendFault, launchAs, renderTool, sandbox, screen, userEvent, within } from '@tools/testing';
import { messageCenterToolRoute } from '../route.ts';
import { emptyOutbox } from '../../shared/__tests__/outbox-table.ts';

/**
 * Against the real server. E-mail delivery through SMTP is covered by the server's tests (a real
 * SMTP server in process); here the screen's side: the table, the request, and every message.
 */
beforeEach(emptyOutbox, 60_000);

/** Hannah Levi, BIO101's teaching assistant (not one of launchAs' personas). */
function teachingAssistant() {
  const { state } = sandbox();
  const user = state.persona('instructor3')!;
  return launchAs(null, { token: state.issueToken(user.id), uuid: user.uuid, role: 'instructor' });
}

describe('MessageCenterTool', () => {
  it('lists assignments due in the next 7 days of the courses the TA helps teach', async () => {
    const { container } = await renderTool(messageCenterToolRoute, teachingAssistant());
    const table = await screen.findByRole('table', { name: 'Message Center' });
    for (const header of ['Course ID', 'Course Name', 'Assignment Name', 'Due Date']) {
      expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(within(table).getByText('Genetics Problem Set')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('a reminder the server refuses: the spec’s failure text and the reason for that assignment', async () => {
    const user = userEvent.setup();
    await renderTool(messageCenterToolRoute, launchAs('instructor'));
    await screen.findByRole('table', { name: 'Message Center' });
    backendFault({ method: 'POST', path: '/sendMessage/preview', status: 409, message: 'Not due.', times: 1 });
    await user.click(screen.getByRole('checkbox', { name: 'Remind the students of Genetics Problem Set (BIO101)' }));
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    const failed = await screen.findByText('Failed to send message. Please try again.', {}, { timeout: 15_000 });
    expect(failed.closest('[role="alert"]')).not.toBeNull();
    expect(screen.getByText('Genetics Problem Set (BIO101): Not due.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  }, 30_000);

  it('an SMTP outage: each recipient shows when the server tries again, and a summary of the outbox (issue 22 §2)', async () => {
    // The embedded server has no SMTP: every e-mail fails, and the outbox schedules its next try.
    const user = userEvent.setup();
    const { container } = await renderTool(messageCenterToolRoute, launchAs('instructor'));
    await screen.findByRole('table', { name: 'Message Center' });
    await user.click(screen.getByRole('checkbox', { name: 'Remind the students of Genetics Problem Set (BIO101)' }));
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    const dialog = await screen.findByRole('dialog', { name: /^Send \d+ reminder e-mails for 1 assignment\?$/ });
    await user.click(within(dialog).getByRole('button', { name: /^Send \d+ reminder e-mails$/ }));
    const failed = await screen.findByText('Failed to send message. Please try again.', {}, { timeout: 15_000 });
    expect(failed.closest('[role="alert"]')).not.toBeNull();
    const genetics = screen.getByRole('table', { name: 'Genetics Problem Set (BIO101)' });
    const ava = within(genetics).getByRole('row', { name: /Ava Thompson/ });
    expect(ava.textContent).toMatch(/Failed: E-mail is not configured in this server\. \(will retry at .+\)$/);
    const summary = within(genetics.parentElement!).getByText(
      /^Sent: 0\. Waiting to be sent: 0\. Failed, will retry: \d+\. Failed for good: 0\. Skipped: \d+\.$/,
    );
    expect(summary).toBeInTheDocument();
    expect(screen.queryByText(/^Send again to try/)).not.toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  }, 30_000);

  it('with nothing due: the empty text and No assignments to send.', async () => {
    const user = userEvent.setup();
    await renderTool(messageCenterToolRoute, launchAs('admin'));
    expect(await screen.findByText('No assignments with due dates in the next week.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getByText('No assignments to send.').closest('[role="alert"]')).not.toBeNull();
  });

  it('explains a missing uuid', async () => {
    await renderTool(messageCenterToolRoute, launchAs('instructor', { uuid: null }));
    expect(screen.getByRole('alert', { name: 'Error' })).toHaveTextContent(
      'Missing access token or UUID. Please log in.',
    );
  });
});
