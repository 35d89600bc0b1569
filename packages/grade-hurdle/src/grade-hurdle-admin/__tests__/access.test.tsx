import { describe, expect, it } from 'vitest';
import { axeViolations, launchAs, renderTool, sandbox, screen } from '@tools/testing';
import { gradeHurdleAdminRoute } from '../route.ts';
import { FLOW, openAsAdmin } from './helpers.ts';

describe('GradeHurdleAdmin: access', FLOW, async () => {
  it("shows 'Checking permissions…', then the tool for GRADE_HURDLE_ADMIN", async () => {
    await renderTool(gradeHurdleAdminRoute, launchAs('admin'));
    expect(screen.getByRole('heading', { level: 1, name: 'Grade Hurdle Admin' })).toBeInTheDocument();
    expect(screen.getByText('Checking permissions…')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Courses using Grade Hurdle' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Add Association' })).toBeInTheDocument();
  });

  it.each([['instructor'], ['student']] as const)("restricts %s with the spec's text", async (persona) => {
    await renderTool(gradeHurdleAdminRoute, launchAs(persona));
    expect(
      await screen.findByRole('alert', { name: 'Access Restricted: not available for your role.' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Refresh' })).not.toBeInTheDocument();
  });

  it('restricts when Learn cannot confirm the role (spec 002 §6)', async () => {
    sandbox().state.faults.add({ kind: 'status', status: 500, path: '/users/me' });
    await renderTool(gradeHurdleAdminRoute, launchAs('admin'));
    expect(
      await screen.findByRole('alert', { name: 'Access Restricted: not available for your role.' }),
    ).toBeInTheDocument();
  });

  it('needs a token and the back end URL, before any request', async () => {
    const first = await renderTool(gradeHurdleAdminRoute, launchAs('admin', { token: null }));
    expect(screen.getByRole('alert', { name: 'Error' })).toHaveTextContent('Missing access token.');
    first.unmount();
    await renderTool(gradeHurdleAdminRoute, launchAs('admin', { backendUrl: null }));
    expect(screen.getByRole('alert', { name: 'Error' })).toHaveTextContent('Missing backEndUrl prop.');
    expect(sandbox().state.requestLog.total).toBe(0);
  });

  it('is axe-clean with an empty list and Saved', async () => {
    const { view } = await openAsAdmin();
    expect(screen.getByText('No course uses Grade Hurdle yet. Find one under Add Association.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-disabled', 'true');
    expect(await axeViolations(view.container)).toEqual([]);
  });
});
