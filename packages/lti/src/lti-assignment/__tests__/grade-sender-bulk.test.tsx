import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { DEMO } from '@tools/sandbox';
import {
  axeViolations,
  launchAs,
  LEARN_URL,
  learnServer,
  renderTool,
  screen,
  userEvent,
  waitFor,
  within,
} from '@tools/testing';
import LtiAssignmentScreen from '../lti-assignment-screen.tsx';

// The grade sender on the bulk runner: retry, idempotent re-post, cancel, a refused session.
const BACKEND = 'https://tools.test';
const LINE_ITEM = `${LEARN_URL}/lti/ags/courses/${DEMO.courses.bio101.id}/lineitems/_9_1`;
const BIO = DEMO.courseUuids.bio101;
// The first six demo students (DEMO.users.students in the same order), all enrolled in BIO101.
const STUDENTS = ['Ava Thompson', 'Liam Patel', 'Sofia Martinez', 'Noah Kim', 'Mia Johnson', 'Ethan Nguyen'];

interface GradePost {
  userId: string;
  score: number;
}

/** Our server's POST /lti/grades: `answer` decides per body (default: accept), and may wait. */
function gradesBackend(answer: (body: GradePost) => Promise<number> | number = () => 200) {
  const posts: GradePost[] = [];
  learnServer.use(
    http.post(`${BACKEND}/lti/grades`, async ({ request }) => {
      const body = (await request.json()) as GradePost;
      posts.push({ userId: body.userId, score: body.score });
      const status = await answer(body);
      if (status !== 200)
        return HttpResponse.json({ message: `Refused (status ${status}).` }, { status: status === 401 ? 401 : 502 });
      return HttpResponse.json({
        userId: body.userId,
        scoreGiven: body.score,
        scoreMaximum: 100,
        timestamp: new Date().toISOString(),
      });
    }),
  );
  return posts;
}

const gradeBox = (name: string) => screen.getByRole('textbox', { name: `Grade for ${name}` });
const statusOf = (name: string) => {
  const row = screen.getByRole('rowheader', { name }).closest('tr')!;
  return within(row).getAllByRole('cell').at(-1)?.textContent;
};
const summary = () => screen.getAllByRole('status').map((s) => s.textContent ?? '');

async function openWithGrades(grades: Record<string, string>) {
  const view = renderTool(LtiAssignmentScreen, launchAs('instructor', { courseUuid: BIO, lineItemUrl: LINE_ITEM }));
  await screen.findByRole('table', { name: 'Students' });
  for (const [name, grade] of Object.entries(grades)) await userEvent.type(gradeBox(name), grade);
  return view;
}

describe('LTIAssignment grade sender (bulk)', () => {
  it("retries only the refused grade with 'Retry failed (1)'", async () => {
    let refuse = true;
    const posts = gradesBackend((b) => (refuse && b.userId === DEMO.users.student2.uuid ? 500 : 200));
    const { container } = await openWithGrades({ [STUDENTS[0]!]: '80', [STUDENTS[1]!]: '70', [STUDENTS[2]!]: '60' });
    await userEvent.click(screen.getByRole('button', { name: 'Post Selected Grades' }));
    expect(await screen.findByText('Failed to post one or more grades.')).toHaveAttribute('role', 'alert');
    expect(summary()).toContain('Posted 2 of 3 grades.');
    expect(await axeViolations(container)).toEqual([]);

    refuse = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry failed (1)' }));
    await waitFor(() => expect(statusOf(STUDENTS[1]!)).toBe('Posted'));
    expect(posts.map((p) => p.userId)).toHaveLength(4);
    expect(posts.at(-1)).toEqual({ userId: DEMO.users.student2.uuid, score: 70 });
    expect(summary()).toContain('Posted 3 of 3 grades.');
    expect(screen.queryByText('Failed to post one or more grades.')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Retry failed/ })).not.toBeInTheDocument();
  }, 15_000); // axe on the whole screen is slow on a loaded machine

  it('posting again sends only grades that failed or changed since they were posted', async () => {
    let refuse = true;
    const posts = gradesBackend((b) => (refuse && b.userId === DEMO.users.student2.uuid ? 500 : 200));
    await openWithGrades({ [STUDENTS[0]!]: '80', [STUDENTS[1]!]: '70', [STUDENTS[2]!]: '60' });
    const postButton = screen.getByRole('button', { name: 'Post Selected Grades' });
    await userEvent.click(postButton);
    await screen.findByText('Failed to post one or more grades.');
    expect(posts).toHaveLength(3);

    refuse = false;
    await userEvent.clear(gradeBox(STUDENTS[2]!));
    await userEvent.type(gradeBox(STUDENTS[2]!), '65');
    await userEvent.click(postButton);
    await waitFor(() => expect(summary()).toContain('Posted 3 of 3 grades.'));
    // Ava's 80 went through before: not sent again. Liam (failed) and Sofia (changed) are.
    expect(posts.slice(3)).toEqual(
      expect.arrayContaining([
        { userId: DEMO.users.student2.uuid, score: 70 },
        { userId: DEMO.users.students[2]!.uuid, score: 65 },
      ]),
    );
    expect(posts).toHaveLength(5);
    expect(STUDENTS.slice(0, 3).map(statusOf)).toEqual(['Posted', 'Posted', 'Posted']);
  });

  it('Cancel: posts on their way finish, the rest are cancelled and can be retried', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const posts = gradesBackend(async () => {
      await held;
      return 200;
    });
    await openWithGrades(Object.fromEntries(STUDENTS.map((name, i) => [name, String(90 - i)])));
    await userEvent.click(screen.getByRole('button', { name: 'Post Selected Grades' }));
    expect(screen.getByRole('progressbar', { name: 'Posting grades' })).toBeInTheDocument();
    await waitFor(() => expect(posts).toHaveLength(4));
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
    expect(posts).toHaveLength(6);
  });

  it('stops posting when the server says the Learn session is refused (401)', async () => {
    const posts = gradesBackend(() => 401);
    await openWithGrades(Object.fromEntries(STUDENTS.map((name) => [name, '50'])));
    await userEvent.click(screen.getByRole('button', { name: 'Post Selected Grades' }));
    await screen.findByText('Failed to post one or more grades.');
    // The posts already on their way (4 at once) answer; the other two are never sent.
    expect(posts).toHaveLength(4);
    expect(STUDENTS.map(statusOf).filter((s) => s === 'Cancelled')).toHaveLength(2);
    expect(STUDENTS.map(statusOf).filter((s) => s === 'Failed')).toHaveLength(4);
  });
});
