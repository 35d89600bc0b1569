import { describe, expect, it } from 'vitest';
import { DEMO } from '@tools/sandbox';
import { http, HttpResponse } from 'msw';
import { axeViolations, launchAs, LEARN_URL, learnServer, renderTool, sandbox, screen } from '@tools/testing';
import { showUserInfoRoute } from '../route.ts';

function valueOf(label: string) {
  return screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
}

describe('ShowUserInfo', () => {
  it('shows the launching user with one Learn request', async () => {
    const { container } = await renderTool(showUserInfoRoute, launchAs('student'));
    expect(screen.getByText('Loading user information...')).toBeInTheDocument();
    expect(await screen.findByText('Ava')).toBeInTheDocument();
    expect(valueOf('Last Name')).toBe('Thompson');
    expect(valueOf('Email')).toMatch(/@/);
    expect(valueOf('Cell Phone')).toBe('5550101234');
    expect(sandbox().state.requestLog.total).toBe(1);
    expect(await axeViolations(container)).toEqual([]);
  });

  it("shows 'Not Available' for a missing phone", async () => {
    const noah = DEMO.users.students[3]!;
    const token = sandbox().state.issueToken(noah.id);
    await renderTool(showUserInfoRoute, launchAs(null, { token, uuid: noah.uuid }));
    expect(await screen.findByText('Noah')).toBeInTheDocument();
    expect(valueOf('Cell Phone')).toBe('Not Available');
  });

  it.each([['token'], ['uuid']] as const)('explains a missing %s without any request', async (key) => {
    await renderTool(showUserInfoRoute, launchAs('student', { [key]: null }));
    expect(screen.getByRole('alert', { name: 'Error' })).toHaveTextContent(
      'Missing UUID or token in search parameters.',
    );
    expect(sandbox().state.requestLog.total).toBe(0);
  });

  it("prefers Learn's message when the user cannot be read", async () => {
    sandbox().state.faults.add({ kind: 'status', status: 500, path: '/users/' });
    await renderTool(showUserInfoRoute, launchAs('student'));
    const alert = await screen.findByRole('alert', { name: 'Error' });
    expect(alert).toHaveTextContent('Error');
    expect(alert).toHaveTextContent(/Injected fault/);
  });

  it("falls back to 'Failed to fetch user information.' when Learn gives no message", async () => {
    // A gateway page in front of Learn: HTML, no RestException body.
    learnServer.use(
      http.get(
        `${LEARN_URL}/learn/api/public/v1/users/:userId`,
        () => new HttpResponse('<h1>Bad gateway</h1>', { status: 502 }),
      ),
    );
    await renderTool(showUserInfoRoute, launchAs('student'));
    expect(await screen.findByRole('alert', { name: 'Error' })).toHaveTextContent('Failed to fetch user information.');
  });
});
