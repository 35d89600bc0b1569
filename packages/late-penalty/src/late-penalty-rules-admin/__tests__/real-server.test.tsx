import { describe, expect, it } from 'vitest';
import { backendRequest, launchAs, renderTool, screen, within } from '@tools/testing';
import RulesAdminScreen from '../late-penalty-rules-admin-screen.tsx';

// The screen against the real server (routes, service, store on PGlite, Learn checks against the sandbox).
describe('LatePenaltyRulesAdmin against the real server', () => {
  it('lists the rules another admin saved, and the server refuses an instructor', async () => {
    await backendRequest('admin', 'POST', '/late-penalty-rules', [
      { Code: 'ten-percent', Label: '10% penalty each day late', Status: 'Active' },
    ]);
    await expect(
      backendRequest('instructor', 'POST', '/late-penalty-rules', [
        { Code: 'x', Label: '1 point penalty', Status: 'Active' },
      ]),
    ).rejects.toThrow(/403/);
    renderTool(RulesAdminScreen, launchAs('admin'));
    const table = await screen.findByRole('table', { name: 'Late penalty rules' });
    expect(within(table).getByDisplayValue('10% penalty each day late')).toBeInTheDocument();
    expect(within(table).queryByDisplayValue('1 point penalty')).not.toBeInTheDocument();
  });

  it('starts every test from an empty server', async () => {
    renderTool(RulesAdminScreen, launchAs('admin'));
    const table = await screen.findByRole('table', { name: 'Late penalty rules' });
    expect(within(table).queryByDisplayValue('10% penalty each day late')).not.toBeInTheDocument();
  });
});
