import { describe, expect, it } from 'vitest';
import { axeViolations, backendFault, backendRequest, sandbox, screen, waitFor, within } from '@tools/testing';
import {
  addFromSearch,
  BIO101,
  CHEM201,
  HIST110,
  FLOW,
  notationsOf,
  openAsAdmin,
  row,
  saveAsOtherAdmin,
  serverAssociations,
} from './helpers.ts';

const HURDLE_NOTATIONS: [string, string][] = [
  ['1xx', 'Grade Hurdle Adjust to 1'],
  ['2xx', 'Grade Hurdle Adjust to 2'],
  ['3xx', 'Grade Hurdle Adjust to 3'],
];

describe('GradeHurdleAdmin: saving', FLOW, () => {
  it('lists the courses saved on the server with their Learn course id and name', async () => {
    await saveAsOtherAdmin([{ CoursePk1: CHEM201.id, Status: 'Inactive' }]);
    const { table } = await openAsAdmin();
    const chem = row(table, 'CHEM201');
    expect(await within(chem).findByText('CHEM201 Organic Chemistry I')).toBeInTheDocument();
    expect(within(chem).getByLabelText('Status of CHEM201')).toHaveValue('Inactive');
    expect(screen.getByRole('button', { name: 'Saved' })).toBeInTheDocument();
  });

  it('adds a course from search as Active, stores it only on Save Changes, then creates its notations', async () => {
    expect(notationsOf(CHEM201.id)).toEqual([]);
    const { user, table, view } = await openAsAdmin();
    await addFromSearch(user, 'organic', 'CHEM201');
    expect(await screen.findByText('Added CHEM201. Save Changes stores it.')).toBeInTheDocument();
    const chem = row(table, 'CHEM201');
    expect(within(chem).getByLabelText('Status of CHEM201')).toHaveValue('Active');
    expect(within(chem).getByText('New (not saved)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Listed: CHEM201 is already in the list' })).toBeInTheDocument();
    expect(await serverAssociations()).toEqual([]);
    const log = sandbox().state.requestLog;
    log.clear();

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('All changes saved.')).toBeInTheDocument();
    expect(screen.getByText('Created 3 grade notation(s) for new courses.')).toBeInTheDocument();
    expect(screen.getByText('CHEM201: added as Active.')).toBeInTheDocument();
    expect(screen.getByText('CHEM201: created grade notation(s) 1xx, 2xx, 3xx.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Saved' })).toBeInTheDocument();
    expect(within(row(table, 'CHEM201')).queryByText('New (not saved)')).not.toBeInTheDocument();

    // Learn calls of the save: the server's fresh role checks (the re-read of every course's
    // association before writing, a privileged read, and the write), one read of the course's
    // notations and one create per missing code. No course lookups (search knew it).
    const notations = 'learn/api/public/v1/courses/{courseId}/gradebook/gradeNotations';
    expect(log.snapshot().byRoute).toEqual({
      'GET /learn/api/public/v1/users/{userId}': 2,
      [`GET /${notations}`]: 1,
      [`POST /${notations}`]: 3,
    });
    expect((await serverAssociations()).map((a) => [a.coursePk1, a.status])).toEqual([[CHEM201.id, 'Active']]);
    expect(notationsOf(CHEM201.id)).toEqual(HURDLE_NOTATIONS);
    expect(await axeViolations(view.container)).toEqual([]);
  });

  it('reads the notations first and creates only the missing ones', async () => {
    // BIO101 is seeded with 1xx-3xx; CHEM201 gets only 2xx beforehand.
    sandbox().state.store.data.notations.push({
      courseId: CHEM201.id,
      id: '_2xx_1',
      code: '2XX',
      description: 'Adjust to 2 (made by hand)',
    });
    const { user } = await openAsAdmin();
    await addFromSearch(user, 'biology', 'BIO101');
    await addFromSearch(user, 'organic', 'CHEM201');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('All changes saved.')).toBeInTheDocument();
    expect(screen.getByText('Created 2 grade notation(s) for new courses.')).toBeInTheDocument();
    expect(screen.getByText('BIO101: grade notation(s) 1xx, 2xx, 3xx already existed.')).toBeInTheDocument();
    expect(screen.getByText('CHEM201: created grade notation(s) 1xx, 3xx.')).toBeInTheDocument();
    expect(screen.getByText('CHEM201: grade notation(s) 2xx already existed.')).toBeInTheDocument();
    expect(notationsOf(BIO101.id)).toEqual(HURDLE_NOTATIONS);
    expect(notationsOf(CHEM201.id).map(([code]) => code)).toEqual(['2XX', '1xx', '3xx']);
  });

  it('warns per course when Learn refuses a notation, and retries only what is missing', async () => {
    sandbox().state.faults.add({
      kind: 'status',
      status: 500,
      method: 'POST',
      path: '/gradeNotations',
      times: 2,
    });
    const { user } = await openAsAdmin();
    await addFromSearch(user, 'organic', 'CHEM201');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(
      await screen.findByText('Saved with warnings. Created 1 grade notation(s) for new courses.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/^CHEM201: could not create grade notation 1xx\. /)).toBeInTheDocument();
    expect(screen.getByText(/^CHEM201: could not create grade notation 2xx\. /)).toBeInTheDocument();
    expect(screen.getByText('CHEM201: created grade notation(s) 3xx.')).toBeInTheDocument();
    // The association itself is saved.
    expect((await serverAssociations()).map((a) => a.coursePk1)).toEqual([CHEM201.id]);
    expect(sandbox().state.faults.list()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Retry grade notations for CHEM201' }));
    expect(await screen.findByText('CHEM201: created grade notation(s) 1xx, 2xx.')).toBeInTheDocument();
    expect(screen.getByText('CHEM201: grade notation(s) 3xx already existed.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry grade notations for CHEM201' })).not.toBeInTheDocument();
    expect(
      notationsOf(CHEM201.id)
        .map(([code]) => code)
        .sort(),
    ).toEqual(['1xx', '2xx', '3xx']);
  });

  it('patches a changed status with the version it read', async () => {
    await saveAsOtherAdmin([{ CoursePk1: CHEM201.id, Status: 'Active' }]);
    const { user, table } = await openAsAdmin();
    const select = within(row(table, 'CHEM201')).getByLabelText('Status of CHEM201');
    await user.selectOptions(select, 'Inactive');
    expect(within(row(table, 'CHEM201')).getByText('Changed (not saved)')).toBeInTheDocument();
    expect(screen.getByText('You have unsaved changes. Save Changes stores them.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('CHEM201: status set to Inactive.')).toBeInTheDocument();
    expect(screen.getByText('All changes saved.')).toBeInTheDocument();
    expect((await serverAssociations())[0]).toMatchObject({ status: 'Inactive', version: 2 });
    expect(
      sandbox().state.requestLog.count('POST /learn/api/public/v1/courses/{courseId}/gradebook/gradeNotations'),
    ).toBe(0);
  });

  it("keeps the instructor's rules when the status changes after they saved (version moved on)", async () => {
    await saveAsOtherAdmin([{ CoursePk1: BIO101.id, Status: 'Active' }]);
    const { user, table } = await openAsAdmin();
    const subRules = [{ id: 'r1', type: 'NOT_SUBMITTED', contentId: '_999_1' }];
    await backendRequest('instructor', 'PATCH', '/grade-hurdle-associations', {
      CoursePk1: BIO101.id,
      SubRules: subRules,
      Logic: 'OR',
    });
    await user.selectOptions(within(row(table, 'BIO101')).getByLabelText('Status of BIO101'), 'Inactive');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('BIO101: status set to Inactive.')).toBeInTheDocument();
    expect((await serverAssociations())[0]).toMatchObject({ status: 'Inactive', logic: 'OR', subRules, version: 3 });
  });

  it('does not overwrite a course another admin added meanwhile: both statuses are shown', async () => {
    const { user, table } = await openAsAdmin();
    await addFromSearch(user, 'organic', 'CHEM201');
    await addFromSearch(user, 'history', 'HIST110');
    await saveAsOtherAdmin([{ CoursePk1: CHEM201.id, Status: 'Inactive' }]);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    // HIST110 saved (with its notations), CHEM201 not: spec 002 §8's combined message.
    const status = await screen.findByText('One or more saves failed.');
    const summary = status.closest('[role="status"]');
    expect(summary).toHaveTextContent(
      /CHEM201: not saved\. Another admin set it to Inactive at .+; you chose Active\. Save Changes again to apply your choice\./,
    );
    expect(summary).toHaveTextContent('Saved with warnings. Created 3 grade notation(s) for new courses.');
    expect(screen.getByText('HIST110: added as Active.')).toBeInTheDocument();
    expect(Object.fromEntries((await serverAssociations()).map((a) => [a.coursePk1, a.status]))).toEqual({
      [CHEM201.id]: 'Inactive',
      [HIST110.id]: 'Active',
    });
    const chem = row(table, 'CHEM201');
    expect(within(chem).getByLabelText('Status of CHEM201')).toHaveValue('Active');
    expect(within(chem).getByText('Changed (not saved)')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('CHEM201: status set to Active.')).toBeInTheDocument();
    expect((await serverAssociations()).find((a) => a.coursePk1 === CHEM201.id)).toMatchObject({ status: 'Active' });
  });

  it("reports the server's refusal per course and keeps the edits for another try", async () => {
    const { user, table } = await openAsAdmin();
    await addFromSearch(user, 'organic', 'CHEM201');
    // The admin loses the role in Learn after opening the tool: the server re-checks on every write.
    const admin = sandbox().state.persona('admin')!;
    admin.institutionRoleIds = ['STAFF'];
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    const status = await screen.findByText('Failed to save associations.');
    expect(status.closest('[role="status"]')).toHaveTextContent(
      // The save's re-read of every course is refused first: privileged reads ask Learn too.
      'CHEM201: not saved. Listing every course needs the institution role GRADE_HURDLE_ADMIN; send courseId.',
    );
    expect(screen.queryByText(/Saved with warnings/)).not.toBeInTheDocument();
    expect(within(row(table, 'CHEM201')).getByText('New (not saved)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeInTheDocument();
    expect(notationsOf(CHEM201.id)).toEqual([]);
    admin.institutionRoleIds = ['STAFF', 'GRADE_HURDLE_ADMIN'];
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('All changes saved.')).toBeInTheDocument();
    await waitFor(() => expect(notationsOf(CHEM201.id)).toHaveLength(3));
  });

  it('does not bring back a course another admin removed: the change is reported instead', async () => {
    await saveAsOtherAdmin([{ CoursePk1: CHEM201.id, Status: 'Active' }]);
    const { user, table } = await openAsAdmin();
    await backendRequest('admin', 'DELETE', '/grade-hurdle-associations', { CoursePk1: CHEM201.id });
    await user.selectOptions(within(row(table, 'CHEM201')).getByLabelText('Status of CHEM201'), 'Inactive');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    const status = await screen.findByText('Failed to save associations.');
    expect(status.closest('[role="status"]')).toHaveTextContent(
      'CHEM201: not saved. It was removed since the list was loaded; Refresh shows the current list.',
    );
    expect(await serverAssociations()).toEqual([]);
    await waitFor(() => expect(within(table).queryByRole('cell', { name: 'CHEM201' })).not.toBeInTheDocument());
  });

  it('falls back to POST with a list when a server answers the status PATCH with 405 (spec 002 §7)', async () => {
    await saveAsOtherAdmin([{ CoursePk1: CHEM201.id, Status: 'Active' }]);
    // An older server without PATCH; every other request still reaches the real one.
    backendFault({ method: 'PATCH', path: '/grade-hurdle-associations', status: 405, message: 'Method Not Allowed' });
    const { user, table } = await openAsAdmin();
    await user.selectOptions(within(row(table, 'CHEM201')).getByLabelText('Status of CHEM201'), 'Inactive');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('CHEM201: status set to Inactive.')).toBeInTheDocument();
    expect((await serverAssociations())[0]).toMatchObject({ status: 'Inactive' });
  });
});
