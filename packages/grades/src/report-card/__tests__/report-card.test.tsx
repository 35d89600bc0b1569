import { describe, expect, it } from 'vitest';
import { createGradebookColumn, createLearnClient, patchColumnGrade } from '@tools/learn-api';
import { DEMO } from '@tools/sandbox';
import {
  axeViolations,
  backendFault,
  LEARN_URL,
  launchAs,
  ltiLaunch,
  renderTool,
  sandbox,
  screen,
  within,
} from '@tools/testing';
import { reportCardRoute } from '../route.ts';
import { toReportCardRows } from '../report-card-rows.ts';

const bio101 = DEMO.courseUuids.bio101;
const GRADES = 'GET /learn/api/public/v2/courses/{courseId}/gradebook/users/{userId}';
const COLUMNS = 'GET /learn/api/public/v2/courses/{courseId}/gradebook/columns';
const learnAs = (userId: string) =>
  createLearnClient({ baseUrl: LEARN_URL, token: sandbox().state.issueToken(userId), retry: { limit: 0 } });

describe('ReportCard', () => {
  it("shows the student's grades by column name: grades from Learn, names from the course cache", async () => {
    const { container } = await renderTool(reportCardRoute, launchAs('student', { courseUuid: bio101 }));
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Report Card' });
    for (const header of ['Grade Column', 'Score', 'Status']) {
      expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.length).toBeGreaterThan(0);
    // Column names, not ids.
    for (const row of rows) expect(within(row).getAllByRole('cell')[0]?.textContent).not.toMatch(/^_\d+_\d+$/);
    expect(sandbox().state.requestLog.count(GRADES)).toBe(1);
    expect(sandbox().state.requestLog.count(COLUMNS)).toBe(1);
    expect(await axeViolations(container)).toEqual([]);
  });

  it("another student's ReportCard in the course reads only the student's grades from Learn", async () => {
    const first = await renderTool(reportCardRoute, launchAs('student', { courseUuid: bio101 }));
    await screen.findByRole('table', { name: 'Report Card' });
    first.unmount();
    sandbox().state.requestLog.clear();
    await renderTool(reportCardRoute, launchAs('student2', { courseUuid: bio101 }));
    const table = await screen.findByRole('table', { name: 'Report Card' });
    expect(within(table).getAllByRole('row').length).toBeGreaterThan(1);
    expect(sandbox().state.requestLog.count(GRADES)).toBe(1);
    expect(sandbox().state.requestLog.count(COLUMNS)).toBe(0);
  });

  it('names a column added after the course cache read it', async () => {
    const first = await renderTool(reportCardRoute, launchAs('student', { courseUuid: bio101 }));
    await screen.findByRole('table', { name: 'Report Card' });
    first.unmount();
    const { state } = sandbox();
    const instructor = learnAs(state.persona('instructor')!.id);
    const column = await createGradebookColumn(instructor, {
      courseRef: bio101,
      column: { name: 'Field Trip Report', score: { possible: 10 }, availability: { available: 'Yes' } },
    });
    await patchColumnGrade(instructor, {
      courseRef: bio101,
      columnId: column.id!,
      userRef: `uuid:${state.persona('student')!.uuid}`,
      grade: { score: 8 },
    });
    await renderTool(reportCardRoute, launchAs('student', { courseUuid: bio101 }));
    const table = await screen.findByRole('table', { name: 'Report Card' });
    expect(within(table).getByRole('cell', { name: 'Field Trip Report' })).toBeInTheDocument();
  });

  it('reads the column names from Learn when our server fails', async () => {
    backendFault({ status: 503, path: '/course-columns' });
    await renderTool(reportCardRoute, launchAs('student', { courseUuid: bio101 }));
    const table = await screen.findByRole('table', { name: 'Report Card' });
    for (const row of within(table).getAllByRole('row').slice(1))
      expect(within(row).getAllByRole('cell')[0]?.textContent).not.toMatch(/^_\d+_\d+$/);
  });

  it("a student's launch into a course Learn keeps closed: one message, no request to Learn", async () => {
    const launch = await ltiLaunch('student', { route: 'ReportCard', courseId: DEMO.courses.math150.id });
    sandbox().state.requestLog.clear();
    await renderTool(reportCardRoute, launch);
    expect(screen.getByRole('alert', { name: 'This course is not available to you' })).toHaveTextContent(
      'Learn does not let you open this course right now: the course, or your enrolment in it, is unavailable.',
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(sandbox().state.requestLog.total).toBe(0);
  });

  it('shows the empty text for a user without grades', async () => {
    await renderTool(reportCardRoute, launchAs('instructor', { courseUuid: bio101 }));
    expect(await screen.findByText('No grades available for this course.')).toBeInTheDocument();
  });

  it.each([['token'], ['uuid'], ['courseUuid']] as const)('explains a missing %s', async (key) => {
    await renderTool(reportCardRoute, launchAs('student', { courseUuid: bio101, [key]: null }));
    expect(screen.getByRole('alert', { name: 'Error' })).toHaveTextContent(
      'Missing access token, UUID, or course UUID. Please log in.',
    );
  });

  it('shows the error when Learn fails', async () => {
    sandbox().state.faults.add({ kind: 'status', status: 500, path: '/gradebook/users/' });
    await renderTool(reportCardRoute, launchAs('student', { courseUuid: bio101 }));
    expect(await screen.findByRole('alert', { name: 'Error' })).toHaveTextContent(/Injected fault/);
  });
});

describe('toReportCardRows', () => {
  it('joins names, formats scores and falls back to text', () => {
    const rows = toReportCardRows(
      [
        { columnId: '_1_1', score: 91.5, status: 'Graded' },
        { columnId: '_2_1', score: null, text: 'A-', status: 'Graded' },
        { columnId: '_3_1', status: 'NeedsGrading' },
      ],
      [
        { id: '_1_1', name: 'Lab 1' },
        { id: '_2_1', name: 'Essay' },
      ],
      '—',
    );
    expect(rows).toEqual([
      { columnId: '_1_1', column: 'Lab 1', score: '91.5', status: 'Graded' },
      { columnId: '_2_1', column: 'Essay', score: 'A-', status: 'Graded' },
      { columnId: '_3_1', column: '_3_1', score: '—', status: 'NeedsGrading' },
    ]);
  });
});
