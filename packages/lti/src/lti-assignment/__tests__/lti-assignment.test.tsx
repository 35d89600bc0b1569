import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { DEMO } from '@tools/sandbox';
import {
  axeViolations,
  backendRequestLog,
  launchAs,
  LEARN_URL,
  learnServer,
  ltiLaunch,
  renderTool,
  sandbox,
  screen,
  userEvent,
  waitFor,
  within,
} from '@tools/testing';
import { ltiAssignmentRoute } from '../route.ts';

const LINE_ITEM = `${LEARN_URL}/lti/ags/courses/${DEMO.courses.bio101.id}/lineitems/_9_1`;
const BIO = DEMO.courses.bio101.uuid;

/** A real LTI launch of the grade sender in BIO101: the server stores it with the placement's line item. */
const gradeLaunch = (persona: string) =>
  ltiLaunch(persona, { route: 'LTIAssignment', courseId: DEMO.courses.bio101.id });

/** The scores Learn holds in the launch's line item (the placement's grade column), by user uuid. */
function scoresInLearn(lineItemUrl: string | null): Record<string, number> {
  const store = sandbox().state.store;
  const column = store.columnById(new URL(lineItemUrl!).pathname.split('/').at(-1)!)!;
  return Object.fromEntries(
    store.membershipsOfCourse(DEMO.courses.bio101.id).flatMap((m) => {
      const score = store.grade(column, m.userId)?.score;
      return score === undefined ? [] : [[store.userById(m.userId)!.uuid, score]];
    }),
  );
}

/** A member leaves the course in Learn after the page loaded: Learn refuses their score. */
function leaveCourse(userId: string) {
  const store = sandbox().state.store;
  store.removeMembership(store.membership(DEMO.courses.bio101.id, userId)!);
}

const gradePosts = () => backendRequestLog().filter((r) => r.path === '/lti/grades');

const launch = (persona: 'instructor' | 'student' | null, overrides = {}) =>
  launchAs(persona, { courseUuid: BIO, lineItemUrl: LINE_ITEM, ...overrides });

const roleShown = () => screen.getByText('Enrollment Role', { selector: 'dt' }).nextElementSibling?.textContent;
const gradeBox = (name: string) => screen.getByRole('textbox', { name: `Grade for ${name}` });
const statusOf = (name: string) => {
  const row = screen.getByRole('rowheader', { name }).closest('tr')!;
  return within(row).getAllByRole('cell').at(-1)?.textContent;
};

describe('LTIAssignment', () => {
  it('shows the heading, the Instructor role and every student of the course with two Learn requests', async () => {
    const { container } = await renderTool(ltiAssignmentRoute, launch('instructor'));
    expect(
      screen.getByRole('heading', { level: 1, name: 'Welcome to the AI Generated LTI Assignment!' }),
    ).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Students' });
    expect(roleShown()).toBe('Instructor');
    // Sortable headers carry a sort glyph after the label.
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent?.replace(/[^\w ]/g, '')),
    ).toEqual(['Name', 'UUID', 'Grade', 'Status']);
    expect(within(table).getAllByRole('rowheader')).toHaveLength(12);
    const ava = screen.getByRole('rowheader', { name: 'Ava Thompson' }).closest('tr')!;
    expect(ava).toHaveTextContent(DEMO.users.student.uuid);
    expect(screen.queryByRole('rowheader', { name: /Hannah Levi|Margaret Ellis/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Post Selected Grades' })).toBeInTheDocument();

    const log = sandbox().state.requestLog;
    expect(log.total).toBe(2);
    const list = (await (await sandbox().app.request('/sandbox/requests')).json()) as {
      items: { path: string; query: Record<string, string> }[];
    };
    expect(list.items.find((i) => i.path.endsWith('/users'))?.query).toMatchObject({
      limit: '200',
      role: 'Student',
      expand: 'user',
    });
    expect(await axeViolations(container)).toEqual([]);
  });

  it('follows paging.nextPage and keeps student memberships only', async () => {
    const member = (n: number, role: string) => ({
      userId: `_${n}_1`,
      courseRoleId: role,
      user: { id: `_${n}_1`, uuid: `uuid-${n}`, name: { given: 'Person', family: String(n) } },
    });
    learnServer.use(
      http.get(`${LEARN_URL}/learn/api/public/v1/courses/:course/users`, ({ request }) => {
        const offset = new URL(request.url).searchParams.get('offset');
        if (offset === '200') return HttpResponse.json({ results: [member(3, 'Student')] });
        return HttpResponse.json({
          results: [member(1, 'Student'), member(2, 'Instructor')],
          paging: {
            nextPage: `/learn/api/public/v1/courses/uuid:${BIO}/users?role=Student&expand=user&limit=200&offset=200`,
          },
        });
      }),
    );
    await renderTool(ltiAssignmentRoute, launch('instructor'));
    await screen.findByRole('table', { name: 'Students' });
    expect(screen.getAllByRole('rowheader').map((r) => r.textContent)).toEqual(['Person 1', 'Person 3']);
  });

  it('posts each entered grade on its own and shows Posted per student', async () => {
    const launched = await gradeLaunch('instructor');
    await renderTool(ltiAssignmentRoute, launched);
    await screen.findByRole('table', { name: 'Students' });
    await userEvent.type(gradeBox('Ava Thompson'), '95');
    await userEvent.type(gradeBox('Liam Patel'), '0');
    await userEvent.click(screen.getByRole('button', { name: 'Post Selected Grades' }));

    await waitFor(() => expect([statusOf('Ava Thompson'), statusOf('Liam Patel')]).toEqual(['Posted', 'Posted']));
    const untouched = screen
      .getAllByRole('rowheader')
      .map((r) => r.textContent!)
      .filter((n) => !['Ava Thompson', 'Liam Patel'].includes(n));
    expect(untouched.map(statusOf)).toEqual(untouched.map(() => ''));
    expect(gradePosts()).toHaveLength(2);
    expect(scoresInLearn(launched.lineItemUrl)).toEqual({
      [DEMO.users.student.uuid]: 95,
      [DEMO.users.student2.uuid]: 0,
    });
    expect(screen.getByText('Posted 2 of 2 grades.')).toHaveAttribute('role', 'status');
    expect(screen.queryByText('Failed to post one or more grades.')).not.toBeInTheDocument();
  });

  it("marks a refused grade 'Failed' and says 'Failed to post one or more grades.' while the others post", async () => {
    const launched = await gradeLaunch('instructor');
    await renderTool(ltiAssignmentRoute, launched);
    await screen.findByRole('table', { name: 'Students' });
    leaveCourse(DEMO.users.student2.id);
    await userEvent.type(gradeBox('Ava Thompson'), '80');
    await userEvent.type(gradeBox('Liam Patel'), '70');
    await userEvent.click(screen.getByRole('button', { name: 'Post Selected Grades' }));
    expect(await screen.findByText('Failed to post one or more grades.')).toHaveAttribute('role', 'alert');
    expect(statusOf('Liam Patel')).toBe('Failed');
    expect(statusOf('Ava Thompson')).toBe('Posted');
    expect(gradePosts()).toHaveLength(2);
    expect(scoresInLearn(launched.lineItemUrl)).toEqual({ [DEMO.users.student.uuid]: 80 });
  });

  it("says 'No grades entered.' and posts nothing", async () => {
    await renderTool(ltiAssignmentRoute, launch('instructor'));
    await screen.findByRole('table', { name: 'Students' });
    await userEvent.type(gradeBox('Ava Thompson'), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Post Selected Grades' }));
    expect(screen.getByText('No grades entered.')).toHaveAttribute('role', 'alert');
    expect(gradePosts()).toHaveLength(0);
  });

  it.each(['101', '-1', '87.5', 'abc'])(
    "refuses %j with 'All entered grades must be numbers between 0 and 100.'",
    async (bad) => {
      await renderTool(ltiAssignmentRoute, launch('instructor'));
      await screen.findByRole('table', { name: 'Students' });
      await userEvent.type(gradeBox('Ava Thompson'), '90');
      await userEvent.type(gradeBox('Liam Patel'), bad);
      await userEvent.click(screen.getByRole('button', { name: 'Post Selected Grades' }));
      expect(screen.getByText('All entered grades must be numbers between 0 and 100.')).toHaveAttribute(
        'role',
        'alert',
      );
      expect(gradeBox('Liam Patel')).toHaveAttribute('aria-invalid', 'true');
      expect(gradeBox('Ava Thompson')).not.toHaveAttribute('aria-invalid');
      expect(gradePosts()).toHaveLength(0);
    },
  );

  it('shows a student the refusal and no grade controls, with one Learn request', async () => {
    const { container } = await renderTool(ltiAssignmentRoute, launch('student'));
    expect(
      await screen.findByText('This action is available only to non-student roles for this course.'),
    ).toBeInTheDocument();
    expect(roleShown()).toBe('Student');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(sandbox().state.requestLog.total).toBe(1);
    expect(gradePosts()).toHaveLength(0);
    expect(await axeViolations(container)).toEqual([]);
  });

  it("lets another role (Teaching Assistant) 'Send Score' of 87 for themselves", async () => {
    const launched = await gradeLaunch('instructor3');
    const { container } = await renderTool(ltiAssignmentRoute, launched);
    await userEvent.click(await screen.findByRole('button', { name: 'Send Score' }));
    expect(roleShown()).toBe('TeachingAssistant');
    expect(await screen.findByText('Posted')).toHaveAttribute('role', 'status');
    expect(scoresInLearn(launched.lineItemUrl)).toEqual({ [DEMO.users.instructor3.uuid]: 87 });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("says 'Failed to post score.' when the fixed score is refused", async () => {
    const launched = await gradeLaunch('instructor3');
    await renderTool(ltiAssignmentRoute, launched);
    const send = await screen.findByRole('button', { name: 'Send Score' });
    leaveCourse(DEMO.users.instructor3.id); // the server re-checks the caller's course role: refused
    await userEvent.click(send);
    expect(await screen.findByText('Failed to post score.')).toHaveAttribute('role', 'alert');
    expect(screen.queryByText('Posted')).not.toBeInTheDocument();
    expect(scoresInLearn(launched.lineItemUrl)).toEqual({});
  });

  it("says 'Failed to load enrollment.' when the membership cannot be read", async () => {
    sandbox().state.faults.add({ kind: 'status', status: 500, path: `/users/uuid:${DEMO.users.instructor.uuid}` });
    await renderTool(ltiAssignmentRoute, launch('instructor'));
    expect(await screen.findByRole('alert', { name: 'Error' })).toHaveTextContent('Failed to load enrollment.');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it("says 'Failed to load enrollment.' when the user is not enrolled (admin without a membership)", async () => {
    await renderTool(ltiAssignmentRoute, launchAs('admin', { courseUuid: BIO, lineItemUrl: LINE_ITEM }));
    expect(await screen.findByRole('alert', { name: 'Error' })).toHaveTextContent('Failed to load enrollment.');
  });

  it("says 'Failed to load enrollments.' when the student list cannot be read", async () => {
    // The list only (`*` is one segment), not the caller's own membership below it.
    sandbox().state.faults.add({ kind: 'status', status: 500, path: '/learn/api/public/v1/courses/*/users' });
    await renderTool(ltiAssignmentRoute, launch('instructor'));
    expect(await screen.findByRole('alert', { name: 'Error' })).toHaveTextContent('Failed to load enrollments.');
    expect(roleShown()).toBe('Instructor');
    expect(screen.queryByRole('button', { name: 'Post Selected Grades' })).not.toBeInTheDocument();
  });

  it.each([
    ['lineItemUrl', 'Missing lineItemUrl or backEndUrl prop.'],
    ['backendUrl', 'Missing lineItemUrl or backEndUrl prop.'],
    ['uuid', 'Missing uuid query parameter.'],
    ['token', 'Missing access token, UUID, or course UUID. Please log in.'],
    ['courseUuid', 'Missing access token, UUID, or course UUID. Please log in.'],
  ] as const)('without %s says %j and asks Learn nothing', async (key, text) => {
    await renderTool(ltiAssignmentRoute, launch('instructor', { [key]: null }));
    expect(screen.getByRole('alert', { name: 'Error' })).toHaveTextContent(text);
    expect(sandbox().state.requestLog.total).toBe(0);
  });
});
