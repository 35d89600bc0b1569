import { ltiLaunch, renderTool, screen, userEvent } from '@tools/testing';
import { describe, expect, it } from 'vitest';
import { projectDeliverablesTableRoute } from '../route.ts';
import { csvFile, SAMPLE_CSV } from './helpers.ts';

/** A real LTI launch of the tracker's placement whose custom parameter `role` is the given one. */
async function launchWithRole(role?: string) {
  const launch = await ltiLaunch('instructor', { route: 'ProjectDeliverablesTable', ...(role ? { role } : {}) });
  const user = userEvent.setup();
  await renderTool(projectDeliverablesTableRoute, launch);
  return user;
}

describe('the role from the LTI launch', { timeout: 30_000 }, () => {
  it('a BA placement: welcome line, BA column revealed and its filter seeded with the initials', async () => {
    const user = await launchWithRole('BA');
    expect(await screen.findByText('Welcome, Margaret Ellis (BA)')).toBeInTheDocument();
    await user.upload(screen.getByLabelText('Upload CSV'), csvFile(SAMPLE_CSV));
    expect(await screen.findByText('Loaded 7 rows from CSV')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /^BA/ })).toBeInTheDocument();
    expect(screen.getByLabelText('Filter BA')).toHaveValue('ME');
    // No BA of the sample is ME: the seeded filter hides every row until it is cleared.
    expect(screen.getByText('No rows match your filters.')).toBeInTheDocument();
  });

  it('a placement without a role: the course role is no deliverables role, so the user is a TPM', async () => {
    const user = await launchWithRole();
    expect(await screen.findByText('Welcome, Margaret Ellis (TPM)')).toBeInTheDocument();
    await user.upload(screen.getByLabelText('Upload CSV'), csvFile(SAMPLE_CSV));
    await screen.findByText('Loaded 7 rows from CSV');
    expect(screen.getByLabelText('Filter TPM')).toHaveValue('ME');
    expect(screen.queryByLabelText('Filter BA')).not.toBeInTheDocument();
  });
});
