import { describe, expect, it } from 'vitest';
import { DEMO } from '@tools/sandbox';
import {
  axeViolations,
  backendFault,
  backendRequest,
  launchAs,
  renderTool,
  sandbox,
  screen,
  userEvent,
  waitFor,
  within,
} from '@tools/testing';
import { quickEnrollRoute } from '../route.ts';

/** QuickEnroll against the real server and the sandbox; memberships are read back from the sandbox. */
const BIO = DEMO.courses.bio101.id;
const membershipOf = (courseId: string, persona: string) =>
  sandbox().state.store.membership(courseId, sandbox().state.persona(persona)!.id);

async function searchFor(type: string, value: string) {
  const user = userEvent.setup();
  await user.selectOptions(await screen.findByLabelText('Search by'), type);
  const input = screen.getByLabelText(/Search value/);
  await user.clear(input);
  if (value) await user.type(input, value);
  await user.click(screen.getByRole('button', { name: 'Search' }));
  return user;
}

describe('QuickEnroll', () => {
  it('searches by course id and shows the spec columns, accessibly', async () => {
    const { container } = await renderTool(quickEnrollRoute, launchAs('admin'));
    expect(await screen.findByRole('heading', { name: 'Quick Enroll' })).toBeInTheDocument();
    expect(
      within(await screen.findByLabelText('Search by'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Course ID', 'Course Name', 'Term', 'Instructor']);
    await searchFor('Course ID', 'BIO101');
    const table = await screen.findByRole('table', { name: 'Courses' });
    for (const header of ['Course ID', 'Enrolled', 'Instructors', 'Actions', 'Course Link']) {
      expect(within(table).getByRole('columnheader', { name: new RegExp(`^${header}`) })).toBeInTheDocument();
    }
    expect(within(table).getAllByRole('columnheader')).toHaveLength(5);
    const row = within(table).getAllByRole('row')[1]!;
    expect(within(row).getByText('BIO101')).toBeInTheDocument();
    expect(within(row).getByText('No')).toBeInTheDocument();
    expect(within(row).getByText('Margaret Ellis')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Open Course' })).toHaveAttribute(
      'href',
      expect.stringContaining('http'),
    );
    expect(await axeViolations(container)).toEqual([]);
  });

  it('asks for a search value', async () => {
    await renderTool(quickEnrollRoute, launchAs('admin'));
    await searchFor('Course Name', '');
    expect(await screen.findByText('Please enter a search value.')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Courses' })).not.toBeInTheDocument();
  });

  it("shows 'No Courses Found.'", async () => {
    await renderTool(quickEnrollRoute, launchAs('admin'));
    await searchFor('Course Name', 'no such course anywhere');
    expect(await screen.findByText('No Courses Found.')).toBeInTheDocument();
  });

  it('finds an instructor’s courses', async () => {
    await renderTool(quickEnrollRoute, launchAs('admin'));
    await searchFor('Instructor', 'Osei');
    const table = await screen.findByRole('table', { name: 'Courses' });
    expect(within(table).getByText('CHEM201')).toBeInTheDocument();
    expect(within(table).getByText('ENG220')).toBeInTheDocument();
  });

  it('enrols and unenrols, flipping Enrolled, and records it for admins', async () => {
    await renderTool(quickEnrollRoute, launchAs('admin'));
    const user = await searchFor('Course ID', 'BIO101');
    await user.click(await screen.findByRole('button', { name: 'Enroll in BIO101' }));
    // The spec's text, then which role Quick Enroll gave; the outcome takes focus.
    const done = await screen.findByText(
      'Enrollment successful! You are enrolled in BIO101 as Instructional Designer.',
    );
    await waitFor(() => expect(done).toHaveFocus());
    expect(membershipOf(BIO, 'admin')?.courseRoleId).toBe('InstructionalDesigner');
    const table = screen.getByRole('table', { name: 'Courses' });
    expect(within(table).getByText('Yes')).toBeInTheDocument();
    const record = await screen.findByRole('table', { name: 'Recent enrollments made with Quick Enroll' });
    await waitFor(() => expect(within(record).getByText('Sam Carter')).toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Unenroll from BIO101' }));
    const undone = await screen.findByText('Unenrollment successful! You are no longer enrolled in BIO101.');
    await waitFor(() => expect(undone).toHaveFocus());
    expect(membershipOf(BIO, 'admin')).toBeUndefined();
    expect(within(table).getByText('No')).toBeInTheDocument();
  });

  it("shows 'Permission Denied' without ID_USER, and hides the record", async () => {
    await renderTool(quickEnrollRoute, launchAs('instructor'));
    expect(await screen.findByText('Permission Denied')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Search' })).not.toBeInTheDocument();
  });

  it("shows 'Permission Denied' when the server refuses (the page's check is only a hint)", async () => {
    backendFault({ path: '/courses', status: 403, message: 'Permission Denied' });
    await renderTool(quickEnrollRoute, launchAs('admin'));
    await searchFor('Course ID', 'BIO');
    expect(await screen.findByText('Permission Denied')).toBeInTheDocument();
  });

  it('reports a failed search, enrol and unenrol with the spec texts', async () => {
    backendFault({ path: '/courses', status: 502, times: 1 });
    await renderTool(quickEnrollRoute, launchAs('admin'));
    const user = await searchFor('Course ID', 'ENG220');
    expect(await screen.findByText('Failed to search courses. Please try again.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    backendFault({ path: '/memberships', status: 500, times: 1 });
    await user.click(await screen.findByRole('button', { name: 'Enroll in ENG220' }));
    expect(await screen.findByText('Failed to enroll. Please try again.')).toBeInTheDocument();
    expect(membershipOf(DEMO.courses.eng220.id, 'admin')).toBeUndefined();

    await backendRequest('admin', 'PUT', `/memberships?courseId=${DEMO.courses.eng220.id}&action=enroll`);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    backendFault({ path: '/memberships', status: 500, times: 1 });
    await user.click(await screen.findByRole('button', { name: 'Unenroll from ENG220' }));
    expect(await screen.findByText('Failed to unenroll. Please try again.')).toBeInTheDocument();
    expect(membershipOf(DEMO.courses.eng220.id, 'admin')).toBeDefined();
  });

  it('sorts by a header ascending, then descending', async () => {
    await renderTool(quickEnrollRoute, launchAs('admin'));
    const user = await searchFor('Instructor', 'Ellis');
    const table = await screen.findByRole('table', { name: 'Courses' });
    const ids = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.querySelector('td')?.textContent);
    await user.click(within(table).getByRole('button', { name: /Course ID/ }));
    expect(ids()).toEqual(['BIO101', 'CS105', 'MATH150']);
    await user.click(within(table).getByRole('button', { name: /Course ID/ }));
    expect(ids()).toEqual(['MATH150', 'CS105', 'BIO101']);
  });

  it('needs a token and uuid', async () => {
    await renderTool(quickEnrollRoute, launchAs(null));
    expect(screen.getByText('Missing access token or UUID. Please log in.')).toBeInTheDocument();
  });
});
