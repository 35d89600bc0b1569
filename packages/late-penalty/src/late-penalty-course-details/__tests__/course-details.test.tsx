import { describe, expect, it } from 'vitest';
import { DEMO } from '@tools/sandbox';
import {
  axeViolations,
  backendFault,
  fireEvent,
  launchAs,
  learnRequestsOfScreen,
  renderTool,
  sandbox,
  screen,
  userEvent,
  waitFor,
  within,
} from '@tools/testing';
import { associationsOnServer, instructorAssigns } from '../../test-support/server-data.ts';
import { latePenaltyCourseDetailsRoute } from '../route.ts';
import { BIO, BIO_UUID, EACH_DAY_5, ESSAY, LAB1, PERCENT_10, STUDENTS, withRules } from './helpers.ts';

const user = () => userEvent.setup();
const instructor = () => launchAs('instructor', { courseUuid: BIO_UUID });

type Rules = Awaited<ReturnType<typeof withRules>>;

/** Rules saved by the admin, then `seed` (as the course's instructor), then the Set tab open. */
async function openSet(seed: (rules: Rules) => Promise<void> = async () => undefined) {
  const setup = await withRules();
  await seed(setup);
  const view = await renderTool(latePenaltyCourseDetailsRoute, instructor());
  await screen.findByRole('table', { name: 'Assignments and their late-penalty rules' });
  return { ...setup, ...view };
}

describe('LatePenaltyCourseDetails: access and loading', () => {
  it.each([['token'], ['uuid'], ['courseUuid'], ['backendUrl']] as const)(
    "needs %s: 'Missing required params.'",
    async (key) => {
      await renderTool(latePenaltyCourseDetailsRoute, launchAs('instructor', { courseUuid: BIO_UUID, [key]: null }));
      expect(screen.getByRole('alert', { name: 'Error' })).toHaveTextContent('Missing required params.');
    },
  );

  it("says 'Authentication failed (401).' when Learn refuses the token", async () => {
    await withRules();
    await renderTool(latePenaltyCourseDetailsRoute, launchAs('instructor', { courseUuid: BIO_UUID, token: 'expired' }));
    expect(await screen.findByRole('alert', { name: 'Error' })).toHaveTextContent('Authentication failed (401).');
  });

  it.each([
    ['/courses/uuid:', 'Failed to load course data.'],
    ['/gradebook/columns', 'Failed to load gradebook columns.'],
    ['/contents', 'Failed to load course data.'],
  ])('a failure on %s says %s', async (path, text) => {
    await withRules();
    sandbox().state.faults.add({ kind: 'status', status: 500, path });
    await renderTool(latePenaltyCourseDetailsRoute, instructor());
    expect(await screen.findByRole('alert', { name: 'Error' })).toHaveTextContent(text);
  });

  it('restricts roles other than instructor and student', async () => {
    await withRules();
    const { state } = sandbox();
    const ta = DEMO.users.instructor3; // TeachingAssistant in BIO101
    await renderTool(
      latePenaltyCourseDetailsRoute,
      launchAs(null, { token: state.issueToken(ta.id), uuid: ta.uuid, courseUuid: BIO_UUID }),
    );
    expect(await screen.findByRole('alert', { name: 'Access Restricted' })).toBeInTheDocument();
  });

  it('loads the Set tab with four Learn requests and no axe violations', async () => {
    const { container } = await openSet();
    expect(learnRequestsOfScreen()).toBe(4);
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe('LatePenaltyCourseDetails: Set tab', () => {
  it('lists the assignments of both handlers with availability, points and due date', async () => {
    await openSet();
    const table = screen.getByRole('table', { name: 'Assignments and their late-penalty rules' });
    for (const h of ['Assignment', 'Availability', 'Points', 'Due', 'Rule'])
      expect(within(table).getByRole('columnheader', { name: h })).toBeInTheDocument();
    const essay = within(table).getByRole('rowheader', { name: 'Research Essay' }).closest('tr')!;
    expect(within(essay).getByText('100')).toBeInTheDocument();
    expect(within(essay).getByText('Available')).toBeInTheDocument();
    expect(within(table).getByRole('rowheader', { name: 'Quiz 1: Cell Biology' })).toBeInTheDocument(); // test link handler
    expect(within(table).queryByRole('rowheader', { name: 'Syllabus' })).not.toBeInTheDocument();
  });

  it('offers only Active rules (first option clears) and saves one rule', async () => {
    const { points } = await openSet();
    const select = screen.getByLabelText('Rule for Research Essay');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['— No rule —', EACH_DAY_5, PERCENT_10]);
    await user().selectOptions(select, points);
    expect(await screen.findByText('Saved rule')).toBeInTheDocument();
    expect((await associationsOnServer(BIO.id)).map((a) => [a.ContentItemId, a.Rule])).toEqual([[ESSAY, points]]);
    await waitFor(() => expect(screen.getByLabelText('Rule for Research Essay')).toHaveValue(points));
  });

  it('clears a rule only after a confirmation with the counts and course; Undo puts it back with its override', async () => {
    const { points } = await openSet(({ points: p }) => instructorAssigns(BIO.id, ESSAY, p, { [STUDENTS[0]!.id]: 2 }));
    await waitFor(() => expect(screen.getByLabelText('Rule for Research Essay')).toHaveValue(points));
    const u = user();
    await u.click(screen.getByRole('button', { name: 'Clear rule for Research Essay' }));
    const dialog = screen.getByRole('dialog', { name: 'Clear the rule of Research Essay in BIO101?' });
    expect(dialog).toHaveTextContent('Its 1 override and 0 stored penalties are deleted too.');
    expect(dialog).toHaveTextContent('You can undo this for 24 hours.');
    await u.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await associationsOnServer(BIO.id)).toHaveLength(1);

    await u.click(screen.getByRole('button', { name: 'Clear rule for Research Essay' }));
    await u.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Clear rule' }));
    const notice = await screen.findByText('Deleted rule (and any overrides/penalties on that item)');
    await waitFor(() => expect(notice.closest('[role="status"]')).toHaveFocus());
    expect(await associationsOnServer(BIO.id)).toEqual([]);

    await u.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Restored 1 rule, with their overrides and stored penalties.')).toBeInTheDocument();
    const [back] = await associationsOnServer(BIO.id);
    expect(back).toEqual(
      expect.objectContaining({ ContentItemId: ESSAY, Rule: points, Overrides: { [STUDENTS[0]!.id]: 2 } }),
    );
  });

  it('arrowing through a rule select saves nothing; Enter saves the rule shown once', async () => {
    const { points } = await openSet();
    const select = screen.getByLabelText('Rule for Research Essay');
    const arrow = (value: string) => {
      fireEvent.keyDown(select, { key: 'ArrowDown' });
      fireEvent.change(select, { target: { value } });
      fireEvent.keyUp(select, { key: 'ArrowDown' });
    };
    select.focus();
    arrow(points);
    arrow('');
    arrow(points);
    expect(await associationsOnServer(BIO.id)).toEqual([]);
    fireEvent.keyDown(select, { key: 'Enter' });
    expect(await screen.findByText('Saved rule')).toBeInTheDocument();
    expect((await associationsOnServer(BIO.id)).map((a) => [a.ContentItemId, a.Rule])).toEqual([[ESSAY, points]]);
    expect(select).toHaveFocus();
  });

  it('sorts by assignment and by rule from the keyboard', async () => {
    const { points } = await openSet(({ points: p }) => instructorAssigns(BIO.id, LAB1, p));
    await waitFor(() => expect(screen.getByLabelText('Rule for Lab Report 1')).toHaveValue(points));
    const table = screen.getByRole('table', { name: 'Assignments and their late-penalty rules' });
    const ruleHeader = within(table).getByRole('button', { name: /Rule/ });
    ruleHeader.focus();
    await user().keyboard('{Enter}');
    expect(within(table).getByRole('columnheader', { name: /Rule/ })).toHaveAttribute('aria-sort', 'ascending');
    await user().keyboard('{Enter}');
    const first = within(table).getAllByRole('rowheader')[0];
    expect(first).toHaveTextContent('Lab Report 1');
    within(table)
      .getByRole('button', { name: /Assignment/ })
      .focus();
    await user().keyboard('{Enter}');
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((r) => r.textContent),
    ).toEqual([
      'Final Project Proposal',
      'Genetics Problem Set',
      'Lab Report 1',
      'Lab Report 2',
      'Quiz 1: Cell Biology',
      'Research Essay',
    ]);
  });

  it('applies a rule to all assignments after a confirmation naming what it replaces; Undo restores the rules before', async () => {
    const { percent, points } = await openSet(({ points: p }) => instructorAssigns(BIO.id, ESSAY, p));
    const u = user();
    await u.click(screen.getByRole('button', { name: 'Apply and save' }));
    expect(
      screen.getByText('Choose a rule, and make sure the course has at least one assignment.'),
    ).toBeInTheDocument();
    await u.selectOptions(screen.getByLabelText('Rule for all assignments'), percent);
    await u.click(screen.getByRole('button', { name: 'Apply and save' }));
    const dialog = screen.getByRole('dialog', {
      name: `Apply “${PERCENT_10}” to 6 assignments in BIO101?`,
    });
    expect(dialog).toHaveTextContent('It replaces the rule of 1 assignment: Research Essay.');
    await u.click(within(dialog).getByRole('button', { name: 'Apply and save' }));
    expect(await screen.findByText('Applied to all & saved')).toBeInTheDocument();
    expect((await associationsOnServer(BIO.id)).map((a) => a.Rule)).toEqual(Array(6).fill(percent));
    await u.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Undone: the rules from before ‘Apply and save’ are back.')).toBeInTheDocument();
    expect((await associationsOnServer(BIO.id)).map((a) => [a.ContentItemId, a.Rule])).toEqual([[ESSAY, points]]);
  });

  it('saves all with focus on the outcome; Delete all asks with counts and course, Cancel keeps everything, Undo restores', async () => {
    const { points } = await openSet(({ points: p }) =>
      instructorAssigns(BIO.id, ESSAY, p, { [STUDENTS[0]!.id]: 1, [STUDENTS[1]!.id]: 2 }),
    );
    const u = user();
    await u.click(screen.getByRole('button', { name: 'Save all' }));
    const saved = await screen.findByText('Saved all rules');
    await waitFor(() => expect(saved.closest('[role="status"]')).toHaveFocus());
    expect(await associationsOnServer(BIO.id)).toEqual([
      {
        ID: `${BIO.id}:${ESSAY}`,
        CourseId: BIO.id,
        ContentItemId: ESSAY,
        Rule: points,
        Status: 'Active',
        Overrides: { [STUDENTS[0]!.id]: 1, [STUDENTS[1]!.id]: 2 },
        OverriddenBy: { [STUDENTS[0]!.id]: 'Margaret Ellis', [STUDENTS[1]!.id]: 'Margaret Ellis' },
        Penalties: {},
      },
    ]);
    await u.click(screen.getByRole('button', { name: 'Delete all' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete 1 rule and 2 overrides in BIO101?' });
    expect(dialog).toHaveTextContent('This also deletes 0 stored penalties from this tool.');
    expect(dialog).toHaveTextContent('You can undo this for 24 hours.');
    await u.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Delete all' })).toHaveFocus();
    expect(await associationsOnServer(BIO.id)).toHaveLength(1);

    await u.click(screen.getByRole('button', { name: 'Delete all' }));
    await u.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete all' }));
    expect(await screen.findByText('Deleted all rules (overrides & penalties) for this course')).toBeInTheDocument();
    expect(await associationsOnServer(BIO.id)).toEqual([]);
    await u.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Restored 1 rule, with their overrides and stored penalties.')).toBeInTheDocument();
    expect((await associationsOnServer(BIO.id))[0]?.Overrides).toEqual({ [STUDENTS[0]!.id]: 1, [STUDENTS[1]!.id]: 2 });
  });

  it('a course default rule covers assignments without their own rule; an assignment can be an exception', async () => {
    const { percent, points } = await openSet(({ points: p }) => instructorAssigns(BIO.id, ESSAY, p));
    const u = user();
    await u.selectOptions(screen.getByLabelText('Course default rule'), percent);
    const dialog = screen.getByRole('dialog', { name: `Use “${PERCENT_10}” as the default rule in BIO101?` });
    expect(dialog).toHaveTextContent(
      'It applies now to 5 assignments without a rule of their own, and to assignments added later.',
    );
    await u.click(within(dialog).getByRole('button', { name: 'Set default' }));
    expect(await screen.findByText(`Course default rule set: ${PERCENT_10}.`)).toBeInTheDocument();
    const lab = screen.getByLabelText('Rule for Lab Report 1');
    await waitFor(() =>
      expect(within(lab).getByRole('option', { selected: true })).toHaveTextContent(`Course default (${PERCENT_10})`),
    );
    expect(screen.getByLabelText('Rule for Research Essay')).toHaveValue(points);
    await u.selectOptions(lab, 'No late penalty (exception to the default)');
    expect(await screen.findByText('Saved rule')).toBeInTheDocument();
    expect((await associationsOnServer(BIO.id)).map((a) => [a.ContentItemId, a.Status])).toEqual([
      [LAB1, 'Inactive'],
      [ESSAY, 'Active'],
    ]);
  });

  it.each([
    ['POST', '/late-penalty-associations', 'select', 'Save failed: Backend down'],
    ['DELETE', '/late-penalty-associations', 'clear', 'Clear failed: Backend down'],
    ['POST', '/late-penalty-associations', 'saveAll', 'Save all failed: Backend down'],
    ['DELETE', '/late-penalty-associations/course', 'deleteAll', 'Delete all failed: Backend down'],
    ['POST', '/late-penalty-associations', 'applyAll', 'Bulk save failed: Backend down'],
  ])('%s %s failing (%s) shows %s', async (method, path, action, text) => {
    const { points } = await openSet(({ points: p }) => instructorAssigns(BIO.id, ESSAY, p));
    const u = user();
    await waitFor(() => expect(screen.getByLabelText('Rule for Research Essay')).toHaveValue(points));
    backendFault({ method, path, status: 500, message: 'Backend down', times: 1 });
    if (action === 'select') await u.selectOptions(screen.getByLabelText('Rule for Lab Report 1'), points);
    const confirm = async (name: string) => u.click(within(screen.getByRole('dialog')).getByRole('button', { name }));
    if (action === 'clear') {
      await u.click(screen.getByRole('button', { name: 'Clear rule for Research Essay' }));
      await confirm('Clear rule');
    }
    if (action === 'saveAll') await u.click(screen.getByRole('button', { name: 'Save all' }));
    if (action === 'deleteAll') {
      await u.click(screen.getByRole('button', { name: 'Delete all' }));
      await confirm('Delete all');
    }
    if (action === 'applyAll') {
      await u.selectOptions(screen.getByLabelText('Rule for all assignments'), points);
      await u.click(screen.getByRole('button', { name: 'Apply and save' }));
      await confirm('Apply and save');
    }
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it("shows 'Failed to load rules.' with a retry", async () => {
    await withRules();
    backendFault({ method: 'GET', path: '/late-penalty-rules', status: 500, message: 'Backend down', times: 1 });
    await renderTool(latePenaltyCourseDetailsRoute, instructor());
    expect(await screen.findByText('Failed to load rules.')).toBeInTheDocument();
    await user().click(screen.getByRole('button', { name: 'Retry loading rules' }));
    await waitFor(() => expect(screen.queryByText('Failed to load rules.')).not.toBeInTheDocument());
    expect(within(screen.getByLabelText('Rule for Research Essay')).getAllByRole('option')).toHaveLength(3);
  });

  it("shows 'Could not load rules/overrides/penalties: …' when associations fail", async () => {
    await withRules();
    backendFault({ method: 'GET', path: '/late-penalty-associations', status: 500, message: 'Backend down' });
    await renderTool(latePenaltyCourseDetailsRoute, instructor());
    expect(await screen.findByText('Could not load rules/overrides/penalties: Backend down')).toBeInTheDocument();
  });

  it('remembers the active tab', async () => {
    await withRules();
    const first = await renderTool(latePenaltyCourseDetailsRoute, instructor());
    await user().click(await screen.findByRole('tab', { name: 'Apply' }));
    expect(localStorage.getItem('late-penalty-course-tab')).toBe('apply');
    first.unmount();
    await renderTool(latePenaltyCourseDetailsRoute, instructor());
    expect(await screen.findByRole('tab', { name: 'Apply' })).toHaveAttribute('aria-selected', 'true');
  });
});
