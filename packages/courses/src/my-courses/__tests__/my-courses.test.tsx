import { describe, expect, it } from 'vitest';
import { axeViolations, launchAs, renderTool, sandbox, screen, userEvent, within } from '@tools/testing';
import { myCoursesRoute } from '../route.ts';

describe('MyCourses', () => {
  it('lists the courses with one Learn request (course expanded, no call per course)', async () => {
    const { container } = await renderTool(myCoursesRoute, launchAs('student'));
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'My Course Roster' });
    for (const header of [
      'Course ID',
      'Course Name',
      'Ultra Status',
      'Membership Role',
      'Availability',
      'External Access',
    ]) {
      expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    const bio = within(table).getByRole('row', { name: /BIO101 Introduction to Biology/ });
    expect(within(bio).getByText('Ultra')).toBeInTheDocument();
    expect(within(bio).getByText('Student')).toBeInTheDocument();
    expect(within(bio).getByText('Available')).toBeInTheDocument();
    expect(sandbox().state.requestLog.total).toBe(1);
    expect(await axeViolations(container)).toEqual([]);
  });

  it("reads Unavailable for a course that is not available, and 'Open Course' or 'N/A' for the link", async () => {
    await renderTool(myCoursesRoute, launchAs('student'));
    const table = await screen.findByRole('table', { name: 'My Course Roster' });
    const math = within(table).getByRole('row', { name: /MATH150/ });
    expect(within(math).getByText('Unavailable')).toBeInTheDocument();
    const links = within(table).queryAllByRole('link', { name: /Open Course/ });
    const na = within(table).queryAllByText('N/A');
    expect(links.length + na.length).toBe(within(table).getAllByRole('row').length - 1);
  });

  it('sorts by a header and toggles direction', async () => {
    const user = userEvent.setup();
    await renderTool(myCoursesRoute, launchAs('student'));
    const table = await screen.findByRole('table', { name: 'My Course Roster' });
    const header = within(table).getByRole('columnheader', { name: 'Course ID' });
    await user.click(within(header).getByRole('button'));
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    const ids = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((r) => within(r).getAllByRole('cell')[0]?.textContent);
    const ascending = ids();
    expect(ascending).toEqual([...ascending].sort());
    await user.click(within(header).getByRole('button'));
    expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(ids()).toEqual([...ascending].reverse());
  });

  it('shows the error with the login hint on a 401', async () => {
    await renderTool(myCoursesRoute, launchAs('student', { token: 'expired-token' }));
    const alert = await screen.findByRole('alert', { name: 'Error' });
    expect(alert).toHaveTextContent('Please start the login process by accessing the provided login link.');
  });

  it.each([['token'], ['uuid']] as const)('explains a missing %s', async (key) => {
    await renderTool(myCoursesRoute, launchAs('student', { [key]: null }));
    expect(screen.getByRole('alert', { name: 'Error' })).toHaveTextContent(
      'Missing access token or UUID. Please log in.',
    );
    expect(sandbox().state.requestLog.total).toBe(0);
  });
});
