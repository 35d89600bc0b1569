import { describe, expect, it } from 'vitest';
import { DEMO } from '@tools/sandbox';
import {
  axeViolations,
  backendFault,
  backendRequestLog,
  ltiLaunch,
  renderTool,
  sandbox,
  screen,
  userEvent,
  waitFor,
  within,
} from '@tools/testing';
import { ltiAssignmentRoute } from '../route.ts';

// The grade sender on the bulk runner against the real server and the sandbox's AGS: retry,
// idempotent re-post, cancel, a refused session.
const BIO_ID = DEMO.courses.bio101.id;
// The first six demo students (DEMO.users.students in the same order), all enrolled in BIO101.
const STUDENTS = ['Ava Thompson', 'Liam Patel', 'Sofia Martinez', 'Noah Kim', 'Mia Johnson', 'Ethan Nguyen'];
const LIAM = DEMO.users.student2;

const gradePosts = () => backendRequestLog().filter((r) => r.method === 'POST' && r.path === '/lti/grades');

/** Liam leaves BIO101 in Learn (the platform refuses his score); `back()` re-enrols him. */
function liamLeaves() {
  const store = sandbox().state.store;
  const membership = store.membership(BIO_ID, LIAM.id)!;
  store.removeMembership(membership);
  return { back: () => store.addMembership(membership) };
}

/** The scores Learn holds in the launch's line item, by user uuid. */
function scoresInLearn(lineItemUrl: string | null): Record<string, number> {
  const store = sandbox().state.store;
  const column = store.columnById(new URL(lineItemUrl!).pathname.split('/').at(-1)!)!;
  return Object.fromEntries(
    store.membershipsOfCourse(BIO_ID).flatMap((m) => {
      const score = store.grade(column, m.userId)?.score;
      return score === undefined ? [] : [[store.userById(m.userId)!.uuid, score]];
    }),
  );
}

const gradeBox = (name: string) => screen.getByRole('textbox', { name: `Grade for ${name}` });
const statusOf = (name: string) => {
  const row = screen.getByRole('rowheader', { name }).closest('tr')!;
  return within(row).getAllByRole('cell').at(-1)?.textContent;
};
const summary = () => screen.getAllByRole('status').map((s) => s.textContent ?? '');

/** A real LTI launch of the grade sender in BIO101 by the instructor, with these grades typed. */
async function openWithGrades(grades: Record<string, string>) {
  const launch = await ltiLaunch('instructor', { route: 'LTIAssignment', courseId: BIO_ID });
  const view = await renderTool(ltiAssignmentRoute, launch);
  await screen.findByRole('table', { name: 'Students' });
  for (const [name, grade] of Object.entries(grades)) await userEvent.type(gradeBox(name), grade);
  return { ...view, launch };
}

describe('LTIAssignment grade sender (bulk)', () => {
  it("retries only the refused grade with 'Retry failed (1)'", async () => {
    const { container, launch } = await openWithGrades({
      [STUDENTS[0]!]: '80',
      [STUDENTS[1]!]: '70',
      [STUDENTS[2]!]: '60',
    });
    const liam = liamLeaves();
    await userEvent.click(screen.getByRole('button', { name: 'Post Selected Grades' }));
    expect(await screen.findByText('Failed to post one or more grades.')).toHaveAttribute('role', 'alert');
    expect(summary()).toContain('Posted 2 of 3 grades.');
    expect(await axeViolations(container)).toEqual([]);

    liam.back();
    await userEvent.click(screen.getByRole('button', { name: 'Retry failed (1)' }));
    await waitFor(() => expect(statusOf(STUDENTS[1]!)).toBe('Posted'));
    expect(gradePosts()).toHaveLength(4);
    expect(scoresInLearn(launch.lineItemUrl)).toEqual({
      [DEMO.users.students[0]!.uuid]: 80,
      [LIAM.uuid]: 70,
      [DEMO.users.students[2]!.uuid]: 60,
    });
    expect(summary()).toContain('Posted 3 of 3 grades.');
    expect(screen.queryByText('Failed to post one or more grades.')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Retry failed/ })).not.toBeInTheDocument();
  }, 30_000); // axe on the whole screen and two runs (each with its lease) are slow on a loaded machine

  it('posting again sends only grades that failed or changed since they were posted', async () => {
    const { launch } = await openWithGrades({ [STUDENTS[0]!]: '80', [STUDENTS[1]!]: '70', [STUDENTS[2]!]: '60' });
    const liam = liamLeaves();
    const postButton = screen.getByRole('button', { name: 'Post Selected Grades' });
    await userEvent.click(postButton);
    await screen.findByText('Failed to post one or more grades.');
    expect(gradePosts()).toHaveLength(3);

    liam.back();
    await userEvent.clear(gradeBox(STUDENTS[2]!));
    await userEvent.type(gradeBox(STUDENTS[2]!), '65');
    await userEvent.click(postButton);
    await waitFor(() => expect(summary()).toContain('Posted 3 of 3 grades.'));
    // Ava's 80 went through before: not sent again. Liam (failed) and Sofia (changed) are.
    expect(gradePosts()).toHaveLength(5);
    expect(scoresInLearn(launch.lineItemUrl)).toEqual({
      [DEMO.users.students[0]!.uuid]: 80,
      [LIAM.uuid]: 70,
      [DEMO.users.students[2]!.uuid]: 65,
    });
    expect(STUDENTS.slice(0, 3).map(statusOf)).toEqual(['Posted', 'Posted', 'Posted']);
  });

  it('Cancel: posts on their way finish, the rest are cancelled and can be retried', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    // A slow server: posts wait, then reach the real server.
    backendFault({ method: 'POST', path: '/lti/grades', hold: held, times: 6 });
    await openWithGrades(Object.fromEntries(STUDENTS.map((name, i) => [name, String(90 - i)])));
    await userEvent.click(screen.getByRole('button', { name: 'Post Selected Grades' }));
    expect(screen.getByRole('progressbar', { name: 'Posting grades' })).toBeInTheDocument();
    await waitFor(() => expect(gradePosts()).toHaveLength(4));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    const count = (status: string) => STUDENTS.map(statusOf).filter((s) => s === status).length;
    expect(count('Cancelled')).toBe(2);
    expect(count('')).toBe(4);
    release();
    await waitFor(() => expect(summary()).toContain('Posted 4 of 6 grades.'));
    expect(count('Posted')).toBe(4);
    expect(count('Cancelled')).toBe(2);
    // Nothing was refused: cancelled posts are not failures.
    expect(screen.queryByText('Failed to post one or more grades.')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry failed (2)' }));
    await waitFor(() => expect(summary()).toContain('Posted 6 of 6 grades.'));
    expect(gradePosts()).toHaveLength(6);
  });

  it('posts nothing when the Learn session ended before posting (the lease is refused)', async () => {
    const { launch } = await openWithGrades(Object.fromEntries(STUDENTS.map((name) => [name, '50'])));
    sandbox().state.tokens.revoke(launch.token!); // the Learn session ends: the server's check gets a 401
    await userEvent.click(screen.getByRole('button', { name: 'Post Selected Grades' }));
    expect(await screen.findByText('No grades were posted: Learn did not accept the token.')).toHaveAttribute(
      'role',
      'alert',
    );
    expect(gradePosts()).toHaveLength(0);
  });

  it('stops posting when the server says the Learn session is refused (401)', async () => {
    await openWithGrades(Object.fromEntries(STUDENTS.map((name) => [name, '50'])));
    // The session ends while posting: every grade post is refused as the server refuses it.
    backendFault({ method: 'POST', path: '/lti/grades', status: 401, message: 'Learn did not accept the token.' });
    await userEvent.click(screen.getByRole('button', { name: 'Post Selected Grades' }));
    await screen.findByText('Failed to post one or more grades.');
    // The posts already on their way (4 at once) answer; the other two are never sent.
    expect(gradePosts()).toHaveLength(4);
    expect(STUDENTS.map(statusOf).filter((s) => s === 'Cancelled')).toHaveLength(2);
    expect(STUDENTS.map(statusOf).filter((s) => s === 'Failed')).toHaveLength(4);
  });
});
