import { describe, expect, it } from 'vitest';
import { axeViolations, launchAs, renderTool, sandbox, screen, within } from '@tools/testing';
import { assignmentsRoute } from '../route.ts';
import { toUpcoming } from '../due-window.ts';

describe('Assignments', () => {
  it('lists gradebook items due in the next 7 days from one request, with a countdown', async () => {
    const { container } = await renderTool(assignmentsRoute, launchAs('student'));
    const table = await screen.findByRole('table', { name: 'Upcoming Assignments (Next 7 Days)' });
    for (const header of ['Title', 'Course Name', 'Due Date', 'Description', 'Time Left']) {
      expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(within(row).getAllByRole('cell').at(-1)?.textContent).toMatch(/^\d+m \d+s$/);
    expect(within(table).getAllByText('No description available').length).toBeGreaterThan(0);
    expect(sandbox().state.requestLog.total).toBe(1);
    expect(sandbox().state.requestLog.items[0]?.query).toMatchObject({ type: 'GradebookColumn' });
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows the empty text when nothing is due', async () => {
    sandbox().state.faults.clear();
    await renderTool(assignmentsRoute, launchAs('admin'));
    expect(await screen.findByText('No assignments due in the next week.')).toBeInTheDocument();
  });

  it('explains a missing token', async () => {
    await renderTool(assignmentsRoute, launchAs('student', { token: null }));
    expect(screen.getByRole('alert', { name: 'Error' })).toHaveTextContent(
      'Missing access token or UUID. Please log in.',
    );
  });
});

describe('due window', () => {
  it('asks Learn for the next 7 days from the current minute', async () => {
    await renderTool(assignmentsRoute, launchAs('student'));
    await screen.findByRole('table', { name: 'Upcoming Assignments (Next 7 Days)' });
    const { since = '', until = '' } = sandbox().state.requestLog.items[0]?.query ?? {};
    expect(Date.parse(until) - Date.parse(since)).toBe(7 * 86_400_000);
    expect(new Date(since).getUTCSeconds()).toBe(0);
  });

  it('keeps only gradebook columns, soonest first, and marks missing descriptions', () => {
    const rows = toUpcoming([
      {
        id: 'b',
        type: 'GradebookColumn',
        title: 'Later',
        calendarName: 'C',
        end: '2026-03-05T00:00:00Z',
        description: 'x',
      },
      { id: 'c', type: 'Course', title: 'Event', calendarName: 'C', end: '2026-03-02T00:00:00Z' },
      {
        id: 'a',
        type: 'GradebookColumn',
        title: 'Soon',
        calendarName: 'C',
        end: '2026-03-02T00:00:00Z',
        description: '  ',
      },
    ]);
    expect(rows.map((r) => [r.title, r.description])).toEqual([
      ['Soon', null],
      ['Later', 'x'],
    ]);
  });
});
