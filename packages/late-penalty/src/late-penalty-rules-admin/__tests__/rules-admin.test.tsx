import { describe, expect, it, vi } from 'vitest';
import { DEMO } from '@tools/sandbox';
import {
  axeViolations,
  backendFault,
  launchAs,
  learnRequestsOfScreen,
  renderTool,
  sandbox,
  screen,
  userEvent,
  waitFor,
  within,
} from '@tools/testing';
import { RULE_MESSAGES } from '../../domain/messages.ts';
import {
  adminSavesRules,
  associationsOnServer,
  instructorAssigns,
  instructorSavesPenalties,
  rulesOnServer,
} from '../../test-support/server-data.ts';
import { latePenaltyRulesAdminRoute } from '../route.ts';
import { csvFileName } from '../view-penalties-tab.tsx';

const user = () => userEvent.setup();
const BIO = DEMO.courses.bio101.id;
const CHEM = DEMO.courses.chem201.id;
const ESSAY = DEMO.bio101.contents.researchEssay;

describe('LatePenaltyRulesAdmin: access gate', () => {
  it("shows 'Checking permissions…' then the tabs for LATE_PENALTY_ADMIN", async () => {
    const { container } = await renderTool(latePenaltyRulesAdminRoute, launchAs('admin'));
    expect(screen.getByText('Checking permissions…')).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Manage Rules' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'View Penalties' })).toBeInTheDocument();
    await screen.findByRole('table', { name: 'Late penalty rules' });
    expect(learnRequestsOfScreen()).toBe(1);
    expect(await axeViolations(container)).toEqual([]);
  });

  it.each([['instructor'], ['student']] as const)("restricts %s with the spec's text", async (persona) => {
    await renderTool(latePenaltyRulesAdminRoute, launchAs(persona));
    const alert = await screen.findByRole('alert', { name: 'Access Restricted' });
    expect(alert).toHaveTextContent('The Late Penalty Rules Admin Tool is not available for your role.');
  });

  it('restricts when the role check fails', async () => {
    sandbox().state.faults.add({ kind: 'status', status: 500, path: '/users/me' });
    await renderTool(latePenaltyRulesAdminRoute, launchAs('admin'));
    expect(await screen.findByRole('alert', { name: 'Access Restricted' })).toHaveTextContent(
      'The Late Penalty Rules Admin Tool is not available for your role.',
    );
  });

  it('needs a token and the back end URL', async () => {
    await renderTool(latePenaltyRulesAdminRoute, launchAs('admin', { backendUrl: null }));
    expect(screen.getByRole('alert', { name: 'Error' })).toHaveTextContent('Missing required params.');
  });
});

describe('LatePenaltyRulesAdmin: Manage Rules', () => {
  async function open(then: () => Promise<void> = async () => undefined) {
    await adminSavesRules([['10% penalty each day late'], ['5 points penalty if more than 24 hours late', 'Inactive']]);
    await then();
    await renderTool(latePenaltyRulesAdminRoute, launchAs('admin'));
    await screen.findByRole('table', { name: 'Late penalty rules' });
  }

  it('lists rules with Actions, Label and Status, the formats hint and the count', async () => {
    await open();
    const table = screen.getByRole('table', { name: 'Late penalty rules' });
    for (const h of ['Actions', 'Label', 'Status'])
      expect(within(table).getByRole('columnheader', { name: h })).toBeInTheDocument();
    expect(screen.getByLabelText('Label of rule “10% penalty each day late”')).toHaveValue('10% penalty each day late');
    expect(screen.getByLabelText('Status of rule “5 points penalty if more than 24 hours late”')).toHaveValue(
      'Inactive',
    );
    expect(screen.getByText('Showing 2 of 2')).toBeInTheDocument();
    expect(screen.getByText(/^Valid formats:/)).toBeInTheDocument();
  });

  it('filters with a Showing X of Y count', async () => {
    await open();
    await user().type(screen.getByLabelText('Filter rules'), 'points');
    expect(await screen.findByText('Showing 1 of 2')).toBeInTheDocument();
  });

  it('validates labels live, regenerates the code, and saves all with a 3 s toast', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    // An instructor uses the rule that gets relabelled: the rename must carry it to the new code.
    await open(() => instructorAssigns(BIO, ESSAY, '10-percent-penalty-each-day-late'));
    const u = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const label = screen.getByLabelText('Label of rule “10% penalty each day late”');
    await u.clear(label);
    await u.type(label, '150% penalty each day late');
    expect(await screen.findByText('Percent must be between 0 and 100.')).toBeInTheDocument();
    await u.clear(label);
    await u.type(label, '15% penalty each day late');
    expect(screen.queryByText('Percent must be between 0 and 100.')).not.toBeInTheDocument();
    expect(
      screen.getByText('Code: 15-percent-penalty-each-day-late · Used by 1 course (1 assignment)'),
    ).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: '+ Add rule' }));
    await u.type(screen.getByLabelText('Label of new rule 3'), '2 points penalty each day late for a max of 10 points');
    await u.click(screen.getByRole('button', { name: 'Save all' }));
    // The relabelled rule is used by a course: the admin is told before anything is saved.
    const dialog = screen.getByRole('dialog', { name: 'Change 1 rule that courses use?' });
    expect(dialog).toHaveTextContent('“10% penalty each day late” is used by 1 course (1 assignment).');
    expect(dialog).toHaveTextContent('“10% penalty each day late” becomes “15% penalty each day late”.');
    await u.click(within(dialog).getByRole('button', { name: 'Save all' }));
    expect(await screen.findByText('All changes saved')).toBeInTheDocument();
    vi.advanceTimersByTime(2999);
    expect(screen.getByText('All changes saved')).toBeInTheDocument();
    vi.advanceTimersByTime(1);
    await waitFor(() => expect(screen.queryByText('All changes saved')).not.toBeInTheDocument());
    vi.useRealTimers();
    const saved = (await rulesOnServer()).map((r) => [r.Code, r.Label, r.Status]);
    expect(saved.sort()).toEqual([
      ['15-percent-penalty-each-day-late', '15% penalty each day late', 'Active'],
      [
        '2-points-penalty-each-day-late-for-a-max-of-10-points',
        '2 points penalty each day late for a max of 10 points',
        'Active',
      ],
      ['5-points-penalty-if-more-than-24-hours-late', '5 points penalty if more than 24 hours late', 'Inactive'],
    ]);
    expect((await associationsOnServer(BIO)).map((a) => a.Rule)).toEqual(['15-percent-penalty-each-day-late']);
  });

  it("blocks save with 'Please fix the highlighted errors.' and shows 'Required' on an empty new row", async () => {
    await open();
    const u = user();
    await u.click(screen.getByRole('button', { name: '+ Add rule' }));
    await u.click(screen.getByRole('button', { name: 'Save all' }));
    expect(await screen.findAllByText('Please fix the highlighted errors.')).not.toHaveLength(0);
    expect(screen.getByText('Required')).toBeInTheDocument();
    expect((await rulesOnServer()).map((r) => r.Code)).toEqual([
      '10-percent-penalty-each-day-late',
      '5-points-penalty-if-more-than-24-hours-late',
    ]);
  });

  it('gives the unrecognized-format message with examples', async () => {
    await open();
    const u = user();
    const label = screen.getByLabelText('Label of rule “10% penalty each day late”');
    await u.clear(label);
    await u.type(label, 'late is bad');
    expect(await screen.findByText(RULE_MESSAGES.unrecognized)).toBeInTheDocument();
  });

  it('makes duplicate labels unique with a numeric suffix', async () => {
    await open();
    const u = user();
    await u.click(screen.getByRole('button', { name: '+ Add rule' }));
    await u.type(screen.getByLabelText('Label of new rule 3'), '10% penalty each day late');
    expect(screen.getByText('Code: 10-percent-penalty-each-day-late-2')).toBeInTheDocument();
  });

  it('reverts unsaved changes', async () => {
    await open();
    const u = user();
    const label = screen.getByLabelText('Label of rule “10% penalty each day late”');
    await u.type(label, ' x');
    await u.selectOptions(
      screen.getByLabelText('Status of rule “5 points penalty if more than 24 hours late”'),
      'Active',
    );
    await u.click(screen.getByRole('button', { name: 'Revert' }));
    expect(await screen.findByText('Reverted unsaved changes')).toBeInTheDocument();
    expect(screen.getByLabelText('Label of rule “10% penalty each day late”')).toHaveValue('10% penalty each day late');
    expect(screen.getByLabelText('Status of rule “5 points penalty if more than 24 hours late”')).toHaveValue(
      'Inactive',
    );
  });

  it('+ Add rule puts focus in the new row, so typing never changes an existing rule', async () => {
    await open();
    const u = user();
    await u.type(screen.getByLabelText('Filter rules'), 'points');
    await u.click(screen.getByRole('button', { name: '+ Add rule' }));
    const added = screen.getByLabelText('Label of new rule 3');
    expect(added).toHaveFocus();
    await u.keyboard('3% penalty each day late');
    expect(added).toHaveValue('3% penalty each day late');
    expect(screen.getByLabelText('Label of rule “10% penalty each day late”')).toHaveValue('10% penalty each day late');
    expect(screen.getByLabelText('Status of new rule 3')).toHaveValue('Active');
  });

  it('says which rules courses use', async () => {
    await open(() => instructorAssigns(BIO, ESSAY, '10-percent-penalty-each-day-late'));
    expect(
      await screen.findByText('Code: 10-percent-penalty-each-day-late · Used by 1 course (1 assignment)'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Code: 5-points-penalty-if-more-than-24-hours-late · Used by no course'),
    ).toBeInTheDocument();
  });

  it('deletes a rule with the cross after a confirmation; Undo saves it again', async () => {
    await open(() => instructorAssigns(BIO, ESSAY, '10-percent-penalty-each-day-late'));
    const u = user();
    await screen.findByText(/Used by 1 course/);
    await u.click(screen.getByRole('button', { name: 'Delete rule 10% penalty each day late' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete the rule “10% penalty each day late”?' });
    expect(dialog).toHaveTextContent(
      'It is used by 1 course (1 assignment): those assignments compute no penalty until the rule is back or another is chosen.',
    );
    await u.click(within(dialog).getByRole('button', { name: 'Delete rule' }));
    const notice = await screen.findByText('Rule deleted');
    await waitFor(() => expect(notice.closest('[role="status"]')).toHaveFocus());
    expect((await rulesOnServer()).map((r) => r.Code)).toEqual(['5-points-penalty-if-more-than-24-hours-late']);
    await waitFor(() =>
      expect(screen.queryByLabelText('Label of rule “10% penalty each day late”')).not.toBeInTheDocument(),
    );
    expect(screen.getByText('Showing 1 of 1')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Rule “10% penalty each day late” restored.')).toBeInTheDocument();
    expect((await rulesOnServer()).map((r) => r.Code).sort()).toEqual([
      '10-percent-penalty-each-day-late',
      '5-points-penalty-if-more-than-24-hours-late',
    ]);
    expect((await associationsOnServer(BIO)).map((a) => a.Rule)).toEqual(['10-percent-penalty-each-day-late']);
  });

  it("shows the server's message when a save fails, else the generic one", async () => {
    await open();
    const u = user();
    // The role is revoked in Learn after the screen opened: the server re-checks it on every admin write.
    const admin = sandbox().state.persona('admin')!;
    admin.institutionRoleIds = admin.institutionRoleIds.filter((r) => r !== 'LATE_PENALTY_ADMIN');
    await u.type(screen.getByLabelText('Label of rule “10% penalty each day late”'), ' ');
    await u.click(screen.getByRole('button', { name: 'Save all' }));
    expect(await screen.findByText('This action needs the institution role LATE_PENALTY_ADMIN.')).toBeInTheDocument();
    backendFault({ method: 'DELETE', path: '/late-penalty-rules', status: 500, message: '', times: 1 });
    await u.click(screen.getByRole('button', { name: 'Delete rule 10% penalty each day late' }));
    await u.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete rule' }));
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeInTheDocument();
  });

  it('shows the rules load error', async () => {
    backendFault({ method: 'GET', path: '/late-penalty-rules', status: 500, message: 'Backend down' });
    await renderTool(latePenaltyRulesAdminRoute, launchAs('admin'));
    expect(await screen.findByRole('alert', { name: 'Error' })).toHaveTextContent('Backend down');
  });
});

describe('LatePenaltyRulesAdmin: View Penalties', () => {
  /** Each course's instructor applies penalties there: two in BIO101 (one overridden), one in CHEM201. */
  async function seedPenalties() {
    const course = (CourseId: string, CourseName: string) => ({
      CourseId,
      CourseCode: CourseName.split(' ')[0]!,
      CourseName,
      TermId: '_1_1',
      TermName: 'Spring 2026',
    });
    const item = (UserId: string, FirstName: string, Points: number, Overridden = false) => ({
      ContentItemId: '_9_1',
      UserId,
      FirstName,
      LastName: 'Doe',
      AssignmentTitle: 'Essay',
      RuleCode: 'r',
      RuleLabel: '10% penalty each day late',
      Points,
      Overridden,
      AttemptDate: null,
      Explanation: '',
    });
    await instructorSavesPenalties('instructor', {
      ...course(BIO, 'BIO101 Biology'),
      Items: [item('_5_1', 'Ann', 5), item('_6_1', 'Ben', 2.5, true)],
    });
    await instructorSavesPenalties('instructor2', {
      ...course(CHEM, 'CHEM201 Chemistry'),
      Items: [item('_7_1', 'Cal', 7)],
    });
  }

  it('lists penalties with the spec columns, course filter, text filter and row count', async () => {
    await seedPenalties();
    localStorage.setItem('late-penalty-admin-tab', 'view');
    const { container } = await renderTool(latePenaltyRulesAdminRoute, launchAs('admin'));
    const table = await screen.findByRole('table', { name: 'Applied late penalties' });
    for (const h of ['Term', 'Course ID', 'Course Name', 'Student', 'Assignment', 'Rule', 'Override', 'Points']) {
      expect(within(table).getByRole('columnheader', { name: h })).toBeInTheDocument();
    }
    expect(screen.getByText('3 rows')).toBeInTheDocument();
    const u = user();
    await u.selectOptions(screen.getByLabelText('Course'), CHEM);
    expect(await screen.findByText('1 row')).toBeInTheDocument();
    await u.selectOptions(screen.getByLabelText('Course'), '');
    await u.type(screen.getByLabelText('Filter penalties'), 'ben');
    expect(await screen.findByText('1 row')).toBeInTheDocument();
    expect(within(table).getByText('Yes')).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("shows 'No penalty data' and refreshes", async () => {
    localStorage.setItem('late-penalty-admin-tab', 'view');
    await renderTool(latePenaltyRulesAdminRoute, launchAs('admin'));
    expect(await screen.findByText('No penalty data')).toBeInTheDocument();
    await seedPenalties();
    await user().click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('3 rows')).toBeInTheDocument();
  });

  it('downloads late-penalties_{timestamp}.csv', async () => {
    await seedPenalties();
    localStorage.setItem('late-penalty-admin-tab', 'view');
    const created: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => {
      created.push(b as Blob);
      return 'blob:x';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toMatch(/^late-penalties_\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z\.csv$/);
    });
    await renderTool(latePenaltyRulesAdminRoute, launchAs('admin'));
    await screen.findByRole('table', { name: 'Applied late penalties' });
    await user().click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(click).toHaveBeenCalledTimes(1);
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(created[0]!);
    });
    expect(text).toContain('Term,Course ID,Course Name,Student,Assignment,Rule,Override,Points');
    expect(text).toContain('Spring 2026,BIO101,BIO101 Biology,Ben Doe,Essay,10% penalty each day late,Yes,2.5');
    expect(csvFileName(new Date('2026-03-10T14:05:09.123Z'))).toBe('late-penalties_2026-03-10T14-05-09Z.csv');
  });
});
