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
import { setCategoryRoute } from '../route.ts';

const API = 'GET /learn/api/public';
const PUT = 'PUT /learn/api/public/v1/catalog/categories/{categoryType}/{categoryId}/courses/{courseId}';
const READS = [
  `${API}/v1/dataSources/{dataSourceId}`,
  `${API}/v1/catalog/categories/{categoryType}`,
  `${API}/v3/courses`,
  `${API}/v1/catalog/categories/{categoryType}/{categoryId}/courses`,
];
const { sciences, humanities } = DEMO.categories;
const { bio101, chem201, hist110, math150 } = DEMO.courses;

async function open(persona: 'admin' | 'instructor' = 'admin') {
  return renderTool(setCategoryRoute, launchAs(persona));
}

async function setCategory(categoryId: string, dataSourceKey: string) {
  const user = userEvent.setup();
  if (categoryId) await user.type(screen.getByRole('textbox', { name: /^Category ID/ }), categoryId);
  if (dataSourceKey) await user.type(screen.getByRole('textbox', { name: /^Data Source Key Name/ }), dataSourceKey);
  await user.click(screen.getByRole('button', { name: 'Set Category' }));
  return user;
}

const members = (categoryId: string) =>
  sandbox()
    .state.store.data.categoryCourses.filter((l) => l.categoryId === categoryId)
    .map((l) => l.courseId)
    .sort();
const resultOf = (courseId: string) => {
  const row = screen.getByRole('rowheader', { name: courseId }).closest('tr')!;
  return within(row).getAllByRole('cell').at(-1)?.textContent;
};
const alertText = async () => (await screen.findByRole('alert', { name: 'Error' })).textContent;

describe('SetCategory', () => {
  it('needs a token before anything else', async () => {
    await renderTool(setCategoryRoute, launchAs(null));
    expect(screen.getByText('Missing access token. Please log in.')).toBeInTheDocument();
    expect(sandbox().state.requestLog.total).toBe(0);
  });

  it('requires both fields and reads nothing without them', async () => {
    await open();
    await setCategory('SCI', '');
    expect(await screen.findByText('Category ID and data source key name are required.')).toBeInTheDocument();
    expect(sandbox().state.requestLog.total).toBe(0);
  });

  it.each([
    ['SCI', 'NO_SUCH_SOURCE', 'Data source key name not found.'],
    ['NOPE', 'SIS_COURSES', 'Category ID not found.'],
    ['SCI', 'SIS_ORGS', 'No courses found with the specified data source key.'],
  ])('%s / %s: %s', async (categoryId, key, text) => {
    await open();
    await setCategory(categoryId, key);
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(sandbox().state.requestLog.count(PUT)).toBe(0);
  });

  it('says when Learn answers no course categories at all', async () => {
    sandbox().state.store.data.categories = sandbox().state.store.data.categories.filter((c) => c.type !== 'Course');
    await open();
    await setCategory('SCI', 'SIS_COURSES');
    expect(await screen.findByText('No categories found in the API response.')).toBeInTheDocument();
  });

  it("shows Learn's refusal clearly to a user who is not an administrator", async () => {
    await open('instructor');
    await setCategory('SCI', 'SIS_COURSES');
    expect(await alertText()).toMatch(/You do not have permission to do this in Learn\..*403/);
    expect(sandbox().state.requestLog.count(PUT)).toBe(0);
  });

  it('lists the matching courses first (a dry run), then adds only those not in the category', async () => {
    const view = await open();
    const user = await setCategory('SCI', 'SIS_COURSES');
    await screen.findByRole('table', { name: 'Matching courses' });
    expect(
      screen.getByText('4 courses from data source SIS_COURSES match. 2 already in Sciences, 2 will be added.'),
    ).toBeInTheDocument();
    expect(resultOf('BIO101')).toBe('Already in category');
    expect(resultOf('CHEM201')).toBe('Already in category');
    expect(resultOf('HIST110')).toBe('Will be added');
    expect(resultOf('MATH150')).toBe('Will be added');
    // The dry run wrote nothing and read once per call (no call per course).
    for (const route of READS) expect(sandbox().state.requestLog.count(route)).toBe(1);
    expect(sandbox().state.requestLog.count(PUT)).toBe(0);
    expect(await axeViolations(view.container)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Add 2 courses to Sciences' }));
    await waitFor(() => expect(resultOf('MATH150')).toBe('Added'));
    expect(resultOf('HIST110')).toBe('Added');
    expect(resultOf('BIO101')).toBe('Already in category');
    expect(
      await screen.findByText(
        'All matching courses successfully associated with the category. Added 2, already in category 2, failed 0, cancelled 0.',
      ),
    ).toBeInTheDocument();
    expect(sandbox().state.requestLog.count(PUT)).toBe(2);
    expect(members(sciences.id)).toEqual([bio101.id, chem201.id, hist110.id, math150.id].sort());
    expect(screen.getByRole('progressbar', { name: 'Adding courses to the category' })).toHaveAttribute(
      'aria-valuenow',
      '4',
    );

    // A re-run reads Learn again, finds every course in the category and writes nothing.
    await user.click(screen.getByRole('button', { name: 'Set Category' }));
    expect(
      await screen.findByText('4 courses from data source SIS_COURSES match. 4 already in Sciences, 0 will be added.'),
    ).toBeInTheDocument();
    expect(screen.getByText('All matching courses successfully associated with the category.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Add \d+ courses/ })).not.toBeInTheDocument();
    expect(sandbox().state.requestLog.count(PUT)).toBe(2);
  });

  it('the dry run is announced and takes focus (keyboard users hear it; the next Tab is Add)', async () => {
    await open();
    await setCategory('SCI', 'SIS_COURSES');
    const plan = await screen.findByText(
      '4 courses from data source SIS_COURSES match. 2 already in Sciences, 2 will be added.',
    );
    expect(plan).toHaveAttribute('role', 'status');
    await waitFor(() => expect(plan).toHaveFocus());
  });

  it('reports a failed course, keeps the others, and retries only the failure', async () => {
    sandbox().state.faults.add({
      kind: 'status',
      status: 500,
      method: 'PUT',
      path: `**/courses/${math150.id}`,
      times: 1,
    });
    await open();
    const user = await setCategory('HUM', 'SIS_COURSES');
    await user.click(await screen.findByRole('button', { name: 'Add 3 courses to Humanities' }));
    expect(
      await screen.findByText(
        'An error occurred while associating categories. Added 2, already in category 1, failed 1, cancelled 0.',
      ),
    ).toBeInTheDocument();
    expect(resultOf('MATH150')).toMatch(/^Failed: Learn had a problem answering\. Try again later\./);
    expect(resultOf('BIO101')).toBe('Added');
    expect(members(humanities.id)).toEqual([bio101.id, chem201.id, hist110.id, DEMO.courses.eng220.id].sort());

    await user.click(screen.getByRole('button', { name: 'Retry failed (1)' }));
    await waitFor(() => expect(resultOf('MATH150')).toBe('Added'));
    expect(
      await screen.findByText(
        'All matching courses successfully associated with the category. Added 3, already in category 1, failed 0, cancelled 0.',
      ),
    ).toBeInTheDocument();
    expect(sandbox().state.requestLog.count(PUT)).toBe(4);
    expect(members(humanities.id)).toContain(math150.id);
  });

  it('counts a course another admin added meanwhile as already in the category (409), not as a failure', async () => {
    await open();
    const user = await setCategory('SCI', 'SIS_COURSES');
    await screen.findByRole('button', { name: 'Add 2 courses to Sciences' });
    sandbox().state.store.data.categoryCourses.push({ categoryId: sciences.id, courseId: hist110.id, created: '' });
    await user.click(screen.getByRole('button', { name: 'Add 2 courses to Sciences' }));
    expect(
      await screen.findByText(
        'All matching courses successfully associated with the category. Added 1, already in category 3, failed 0, cancelled 0.',
      ),
    ).toBeInTheDocument();
    expect(resultOf('HIST110')).toBe('Already in category');
  });

  it('cancels the courses not yet written and lets them be retried', async () => {
    sandbox().state.faults.add({ kind: 'hang', method: 'PUT', path: '**/courses/*' });
    await open();
    const user = await setCategory('HUM', 'SIS_COURSES');
    await user.click(await screen.findByRole('button', { name: 'Add 3 courses to Humanities' }));
    const cancel = await screen.findByRole('button', { name: 'Cancel' });
    // No new dry run while courses are being written (it would drop this run's results).
    expect(screen.getByRole('button', { name: 'Set Category' })).toBeDisabled();
    await user.click(cancel);
    expect(
      await screen.findByText(
        'An error occurred while associating categories. Added 0, already in category 1, failed 0, cancelled 3.',
      ),
    ).toBeInTheDocument();
    expect(resultOf('MATH150')).toBe('Cancelled');
    sandbox().state.faults.clear();
    await user.click(screen.getByRole('button', { name: 'Retry failed (3)' }));
    expect(
      await screen.findByText(
        'All matching courses successfully associated with the category. Added 3, already in category 1, failed 0, cancelled 0.',
      ),
    ).toBeInTheDocument();
  });

  it('waits for another administrator adding courses to the same category, then adds only what is left', async () => {
    // Another administrator's run (another tab of the admin, here) holds the category.
    const held = await backendRequest<{ holder: { startedAt: string } }>('admin', 'POST', '/bulk-runs/leases', {
      kind: 'set-category',
      categoryId: sciences.id,
      runId: 'other-admin',
    });
    await open();
    const user = await setCategory('SCI', 'SIS_COURSES');
    await user.click(await screen.findByRole('button', { name: 'Add 2 courses to Sciences' }));
    const since = new Date(held.holder.startedAt);
    const time = `${String(since.getHours()).padStart(2, '0')}:${String(since.getMinutes()).padStart(2, '0')}`;
    const notice = (await screen.findByText(/has been running this since/)).closest('[role="alert"]');
    expect(notice).toHaveTextContent(
      `Sam Carter has been running this since ${time}.Wait, and yours starts as soon as it ends; or cancel.`,
    );
    expect(sandbox().state.requestLog.count(PUT)).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Wait' }));
    await backendRequest('admin', 'DELETE', '/bulk-runs/leases', {
      kind: 'set-category',
      scopeId: sciences.id,
      runId: 'other-admin',
    });
    await waitFor(() => expect(resultOf('MATH150')).toBe('Added'), { timeout: 15_000 });
    expect(sandbox().state.requestLog.count(PUT)).toBe(2);
  }, 30_000);

  it('says nothing was added when the run cannot take its lease (our server is down)', async () => {
    backendFault({ method: 'POST', path: '/bulk-runs/leases', status: 503, message: 'Service unavailable.' });
    await open();
    const user = await setCategory('SCI', 'SIS_COURSES');
    await user.click(await screen.findByRole('button', { name: 'Add 2 courses to Sciences' }));
    expect(await screen.findByText('Nothing was added: Service unavailable.')).toHaveAttribute('role', 'alert');
    expect(sandbox().state.requestLog.count(PUT)).toBe(0);
    expect(screen.getByRole('button', { name: 'Add 2 courses to Sciences' })).toBeInTheDocument();
  });
});
