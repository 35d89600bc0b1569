import { describe, expect, it } from 'vitest';
import { axeViolations, launchAs, renderTool, sandbox, screen } from '@tools/testing';
import { uefBaseNavRoute } from '../route.ts';

function valueOf(label: string) {
  return screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
}

describe('UEFBaseNav', () => {
  it('welcomes the user with one Learn request', async () => {
    const { container } = await renderTool(uefBaseNavRoute, launchAs('student'));
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Welcome, Ava Thompson!' })).toBeInTheDocument();
    expect(
      screen.getByText('Course Tools is available throughout Ultra. Open a course to see its Course Tools panel.'),
    ).toBeInTheDocument();
    expect(valueOf('Name')).toBe('Ava Thompson');
    expect(valueOf('Email')).toMatch(/@/);
    expect(sandbox().state.requestLog.total).toBe(1);
    expect(await axeViolations(container)).toEqual([]);
  });

  it.each([['token'], ['uuid']] as const)('explains a missing %s without any request', async (key) => {
    await renderTool(uefBaseNavRoute, launchAs('student', { [key]: null }));
    expect(screen.getByRole('alert', { name: 'Error' })).toHaveTextContent(
      'Missing access token or UUID. Please log in.',
    );
    expect(sandbox().state.requestLog.total).toBe(0);
  });

  it.each([
    [401, 'Your Learn session has expired or is not valid. Open the tool again from Learn.'],
    [403, 'You do not have permission to do this in Learn.'],
    [500, 'Learn had a problem answering. Try again later.'],
  ])('explains Learn answering %i', async (status, text) => {
    sandbox().state.faults.add({ kind: 'status', status, path: '/users/' });
    await renderTool(uefBaseNavRoute, launchAs('student'));
    expect(await screen.findByRole('alert', { name: 'Error' })).toHaveTextContent(text);
  });
});
