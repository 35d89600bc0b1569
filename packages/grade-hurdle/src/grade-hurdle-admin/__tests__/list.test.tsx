import { describe, expect, it } from 'vitest';
import { backendFault, launchAs, renderTool, sandbox, screen, userEvent, waitFor, within } from '@tools/testing';
import { gradeHurdleAdminRoute } from '../route.ts';
import {
  addFromSearch,
  CHEM201,
  FLOW,
  LIST,
  openAsAdmin,
  row,
  saveAsOtherAdmin,
  serverAssociations,
  BIO101,
} from './helpers.ts';

describe('GradeHurdleAdmin: list, Refresh and Remove', FLOW, () => {
  it('removes a saved course after confirmation', async () => {
    await saveAsOtherAdmin([
      { CoursePk1: CHEM201.id, Status: 'Active' },
      { CoursePk1: BIO101.id, Status: 'Active' },
    ]);
    const { user, table } = await openAsAdmin();
    await user.click(within(row(table, 'CHEM201')).getByRole('button', { name: 'Remove CHEM201' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Grade Hurdle from CHEM201?' });
    expect(dialog).toHaveTextContent('Its sub-rules and mapping are deleted');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await serverAssociations()).toHaveLength(2);

    await user.click(within(row(table, 'CHEM201')).getByRole('button', { name: 'Remove CHEM201' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Removed CHEM201.')).toBeInTheDocument();
    await waitFor(() => expect(within(table).queryByRole('cell', { name: 'CHEM201' })).not.toBeInTheDocument());
    expect((await serverAssociations()).map((a) => a.coursePk1)).toEqual([BIO101.id]);
    // Focus goes somewhere sensible, not to the page body.
    expect(screen.getByRole('heading', { level: 2, name: 'Courses using Grade Hurdle' })).toHaveFocus();
  });

  it("shows 'Failed to remove association.' with the server's reason, in the dialog", async () => {
    await saveAsOtherAdmin([{ CoursePk1: CHEM201.id, Status: 'Active' }]);
    const { user, table } = await openAsAdmin();
    sandbox().state.persona('admin')!.institutionRoleIds = ['STAFF'];
    await user.click(within(row(table, 'CHEM201')).getByRole('button', { name: 'Remove CHEM201' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Failed to remove association.');
    expect(alert).toHaveTextContent('This action needs the institution role GRADE_HURDLE_ADMIN.');
    sandbox().state.persona('admin')!.institutionRoleIds = ['STAFF', 'GRADE_HURDLE_ADMIN'];
    expect(await serverAssociations()).toHaveLength(1);
  });

  it('drops a course added from search without asking (nothing on the server)', async () => {
    const { user, table } = await openAsAdmin();
    await addFromSearch(user, 'organic', 'CHEM201');
    await user.click(within(row(table, 'CHEM201')).getByRole('button', { name: 'Remove CHEM201' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(table).queryByRole('cell', { name: 'CHEM201' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Saved' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add CHEM201' })).toBeInTheDocument();
  });

  it("Refresh brings in other admins' changes and keeps unsaved edits", async () => {
    await saveAsOtherAdmin([{ CoursePk1: BIO101.id, Status: 'Active' }]);
    const { user, table } = await openAsAdmin();
    await user.selectOptions(within(row(table, 'BIO101')).getByLabelText('Status of BIO101'), 'Inactive');
    await saveAsOtherAdmin([{ CoursePk1: CHEM201.id, Status: 'Inactive' }]);
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await within(table).findByRole('cell', { name: 'CHEM201' })).toBeInTheDocument();
    expect(within(row(table, 'BIO101')).getByLabelText('Status of BIO101')).toHaveValue('Inactive');
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeInTheDocument();
  });

  it('keeps the list and the edits when a Refresh fails, and says why', async () => {
    await saveAsOtherAdmin([{ CoursePk1: BIO101.id, Status: 'Active' }]);
    const { user, table } = await openAsAdmin();
    await user.selectOptions(within(row(table, 'BIO101')).getByLabelText('Status of BIO101'), 'Inactive');
    backendFault({ method: 'GET', path: '/grade-hurdle-associations', network: true });
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByRole('alert', { name: 'Failed to load associations.' })).toBeInTheDocument();
    expect(within(row(table, 'BIO101')).getByLabelText('Status of BIO101')).toHaveValue('Inactive');
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeInTheDocument();
  });

  it('reads each listed course from Learn once (cached), with only the fields it shows', async () => {
    await saveAsOtherAdmin([
      { CoursePk1: CHEM201.id, Status: 'Active' },
      { CoursePk1: BIO101.id, Status: 'Inactive' },
    ]);
    const { user, table } = await openAsAdmin();
    expect(await within(table).findByRole('cell', { name: 'BIO101 Introduction to Biology' })).toBeInTheDocument();
    expect(await within(table).findByRole('cell', { name: 'CHEM201 Organic Chemistry I' })).toBeInTheDocument();
    const log = sandbox().state.requestLog;
    const course = 'GET /learn/api/public/v3/courses/{courseId}';
    expect(log.count(course)).toBe(2);
    expect(log.items.filter((i) => i.route === course).map((i) => i.query.fields)).toEqual([
      'id,courseId,name,availability',
      'id,courseId,name,availability',
    ]);
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Refresh' })).not.toHaveAttribute('aria-busy'));
    expect(log.count(course)).toBe(2);
  });

  it('names a course Learn cannot find, and still lets the admin remove it', async () => {
    await saveAsOtherAdmin([{ CoursePk1: '_77777_1', Status: 'Active' }]);
    const { table } = await openAsAdmin();
    const gone = row(table, '_77777_1');
    expect(await within(gone).findByText(/^Not found in Learn: /)).toBeInTheDocument();
    expect(within(gone).getByRole('button', { name: 'Remove _77777_1' })).toBeInTheDocument();
  });

  it("shows 'Failed to load associations.' when the server cannot be reached, with a way to try again", async () => {
    backendFault({ path: '/grade-hurdle-associations', network: true });
    await renderTool(gradeHurdleAdminRoute, launchAs('admin'));
    const alert = await screen.findByRole('alert', { name: 'Failed to load associations.' });
    expect(within(alert).getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
  });

  it('works with the keyboard alone: search, add, choose a status, save', async () => {
    const { table } = await openAsAdmin();
    const user = userEvent.setup();
    screen.getByLabelText('Search by').focus();
    await user.tab();
    expect(screen.getByLabelText('Search for')).toHaveFocus();
    await user.keyboard('organic{Enter}');
    const add = await screen.findByRole('button', { name: 'Add CHEM201' });
    add.focus();
    await user.keyboard('{Enter}');
    // Focus stays on the (now listed) button.
    expect(screen.getByRole('button', { name: 'Listed: CHEM201 is already in the list' })).toHaveFocus();
    const select = within(row(table, 'CHEM201')).getByLabelText('Status of CHEM201');
    // A native select: the browser makes it keyboard-operable (jsdom does not simulate its arrows).
    await user.selectOptions(select, 'Inactive');
    screen.getByRole('button', { name: 'Save Changes' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('CHEM201: added as Inactive.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Saved' })).toHaveFocus();
    expect(screen.getByRole('table', { name: LIST })).toBeInTheDocument();
  });
});
