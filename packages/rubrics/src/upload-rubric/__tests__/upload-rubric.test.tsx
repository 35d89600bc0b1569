import { strToU8, zipSync } from 'fflate';
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
  within,
} from '@tools/testing';
import { fixture } from '../../domain/__tests__/fixtures.ts';
import './blob-polyfill.ts';
import { uploadRubricRoute } from '../route.ts';

const POST = 'POST /learn/api/public/v1/courses/{courseId}/rubrics';
const BIO = DEMO.courses.bio101.id;
const COURSE_RUBRICS = [
  'Lab Report',
  'Discussion Participation',
  'Group Project',
  'Oral Presentation',
  'Lab Report (2)',
];

const xmlFile = (text: string, name = 'rubrics_d2l.xml') => new File([text], name, { type: 'text/xml' });
const titlesIn = (coursePk: string) =>
  sandbox()
    .state.store.data.rubrics.filter((r) => r.courseId === coursePk)
    .map((r) => r.title);
const resultOf = (title: string) => {
  const table = screen.getByRole('table', { name: 'Upload Results' });
  const row = within(table).getByRole('rowheader', { name: title }).closest('tr')!;
  return within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);
};

async function open(file?: File) {
  const user = userEvent.setup();
  const view = await renderTool(uploadRubricRoute, launchAs('admin'));
  if (file) {
    await user.upload(screen.getByLabelText(/^Rubrics file \(XML or ZIP\)/), file);
    await screen.findByText('File successfully loaded.');
  }
  return { user, view };
}

async function loadCourse(user: ReturnType<typeof userEvent.setup>, courseId: string) {
  await user.type(screen.getByRole('textbox', { name: /^Course ID/ }), courseId);
  await user.click(screen.getByRole('button', { name: 'Check course' }));
}

describe('UploadRubric', () => {
  it('needs a token before anything else', async () => {
    await renderTool(uploadRubricRoute, launchAs(null));
    expect(screen.getByText('Missing access token. Please log in.')).toBeInTheDocument();
  });

  it('asks for a file before Transform and for a transform before sending', async () => {
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Transform' }));
    expect(await screen.findByText('Please choose a file first.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send to Blackboard' }));
    expect(await screen.findByText('No transformed data to send. Please transform first.')).toBeInTheDocument();
    expect(sandbox().state.requestLog.total).toBe(0);
  });

  it.each([
    ['<?xml version="1.0"?><quizzes><quiz/></quizzes>', 'Invalid XML structure'],
    ['<rubrics><rubric name="x"></rubrics>', /Error parsing XML file: Expected closing tag/],
  ])('reports a file that is not a rubrics export: %s', async (text, expected) => {
    const { user } = await open(xmlFile(text));
    await user.click(screen.getByRole('button', { name: 'Transform' }));
    expect(await screen.findByRole('alert', { name: 'Error' })).toHaveTextContent(expected);
    expect(screen.queryByRole('heading', { name: /^Rubrics/ })).not.toBeInTheDocument();
  });

  it("says 'Error reading file.' when the browser cannot read the picked file", async () => {
    const unreadable = xmlFile(fixture('custom-points'));
    // What a file removed or locked after picking does: every read fails.
    unreadable.slice = () => {
      throw new DOMException('The requested file could not be read', 'NotReadableError');
    };
    const { user } = await open();
    await user.upload(screen.getByLabelText(/^Rubrics file \(XML or ZIP\)/), unreadable);
    expect(await screen.findByRole('alert', { name: 'Error' })).toHaveTextContent('Error reading file.');
    expect(screen.queryByText('File successfully loaded.')).not.toBeInTheDocument();
  });

  it('checks the Course ID with Learn', async () => {
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Check course' }));
    expect(await screen.findByText('Please enter a course ID.')).toBeInTheDocument();
    await loadCourse(user, 'NOPE999');
    // A new check clears the last check's error.
    expect(screen.queryByText('Please enter a course ID.')).not.toBeInTheDocument();
    expect(
      await screen.findByText(/^Failed to fetch course details: Learn could not find this item\./),
    ).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: /^Course ID/ }));
    await loadCourse(user, 'BIO101');
    expect(await screen.findByText('Course ID loaded: BIO101')).toBeInTheDocument();
  });

  it('shows each rubric as a grid with its notes, the raw and the transformed JSON, then sends one POST per rubric', async () => {
    const { user, view } = await open(xmlFile(fixture('course-rubrics')));
    await user.click(screen.getByRole('button', { name: 'Transform' }));
    expect(await screen.findByRole('heading', { name: 'Rubrics (5)' })).toBeInTheDocument();
    // Said where the keyboard user is (the rubrics render further down the page).
    expect(
      screen.getAllByRole('status').some((s) => s.textContent === 'Transformed 5 rubrics; their previews are below.'),
    ).toBe(true);
    const grid = screen.getByRole('table', { name: 'Lab Report: criteria by levels' });
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Criterion', 'Excellent', 'Good', 'Fair', 'Poor', 'Points']);
    expect(within(grid).getByRole('rowheader', { name: 'Method' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Notes for Discussion Participation' })).toHaveTextContent(
      'Text-only levels (no points): sent as a Nonnumeric Learn rubric.',
    );
    expect(screen.getByRole('heading', { name: 'Raw JSON' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Transformed JSON' })).toBeInTheDocument();
    expect(await axeViolations(view.container)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Send to Blackboard' }));
    expect(await screen.findByText('Please enter a course ID.')).toBeInTheDocument();
    await loadCourse(user, 'BIO101');
    await screen.findByText('Course ID loaded: BIO101');
    await user.click(screen.getByRole('button', { name: 'Send to Blackboard' }));
    expect(
      await screen.findByText('Upload process completed. 5 sent, 0 failed, 0 cancelled, 0 not sent.'),
    ).toBeInTheDocument();
    for (const title of COURSE_RUBRICS) expect(resultOf(title).at(-1)).toBe('Success');
    expect(titlesIn(BIO)).toEqual(COURSE_RUBRICS);
    expect(sandbox().state.requestLog.count(POST)).toBe(5);
  });

  it('says why when our server cannot give the send its lease, and posts nothing', async () => {
    const { user } = await open(xmlFile(fixture('course-rubrics')));
    await user.click(screen.getByRole('button', { name: 'Transform' }));
    await loadCourse(user, 'BIO101');
    await screen.findByText('Course ID loaded: BIO101');
    backendFault({ method: 'POST', path: '/bulk-runs/leases', network: true, times: 1 });
    await user.click(screen.getByRole('button', { name: 'Send to Blackboard' }));
    expect(await screen.findByText(/^Error sending rubrics to Blackboard\. /)).toBeInTheDocument();
    expect(sandbox().state.requestLog.count(POST)).toBe(0);
    // Nothing was lost: the next press sends.
    await user.click(screen.getByRole('button', { name: 'Send to Blackboard' }));
    expect(
      await screen.findByText('Upload process completed. 5 sent, 0 failed, 0 cancelled, 0 not sent.'),
    ).toBeInTheDocument();
  });

  it('does not post a rubric again on a re-run, unless a copy is asked for', async () => {
    const { user } = await open(xmlFile(fixture('custom-points')));
    await user.click(screen.getByRole('button', { name: 'Transform' }));
    await loadCourse(user, 'HIST110');
    await user.click(screen.getByRole('button', { name: 'Send to Blackboard' }));
    await screen.findByText('Upload process completed. 1 sent, 0 failed, 0 cancelled, 0 not sent.');

    await user.click(screen.getByRole('button', { name: 'Send to Blackboard' }));
    expect(
      await screen.findByText('Upload process completed. 0 sent, 0 failed, 0 cancelled, 1 not sent.'),
    ).toBeInTheDocument();
    expect(resultOf('Research Essay')).toEqual(['Already in the course; not sent again.', 'Not sent']);
    expect(screen.getByText('A rubric titled "Research Essay" is already in the course.')).toBeInTheDocument();
    // Said beside Send, before the next press.
    expect(screen.getByRole('button', { name: 'Send to Blackboard' })).toHaveAccessibleDescription(
      '1 rubric already in the course, will be skipped: Research Essay. Tick ‘Send a copy’ on a rubric to send it anyway.',
    );
    expect(sandbox().state.requestLog.count(POST)).toBe(1);

    await user.click(screen.getByRole('checkbox', { name: 'Send a copy of "Research Essay" anyway' }));
    await user.click(screen.getByRole('button', { name: 'Send to Blackboard' }));
    expect(
      await screen.findByText('Upload process completed. 1 sent, 0 failed, 0 cancelled, 0 not sent.'),
    ).toBeInTheDocument();
    expect(titlesIn(DEMO.courses.hist110.id)).toEqual(['Research Essay', 'Research Essay (copy)']);
  });

  it('reports a rubric Learn refuses, keeps the others, and retries only what is not in the course', async () => {
    sandbox().state.faults.add({ kind: 'status', status: 500, method: 'POST', path: '**/rubrics', times: 1 });
    const { user } = await open(xmlFile(fixture('course-rubrics')));
    await user.click(screen.getByRole('button', { name: 'Transform' }));
    await loadCourse(user, 'BIO101');
    await user.click(screen.getByRole('button', { name: 'Send to Blackboard' }));
    expect(
      await screen.findByText(
        'Error sending rubrics to Blackboard. Upload process completed. 4 sent, 1 failed, 0 cancelled, 0 not sent.',
      ),
    ).toBeInTheDocument();
    expect(resultOf('Lab Report')).toEqual(['Learn had a problem answering. Try again later.', 'Failed']);
    expect(resultOf('Group Project').at(-1)).toBe('Success');

    await user.click(screen.getByRole('button', { name: 'Retry failed (1)' }));
    expect(
      await screen.findByText('Upload process completed. 1 sent, 0 failed, 0 cancelled, 4 not sent.'),
    ).toBeInTheDocument();
    expect(titlesIn(BIO).sort()).toEqual([...COURSE_RUBRICS].sort());
  });

  it('Cancel lets the POST in flight finish and sends no more; a re-send posts only the rest', async () => {
    // The first POST hangs until the faults are cleared, so Cancel lands while it is in flight (no timer race).
    sandbox().state.faults.add({ kind: 'hang', method: 'POST', path: '**/rubrics' });
    const { user } = await open(xmlFile(fixture('course-rubrics')));
    await user.click(screen.getByRole('button', { name: 'Transform' }));
    await loadCourse(user, 'BIO101');
    await user.click(screen.getByRole('button', { name: 'Send to Blackboard' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    sandbox().state.faults.clear();
    expect(
      await screen.findByText(
        'Error sending rubrics to Blackboard. Upload process completed. 1 sent, 0 failed, 4 cancelled, 0 not sent.',
      ),
    ).toBeInTheDocument();
    expect(resultOf('Lab Report').at(-1)).toBe('Success');
    expect(resultOf('Group Project').at(-1)).toBe('Cancelled');
    expect(titlesIn(BIO)).toEqual(['Lab Report']);

    sandbox().state.faults.clear();
    await user.click(screen.getByRole('button', { name: 'Retry failed (4)' }));
    expect(
      await screen.findByText('Upload process completed. 4 sent, 0 failed, 0 cancelled, 1 not sent.'),
    ).toBeInTheDocument();
    expect(titlesIn(BIO)).toEqual(COURSE_RUBRICS);
  });

  it('says per rubric why one cannot be sent, and sends the rest', async () => {
    const { user } = await open(xmlFile(fixture('edge-cases')));
    await user.click(screen.getByRole('button', { name: 'Transform' }));
    const penalty = await screen.findByRole('article', { name: 'Penalty Rubric' });
    expect(within(penalty).getByText(/^Cannot be sent/)).toBeInTheDocument();
    expect(within(penalty).getByRole('list', { name: 'Notes for Penalty Rubric' })).toHaveTextContent(/Error:/);
    await loadCourse(user, 'BIO101');
    await user.click(screen.getByRole('button', { name: 'Send to Blackboard' }));
    expect(
      await screen.findByText('Upload process completed. 1 sent, 0 failed, 0 cancelled, 4 not sent.'),
    ).toBeInTheDocument();
    expect(resultOf('Rubric 22').at(-1)).toBe('Success');
    expect(resultOf('Penalty Rubric')).toEqual(['Cannot be sent: see its notes above.', 'Not sent']);
    expect(titlesIn(BIO)).toEqual(['Rubric 22']);
  });

  it('sends nothing to a Classic course (the API creates rubrics only in Ultra courses) and says so', async () => {
    const { user } = await open(xmlFile(fixture('custom-points')));
    await user.click(screen.getByRole('button', { name: 'Transform' }));
    await loadCourse(user, 'MATH150');
    expect(await screen.findByText('Course ID loaded: MATH150')).toBeInTheDocument();
    const warning =
      'MATH150 is a Classic course: Learn creates rubrics through its API only in Ultra courses. Choose an Ultra course.';
    expect(screen.getByText(warning)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send to Blackboard' }));
    expect(await screen.findByRole('alert', { name: 'Error' })).toHaveTextContent(warning);
    expect(screen.queryByRole('table', { name: 'Upload Results' })).not.toBeInTheDocument();
    expect(sandbox().state.requestLog.count(POST)).toBe(0);
  });

  it("shows Learn's reason per rubric when Learn refuses it", async () => {
    sandbox().state.faults.add({ kind: 'status', status: 403, method: 'POST', path: '**/rubrics' });
    const { user } = await open(xmlFile(fixture('custom-points')));
    await user.click(screen.getByRole('button', { name: 'Transform' }));
    await loadCourse(user, 'HIST110');
    await user.click(screen.getByRole('button', { name: 'Send to Blackboard' }));
    expect(
      await screen.findByText(
        'Error sending rubrics to Blackboard. Upload process completed. 0 sent, 1 failed, 0 cancelled, 0 not sent.',
      ),
    ).toBeInTheDocument();
    expect(resultOf('Research Essay')[0]).toMatch(/^You do not have permission to do this in Learn\./);
    expect(resultOf('Research Essay').at(-1)).toBe('Failed');
    expect(titlesIn(DEMO.courses.hist110.id)).toEqual([]);
  });

  it('reads a whole course export .zip and lets the user pick one of its rubrics files', async () => {
    const zip = zipSync({
      'course/rubrics_d2l.xml': strToU8(fixture('course-rubrics')),
      'course/unit2/rubrics_d2l.xml': strToU8(fixture('custom-points')),
      'course/quizzes_d2l.xml': strToU8('<questestinterop/>'),
    });
    const { user } = await open(new File([zip], 'BIO101_export.zip', { type: 'application/zip' }));
    const pick = screen.getByRole('combobox', { name: /^Rubrics file in the course export/ });
    expect(
      within(pick)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['course/rubrics_d2l.xml', 'course/unit2/rubrics_d2l.xml']);
    await user.click(screen.getByRole('button', { name: 'Transform' }));
    expect(await screen.findByRole('heading', { name: 'Rubrics (5)' })).toBeInTheDocument();
    await user.selectOptions(pick, 'course/unit2/rubrics_d2l.xml');
    expect(screen.queryByRole('heading', { name: 'Rubrics (5)' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Transform' }));
    expect(await screen.findByRole('heading', { name: 'Rubrics (1)' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Research Essay' })).toBeInTheDocument();
  });

  it('says so when a .zip has no rubrics file', async () => {
    const zip = zipSync({ 'course/quizzes_d2l.xml': strToU8('<questestinterop/>') });
    await open();
    await userEvent.upload(screen.getByLabelText(/^Rubrics file \(XML or ZIP\)/), new File([zip], 'export.zip'));
    expect(await screen.findByRole('alert', { name: 'Error' })).toHaveTextContent(
      'This course export has no rubrics file (rubrics_d2l.xml).',
    );
  });

  it('waits while another send to the course runs, then plans again: what it created is not posted twice', async () => {
    const HIST = DEMO.courses.hist110.id;
    const lease = { kind: 'upload-rubric', courseId: HIST, runId: 'other-tab' };
    await backendRequest('admin', 'POST', '/bulk-runs/leases', lease);
    const { user } = await open(xmlFile(fixture('custom-points')));
    await user.click(screen.getByRole('button', { name: 'Transform' }));
    await loadCourse(user, 'HIST110');
    await user.click(screen.getByRole('button', { name: 'Send to Blackboard' }));
    expect(
      await screen.findByText(/^Sam Carter has been running this since (?:\d{4}-\d\d-\d\d )?\d\d:\d\d\.$/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Wait' }));
    // The other send creates the same rubric, then ends.
    const now = new Date().toISOString();
    sandbox().state.store.data.rubrics.push({
      courseId: HIST,
      id: sandbox().state.store.mintId(),
      title: 'Research Essay',
      created: now,
      modified: now,
      rubricType: 'NumericRange',
      readOnly: false,
      columns: [],
      rows: [],
      cells: [],
    });
    await backendRequest('admin', 'DELETE', '/bulk-runs/leases', { ...lease, courseId: undefined, scopeId: HIST });
    expect(
      await screen.findByText(
        'Upload process completed. 0 sent, 0 failed, 0 cancelled, 1 not sent.',
        {},
        { timeout: 15_000 },
      ),
    ).toBeInTheDocument();
    expect(sandbox().state.requestLog.count(POST)).toBe(0);
    expect(titlesIn(HIST)).toEqual(['Research Essay']);
  }, 30_000);
});
