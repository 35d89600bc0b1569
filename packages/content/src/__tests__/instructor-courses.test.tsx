import { describe, expect, it } from 'vitest';
import { DEMO } from '@tools/sandbox';
import { axeViolations, launchAs, renderTool, sandbox, screen, waitFor, within } from '@tools/testing';
import { instructorCoursesRoute } from '../instructor-courses/route.ts';

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    );

describe('InstructorCourses', () => {
  it('lists the courses the user teaches with content counts and a per-course Content Type Summary', async () => {
    const { container } = await renderTool(instructorCoursesRoute, launchAs('instructor'));
    expect(screen.getByRole('heading', { level: 1, name: 'Instructor Courses' })).toBeInTheDocument();
    expect(screen.getByText('Loading your courses…')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Instructor Courses' });
    for (const header of ['Course ID', 'Name', 'Ultra', 'Availability', 'Content Items']) {
      expect(within(table).getByRole('columnheader', { name: new RegExp(header) })).toBeInTheDocument();
    }
    await waitFor(() => expect(screen.queryAllByText('Counting…')).toHaveLength(0));
    // Instructor of BIO101, MATH150 and CS105 (not HIST110 or BIO101's TA role of others).
    expect(rowsOf(table)).toEqual([
      ['BIO101', 'BIO101 Introduction to Biology', 'Ultra', 'Available', '22'],
      ['MATH150', 'MATH150 Calculus I', 'Classic', 'Unavailable', '3'],
      ['CS105', 'CS105 Programming Fundamentals', 'Ultra', 'Unavailable', '0'],
    ]);
    const summary = screen.getByRole('region', { name: 'Content Type Summary' });
    const bio = within(summary).getByRole('table', { name: 'Content Type Summary: BIO101 Introduction to Biology' });
    expect(rowsOf(bio)).toEqual([
      ['Document', '6'],
      ['Folder', '6'],
      ['Assignment', '5'],
      ['Web Link', '3'],
      ['File', '1'],
      ['Test', '1'],
    ]);
    expect(
      within(summary).getByRole('table', { name: 'Content Type Summary: MATH150 Calculus I' }),
    ).toBeInTheDocument();
    expect(within(summary).getByText('No content in this course.')).toBeInTheDocument();
    // One call for the courses (course expanded), one recursive listing per course.
    const log = sandbox().state.requestLog;
    expect(log.count('GET /learn/api/public/v1/users/{userId}/courses')).toBe(1);
    expect(log.count('GET /learn/api/public/v1/courses/{courseId}/contents')).toBe(3);
    expect(log.total).toBe(4);
    expect(log.items[0]?.query).toMatchObject({ role: 'Instructor', expand: 'course' });
    expect(await axeViolations(container)).toEqual([]);
  });

  it('marks a course whose content cannot be read, keeping the others', async () => {
    sandbox().state.faults.add({ kind: 'status', status: 403, path: `/courses/${DEMO.courses.math150.id}/contents` });
    await renderTool(instructorCoursesRoute, launchAs('instructor'));
    const table = await screen.findByRole('table', { name: 'Instructor Courses' });
    await waitFor(() => expect(screen.queryAllByText('Counting…')).toHaveLength(0));
    expect(rowsOf(table).map((r) => r[4])).toEqual(['22', 'Could not read content', '0']);
  });

  it('says when the user teaches no course', async () => {
    await renderTool(instructorCoursesRoute, launchAs('student'));
    expect(await screen.findByText('You are not an instructor in any course.')).toBeInTheDocument();
  });

  it("shows Learn's message on an error and the missing-parameter message", async () => {
    const view = await renderTool(instructorCoursesRoute, launchAs('instructor', { token: 'expired-token' }));
    expect(await screen.findByRole('alert', { name: 'Error' })).toHaveTextContent('Bearer token is invalid');
    view.unmount();
    await renderTool(instructorCoursesRoute, launchAs('instructor', { uuid: null }));
    expect(screen.getByRole('alert', { name: 'Error' })).toHaveTextContent(
      'Missing access token or user UUID. Please try again.',
    );
  });
});
