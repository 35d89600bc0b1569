import { describe, expect, it } from 'vitest';
import { axeViolations, launchAs, renderTool, sandbox, screen } from '@tools/testing';
import { learnErrorCases, valueOf } from '../../__tests__/learn-error-cases.ts';
import { uefBaseNavRoute } from '../route.ts';

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

  learnErrorCases(uefBaseNavRoute, { failingPath: '/users/' });
});
