import { backendRequest, launchAs, renderTool, screen, userEvent, within } from '@tools/testing';
import { describe, expect, it, vi } from 'vitest';
import { projectDeliverablesTableRoute } from '../route.ts';
import { storedRow } from '../../test-support/stored-row.ts';

// A chunk that fails to load (a dropped connection, a new deployment under an open page) rejects the
// dynamic import: the tracker must say so and stay usable, not spin or stay silent.
vi.mock('../save-rows.ts', () => {
  throw new TypeError('Failed to fetch dynamically imported module: save-rows.js');
});
// The bulk edits are also re-exported by the domain's index, so here the edit itself fails.
vi.mock('../../domain/bulk.ts', async (original) => ({
  ...(await original<object>()),
  reRank: () => {
    throw new TypeError('Failed to fetch dynamically imported module: bulk.js');
  },
}));

describe('ProjectDeliverablesTable when an action’s code does not load', { timeout: 30_000 }, () => {
  it('Save to Cloud says why and is ready again; Re-Rank says why', async () => {
    await backendRequest('admin', 'PUT', '/deliverables', storedRow('Payroll feed'));
    const user = userEvent.setup();
    await renderTool(projectDeliverablesTableRoute, launchAs('instructor'));
    await user.click(await screen.findByRole('button', { name: 'Load from Cloud' }));
    expect(await screen.findByText('Loaded 1 row(s) from Cloud')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit Payroll feed' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Row' }, { timeout: 10_000 });
    await user.clear(within(dialog).getByLabelText(/^Customer/));
    await user.type(within(dialog).getByLabelText(/^Customer/), 'Lakeside College');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));

    const save = screen.getByRole('button', { name: 'Save to Cloud' });
    await user.click(save);
    // (vitest wraps the factory's error in its own message; a browser names the chunk)
    const notLoaded = /^That part of the tracker did not load \(.+\)\. Check your connection and try again\.$/;
    expect((await screen.findAllByText(notLoaded)).length).toBeGreaterThan(0);
    expect(save).not.toHaveAttribute('aria-busy', 'true');
    expect(save).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Re-Rank' }));
    expect(
      (await screen.findAllByText(/^That part of the tracker did not load \(.*bulk\.js.*\)/)).length,
    ).toBeGreaterThan(0);
  });
});
