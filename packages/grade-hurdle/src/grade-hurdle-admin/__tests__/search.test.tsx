import { describe, expect, it } from 'vitest';
import { sandbox, screen, within } from '@tools/testing';
import { FLOW, openAsAdmin, row } from './helpers.ts';

const COURSES = 'GET /learn/api/public/v3/courses';

describe('GradeHurdleAdmin: Add Association search', FLOW, () => {
  it('searches by course name or by course id, one Learn call at the largest page size', async () => {
    const { user } = await openAsAdmin();
    sandbox().state.requestLog.clear();
    await user.type(screen.getByLabelText('Search for'), 'chem');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const results = await screen.findByRole('table', { name: 'Course search results' });
    expect(within(results).getByRole('cell', { name: 'CHEM201 Organic Chemistry I' })).toBeInTheDocument();
    expect(within(results).getByRole('cell', { name: 'Available' })).toBeInTheDocument();
    expect(screen.getByText('Showing 1 course(s).')).toBeInTheDocument();
    const [search] = sandbox().state.requestLog.items;
    expect(search).toMatchObject({ route: COURSES, query: { name: 'chem', limit: '100' } });

    await user.selectOptions(screen.getByLabelText('Search by'), 'Course ID');
    await user.clear(screen.getByLabelText('Search for'));
    await user.type(screen.getByLabelText('Search for'), 'HIST{Enter}');
    expect(await screen.findByRole('cell', { name: 'HIST110 World History since 1500' })).toBeInTheDocument();
    expect(sandbox().state.requestLog.items[1]).toMatchObject({ route: COURSES, query: { courseId: 'HIST' } });
  });

  it("says 'No courses found.' and clears the results for empty text without a request", async () => {
    const { user } = await openAsAdmin();
    await user.type(screen.getByLabelText('Search for'), 'zzz-no-such-course{Enter}');
    expect(await screen.findByText('No courses found.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Search for'));
    await user.type(screen.getByLabelText('Search for'), 'organic{Enter}');
    expect(await screen.findByRole('table', { name: 'Course search results' })).toBeInTheDocument();
    const calls = sandbox().state.requestLog.count(COURSES);
    await user.clear(screen.getByLabelText('Search for'));
    await user.type(screen.getByLabelText('Search for'), '   {Enter}');
    expect(screen.queryByRole('table', { name: 'Course search results' })).not.toBeInTheDocument();
    expect(screen.queryByText('No courses found.')).not.toBeInTheDocument();
    expect(sandbox().state.requestLog.count(COURSES)).toBe(calls);
  });

  it("shows 'Search failed.' with Learn's reason", async () => {
    const { user } = await openAsAdmin();
    sandbox().state.faults.add({ kind: 'status', status: 500, path: '/v3/courses' });
    await user.type(screen.getByLabelText('Search for'), 'organic{Enter}');
    const alert = await screen.findByRole('alert', { name: 'Search failed.' });
    expect(alert).toHaveTextContent(/\S/);
  });

  it('loads the next page only when asked, and adds from it', async () => {
    const { user, table } = await openAsAdmin();
    // More than one page of matches: the demo institution has 6 courses, so 120 more are added.
    const { store } = sandbox().state;
    const template = store.data.courses[0]!;
    for (let i = 0; i < 120; i++) {
      store.data.courses.push({
        ...template,
        id: `_9${String(i).padStart(3, '0')}_1`,
        uuid: `bulk-course-${i}`,
        courseId: `BULK${String(i).padStart(3, '0')}`,
        externalId: `BULK${i}`,
        name: `Bulk course ${i}`,
      });
    }
    await user.type(screen.getByLabelText('Search for'), 'bulk course{Enter}');
    expect(await screen.findByText('Showing 100 course(s). More courses match.')).toBeInTheDocument();
    expect(sandbox().state.requestLog.count(COURSES)).toBe(1);
    await user.click(screen.getByRole('button', { name: 'Load more courses' }));
    expect(await screen.findByText('Showing 120 course(s).')).toBeInTheDocument();
    expect(sandbox().state.requestLog.count(COURSES)).toBe(2);
    expect(screen.queryByRole('button', { name: 'Load more courses' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add BULK119' }));
    expect(within(row(table, 'BULK119')).getByText('New (not saved)')).toBeInTheDocument();
  });
});
