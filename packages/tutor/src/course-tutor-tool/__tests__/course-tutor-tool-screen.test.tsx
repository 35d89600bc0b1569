import { describe, expect, it } from 'vitest';
import { DEMO } from '@tools/sandbox';
import {
  axeViolations,
  backendFault,
  launchAs,
  learnRequestsOfScreen,
  renderTool,
  sandbox,
  screen,
  waitFor,
  within,
} from '@tools/testing';
import { courseTutorToolRoute } from '../route.ts';

const courseUuid = DEMO.courseUuids.bio101;
// Our real server answers /related-articles with its `fake` provider (RELATED_ARTICLES_PROVIDER in
// tests): one Wikipedia search link per query, titled after the query.
const article = (query: string) => `${query} – Wikipedia search`;
const searchUrl = (query: string) => `https://en.wikipedia.org/w/index.php?${new URLSearchParams({ search: query })}`;

const table = (name: string) => screen.findByRole('table', { name });
const rowsOf = (t: HTMLElement) =>
  within(t)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent?.trim()),
    );

describe('CourseTutorTool', () => {
  it('sorts the student’s grades into high and low tables with instructions and article links, in 5 Learn requests', async () => {
    const { container } = await renderTool(courseTutorToolRoute, launchAs('student', { courseUuid }));
    expect(screen.getByText('Loading grades…')).toBeInTheDocument();
    const high = await table('High Scores (Grade > 90)');
    const low = await table('Low Scores (Grade < 75)');
    for (const t of [high, low]) {
      expect(within(t).getAllByRole('columnheader')).toHaveLength(4);
      for (const name of ['Grade', 'Grade Column', 'Instructions', 'To Improve Your Understanding']) {
        expect(within(t).getByRole('columnheader', { name })).toBeInTheDocument();
      }
    }
    await waitFor(() => expect(within(high).queryByText('Loading instructions…')).not.toBeInTheDocument());
    await within(low).findByRole('link', { name: new RegExp(article('Participation')) });
    await within(high).findByRole('link', { name: new RegExp(article('Research Essay')) });
    await within(high).findByRole('link', { name: new RegExp(article('Lab Report')) });
    await within(high).findByRole('link', { name: new RegExp(article('Midterm Exam')) });
    expect(rowsOf(high)).toEqual([
      [
        '95%',
        'Lab Report 1',
        'Describe the cells you observed under 400x magnification.',
        'Lab Report – Wikipedia search (opens in a new tab)',
      ],
      ['92%', 'Midterm Exam', '—', 'Midterm Exam – Wikipedia search (opens in a new tab)'],
      [
        '94%',
        'Research Essay',
        '1,500 words on a current topic in cell biology.',
        'Research Essay – Wikipedia search (opens in a new tab)',
      ],
    ]);
    expect(rowsOf(low)).toEqual([
      ['70%', 'Participation', '—', 'Participation – Wikipedia search (opens in a new tab)'],
    ]);
    expect(screen.queryByText('Overall Grade')).not.toBeInTheDocument();
    const link = within(high).getByRole('link', { name: /Research Essay/ });
    expect(link).toHaveAttribute('href', searchUrl('Research Essay'));
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    // grades + columns + course (uuid -> primary id for the detail call) + two content details.
    const log = sandbox().state.requestLog;
    expect(log.count('GET /learn/api/public/v2/courses/{courseId}/gradebook/users/{userId}')).toBe(1);
    expect(log.count('GET /learn/api/public/v2/courses/{courseId}/gradebook/columns')).toBe(1);
    expect(learnRequestsOfScreen()).toBe(5);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('skips the course lookup when the launch carries a primary id', async () => {
    await renderTool(courseTutorToolRoute, launchAs('student', { courseUuid: DEMO.courses.bio101.id }));
    const high = await table('High Scores (Grade > 90)');
    await within(high).findByText('1,500 words on a current topic in cell biology.');
    await within(high).findByRole('link', { name: new RegExp(article('Research Essay')) });
    expect(learnRequestsOfScreen()).toBe(4);
  });

  it("shows 'No items to display.' for an empty table", async () => {
    await renderTool(courseTutorToolRoute, launchAs('student2', { courseUuid }));
    const high = await table('High Scores (Grade > 90)');
    expect(high).toHaveTextContent('No items to display.');
    const low = await table('Low Scores (Grade < 75)');
    expect(rowsOf(low)[0]?.slice(0, 2)).toEqual(['71%', 'Midterm Exam']);
  });

  it('renders test instructions from the content detail as sanitised HTML', async () => {
    const { state } = sandbox();
    const quiz = state.store.contentById(DEMO.bio101.contents.quiz1)!;
    quiz.instructions =
      '<p>You have <strong>30 minutes</strong>.</p><img src="x" onerror="window.__pwned=1"><script>window.__pwned=1</script>';
    state.store.putGrade({
      userId: DEMO.users.student.id,
      columnId: DEMO.bio101.columns.quiz1,
      status: 'Graded',
      score: 9.5,
      exempt: false,
      changeIndex: 99,
    });
    await renderTool(courseTutorToolRoute, launchAs('student', { courseUuid }));
    const high = await table('High Scores (Grade > 90)');
    const strong = await within(high).findByText('30 minutes');
    expect(strong.tagName).toBe('STRONG');
    const cell = strong.closest('td')!;
    expect(cell.innerHTML).not.toMatch(/onerror|<script/);
    expect(
      await within(high).findByRole('link', { name: new RegExp(`^${article('Cell Biology')}`) }),
    ).toBeInTheDocument();
  });

  it('shows no links, and no error, when the related-articles endpoint fails', async () => {
    const fault = backendFault({ method: 'GET', path: '/related-articles', status: 500, message: 'boom' });
    await renderTool(courseTutorToolRoute, launchAs('student', { courseUuid }));
    const high = await table('High Scores (Grade > 90)');
    await waitFor(() => expect(fault.hits).toBe(4));
    await within(high).findByText('1,500 words on a current topic in cell biology.');
    expect(screen.queryAllByRole('link')).toEqual([]);
    expect(screen.queryByRole('alert', { name: 'Error' })).not.toBeInTheDocument();
  });

  it('keeps the tables when instructions cannot be read', async () => {
    sandbox().state.faults.add({ kind: 'status', status: 500, path: '/learn/api/v1/courses/' });
    await renderTool(courseTutorToolRoute, launchAs('student', { courseUuid }));
    const high = await table('High Scores (Grade > 90)');
    await waitFor(() => expect(within(high).queryByText('Loading instructions…')).not.toBeInTheDocument());
    expect(rowsOf(high).map((r) => r[2])).toEqual(['—', '—', '—']);
  });

  it('shows the error when Learn fails', async () => {
    sandbox().state.faults.add({ kind: 'status', status: 500, path: '/gradebook/users/' });
    await renderTool(courseTutorToolRoute, launchAs('student', { courseUuid }));
    expect(await screen.findByRole('alert', { name: 'Error' })).toHaveTextContent(/Injected fault/);
  });

  it.each([['token'], ['uuid'], ['courseUuid']] as const)(
    'explains a missing %s without calling Learn',
    async (key) => {
      await renderTool(courseTutorToolRoute, launchAs('student', { courseUuid, [key]: null }));
      expect(screen.getByRole('alert', { name: 'Error' })).toHaveTextContent(
        'Missing access token, UUID, or course UUID. Please log in.',
      );
      expect(sandbox().state.requestLog.total).toBe(0);
    },
  );
});
