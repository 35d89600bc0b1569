import { describe, expect, it } from 'vitest';
import { DEMO } from '@tools/sandbox';
import type * as latePenalty from '../../contracts.ts';
import {
  axeViolations,
  backendFault,
  backendRequest,
  LEARN_URL,
  launchAs,
  renderTool,
  sandbox,
  screen,
  userEvent,
  waitFor,
  within,
} from '@tools/testing';
import { associationsOnServer, instructorAssigns } from '../../test-support/server-data.ts';
import { latePenaltyCourseDetailsRoute } from '../route.ts';
import { formatDate } from '../format.ts';
import { BIO, BIO_UUID, ESSAY, LAB1, lateColumnScores, STUDENTS, withRules } from './helpers.ts';

const user = () => userEvent.setup();
const [AVA, LIAM, SOFIA, NOAH, , ETHAN, ISABELLA, , CHLOE, , , OLIVER] = STUDENTS;

/** The instructor sets Research Essay: 5 pts/day, max 20; Lab Report 1: 10% of 20 per day. */
async function withCourseRules() {
  const rules = await withRules();
  await instructorAssigns(BIO.id, ESSAY, rules.points);
  await instructorAssigns(BIO.id, LAB1, rules.percent);
  return rules;
}

async function openApply() {
  const setup = await withCourseRules();
  localStorage.setItem('late-penalty-course-tab', 'apply');
  const view = await renderTool(latePenaltyCourseDetailsRoute, launchAs('instructor', { courseUuid: BIO_UUID }));
  const grid = await screen.findByRole('table', { name: 'Late penalties by student and assignment' });
  return { ...setup, ...view, grid };
}
const rowOf = (grid: HTMLElement, name: string) => within(grid).getByRole('rowheader', { name }).closest('tr')!;

/** Expected column values for the seeded late attempts (see sandbox demo-bio101.ts offsets). */
const EXPECTED = new Map([
  [AVA!.id, 0],
  [LIAM!.id, -9], // essay +1 h -> 1 day x 5; lab +2 days -> 2 x 10% of 20
  [SOFIA!.id, -10], // essay +2 days
  [NOAH!.id, -22], // essay +5 days -> 25 capped at 20; lab +1 h -> 2
  [ETHAN!.id, -10], // lab +5 days -> 5 x 2
  [ISABELLA!.id, -5], // essay +1 h 5 min
  [CHLOE!.id, -12], // essay +2 days (10), lab +3 h (2)
  [OLIVER!.id, -20], // essay +5 days, no lab attempt
]);

describe('Apply tab', () => {
  it('shows students x ruled assignments with attempt, status and penalty, one attempts call per column', async () => {
    const { grid, container } = await openApply();
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((h) => h.textContent?.replace(/[▲▼↑↓↕]/g, '')),
    ).toEqual(['Student', 'Lab Report 1', 'Research Essay']);
    expect(
      within(rowOf(grid, 'Noah Kim'))
        .getAllByText(/^Penalty: /)
        .map((e) => e.textContent),
    ).toEqual(['Penalty: 2 pts', 'Penalty: 20 pts']);
    expect(within(rowOf(grid, 'Oliver Chen')).getByText('no attempt')).toBeInTheDocument();
    expect(within(rowOf(grid, 'Oliver Chen')).getByText('—')).toBeInTheDocument();
    const log = sandbox().state.requestLog;
    expect(log.count('GET /learn/api/public/v2/courses/{courseId}/gradebook/columns/{columnId}/attempts')).toBe(2);
    expect(log.count('GET /learn/api/public/v1/courses/{courseId}/users')).toBe(1);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('sorts both axes A-Z / Z-A', async () => {
    const { grid } = await openApply();
    const u = user();
    expect(within(grid).getAllByRole('rowheader')[0]).toHaveTextContent('Ava Thompson');
    await u.selectOptions(screen.getByLabelText('Students'), 'desc');
    await waitFor(() => expect(within(grid).getAllByRole('rowheader')[0]).toHaveTextContent('Zoe Williams'));
    await u.selectOptions(screen.getByLabelText('Assignments'), 'desc');
    await waitFor(() => expect(within(grid).getAllByRole('columnheader')[1]).toHaveTextContent('Research Essay'));
  });

  it("validates, saves and clears an override ('Enter a non-negative number.', 'Override saved.', 'Override cleared.')", async () => {
    const { grid } = await openApply();
    const u = user();
    const input = screen.getByLabelText('Override for Noah Kim, Research Essay');
    await u.type(input, '-1');
    const row = rowOf(grid, 'Noah Kim');
    await u.click(within(row).getAllByRole('button', { name: 'Save' })[1]!);
    expect(await within(row).findByText('Enter a non-negative number.')).toBeInTheDocument();
    await u.clear(input);
    await u.type(input, '3.5');
    await u.click(within(row).getAllByRole('button', { name: 'Save' })[1]!);
    expect(await screen.findByText('Override saved.')).toBeInTheDocument();
    const essay = (await associationsOnServer(BIO.id)).find((a) => a.ContentItemId === ESSAY);
    expect(essay?.Overrides).toEqual({ [NOAH!.id]: 3.5 });
    expect(await within(rowOf(grid, 'Noah Kim')).findByText('Overridden')).toBeInTheDocument();
    expect(within(rowOf(grid, 'Noah Kim')).getByText('Penalty: 3.5 pts')).toBeInTheDocument();
    await u.click(within(rowOf(grid, 'Noah Kim')).getAllByRole('button', { name: 'Clear' })[1]!);
    expect(await screen.findByText('Override cleared.')).toBeInTheDocument();
    await waitFor(() => expect(within(rowOf(grid, 'Noah Kim')).queryByText('Overridden')).not.toBeInTheDocument());
  });

  it("prefixes a failed override save with 'Save failed:'", async () => {
    const { grid } = await openApply();
    // The instructor is made a TA in Learn after the page loaded: the server re-checks the role.
    sandbox().state.store.membership(BIO.id, DEMO.users.instructor.id)!.courseRoleId = 'TeachingAssistant';
    const u = user();
    await u.type(screen.getByLabelText('Override for Ava Thompson, Lab Report 1'), '1');
    await u.click(within(rowOf(grid, 'Ava Thompson')).getAllByRole('button', { name: 'Save' })[0]!);
    expect(
      await screen.findByText(`Save failed: Only instructors of course ${BIO.id} may change its late penalties.`),
    ).toBeInTheDocument();
  });

  it('reports attempts that failed to load in the footer', async () => {
    sandbox().state.faults.add({
      kind: 'status',
      status: 500,
      path: `/columns/${DEMO.bio101.columns.labReport1}/attempts`,
    });
    await openApply();
    expect(
      await screen.findByText('Failed to load attempts. Attempts could not be loaded for: Lab Report 1'),
    ).toBeInTheDocument();
  });

  it("says 'Failed to load students.'", async () => {
    sandbox().state.faults.add({
      kind: 'status',
      status: 500,
      path: '/learn/api/public/v1/courses/*/users',
      method: 'GET',
    });
    const { points } = await withRules();
    await instructorAssigns(BIO.id, ESSAY, points);
    localStorage.setItem('late-penalty-course-tab', 'apply');
    await renderTool(latePenaltyCourseDetailsRoute, launchAs('instructor', { courseUuid: BIO_UUID }));
    expect(await screen.findByRole('alert', { name: 'Error' })).toHaveTextContent('Failed to load students.');
  });
});

describe("'Update late penalties'", () => {
  async function openPreview() {
    const setup = await openApply();
    await user().click(screen.getByRole('button', { name: 'Update late penalties' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update late penalties' });
    const preview = await within(dialog).findByRole('table', { name: 'Late penalty changes by student' });
    return { ...setup, dialog, preview };
  }

  it('previews current value, new value and explanation before anything changes', async () => {
    const { dialog, preview } = await openPreview();
    expect(
      within(dialog).getByText(
        'The ‘Late Penalties’ column does not exist yet; it will be created (0 points possible).',
      ),
    ).toBeInTheDocument();
    const noah = within(preview).getByRole('rowheader', { name: 'Noah Kim' }).closest('tr')!;
    expect(
      within(noah)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      '—',
      '-22',
      'Lab Report 1: 1 day late x 10% of 20 pts = 2 (-2 pts); Research Essay: 5 days late x 5 pts = 25, capped at 20 (-20 pts)',
      'Pending',
    ]);
    expect(await lateColumnScores()).toBeNull();
    expect(
      sandbox().state.requestLog.count(
        'PATCH /learn/api/public/v2/courses/{courseId}/gradebook/columns/{columnId}/users/{userId}',
      ),
    ).toBe(0);
  });

  it('writes what the preview read when the column exists: no second read of the column or its values', async () => {
    await createLateColumn();
    const { dialog } = await openPreview();
    const before = { ...sandbox().state.requestLog.byRoute };
    await user().click(within(dialog).getByRole('button', { name: 'Write 12 students' }));
    await within(dialog).findByText('Updated late penalties for 12 students and stored snapshots.');
    expect(gradebookReadsSince(before)).toEqual({
      'PATCH /learn/api/public/v2/courses/{courseId}/gradebook/columns/{columnId}/users/{userId}': 12,
    });
    const scores = await lateColumnScores();
    for (const s of STUDENTS) expect(scores?.get(s.id)).toBe(EXPECTED.get(s.id) ?? 0);
  });

  it("takes the column from the page's recent list: the preview lists no columns and reads the column's values", async () => {
    await createLateColumn();
    await openApply();
    const log = sandbox().state.requestLog;
    const before = { ...log.byRoute };
    await user().click(screen.getByRole('button', { name: 'Update late penalties' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update late penalties' });
    await within(dialog).findByRole('table', { name: 'Late penalty changes by student' });
    expect(gradebookReadsSince(before)).toEqual({
      'GET /learn/api/public/v2/courses/{courseId}/gradebook/columns/{columnId}/users': 1,
    });
    expect(within(dialog).queryByText(/does not exist yet/)).not.toBeInTheDocument();
  });

  it('a column deleted since the page loaded: the preview lists the columns afresh and will create it', async () => {
    const column = await createLateColumn();
    await openApply();
    const { app, state } = sandbox();
    const deleted = await app.request(
      `${LEARN_URL}/learn/api/public/v2/courses/${BIO.id}/gradebook/columns/${column}`,
      { method: 'DELETE', headers: { Authorization: `Bearer ${state.issueToken(DEMO.users.instructor.id)}` } },
    );
    expect(deleted.status).toBe(204);
    const before = { ...state.requestLog.byRoute };
    await user().click(screen.getByRole('button', { name: 'Update late penalties' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update late penalties' });
    expect(
      await within(dialog).findByText(
        'The ‘Late Penalties’ column does not exist yet; it will be created (0 points possible).',
      ),
    ).toBeInTheDocument();
    expect(gradebookReadsSince(before)).toEqual({
      'GET /learn/api/public/v2/courses/{courseId}/gradebook/columns/{columnId}/users': 1,
      'GET /learn/api/public/v2/courses/{courseId}/gradebook/columns': 1,
    });
  });

  it('a column another run created since the page loaded is found: a list without it is read again', async () => {
    await openApply();
    await createLateColumn();
    await user().click(screen.getByRole('button', { name: 'Update late penalties' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update late penalties' });
    await within(dialog).findByRole('table', { name: 'Late penalty changes by student' });
    expect(within(dialog).queryByText(/does not exist yet/)).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Write 12 students' })).toBeInTheDocument();
  });

  it('creates the column, writes every student once, stores snapshots, and a re-run writes nothing', async () => {
    const { dialog } = await openPreview();
    const u = user();
    await u.click(within(dialog).getByRole('button', { name: 'Write 12 students' }));
    expect(
      await within(dialog).findByText('Updated late penalties for 12 students and stored snapshots.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('progressbar', { name: 'Writing late penalties' })).toHaveAttribute(
      'aria-valuenow',
      '12',
    );
    const scores = await lateColumnScores();
    for (const s of STUDENTS) expect(scores?.get(s.id)).toBe(EXPECTED.get(s.id) ?? 0);
    const log = sandbox().state.requestLog;
    expect(log.count('POST /learn/api/public/v2/courses/{courseId}/gradebook/columns')).toBe(1);
    expect(log.count('PATCH /learn/api/public/v2/courses/{courseId}/gradebook/columns/{columnId}/users/{userId}')).toBe(
      12,
    );
    const stored = await backendRequest<latePenalty.PenaltyViewPage>(
      'instructor',
      'GET',
      `/late-penalty-penalties?courseId=${BIO.id}&limit=200`,
    );
    expect(stored.items.find((p) => p.contentItemId === ESSAY && p.userId === NOAH!.id)).toMatchObject({
      points: 20,
      courseName: expect.any(String),
      firstName: 'Noah',
      lastName: 'Kim',
      ruleLabel: expect.stringContaining('5 points'),
    });
    await u.click(within(dialog).getByRole('button', { name: 'Close' }));
    await u.click(screen.getByRole('button', { name: 'Update late penalties' }));
    const again = await screen.findByRole('dialog', { name: 'Update late penalties' });
    expect(
      await within(again).findByText('Every student already has the right value. Nothing to write.'),
    ).toBeInTheDocument();
    expect(within(again).queryByText(/does not exist yet/)).not.toBeInTheDocument();
    await u.click(within(again).getByRole('button', { name: 'Write 0 students' }));
    expect(
      await within(again).findByText('Updated late penalties for 12 students and stored snapshots.'),
    ).toBeInTheDocument();
    expect(log.count('PATCH /learn/api/public/v2/courses/{courseId}/gradebook/columns/{columnId}/users/{userId}')).toBe(
      12,
    );
    expect(log.count('POST /learn/api/public/v2/courses/{courseId}/gradebook/columns')).toBe(1);
  });

  it('writes feedback that lists the explanations', async () => {
    const { dialog } = await openPreview();
    await user().click(within(dialog).getByRole('button', { name: 'Write 12 students' }));
    await within(dialog).findByText(/Updated late penalties/);
    const { app, state } = sandbox();
    const token = state.issueToken(DEMO.users.admin.id);
    const cols = (await (
      await app.request(`https://learn.test/learn/api/public/v2/courses/${BIO.id}/gradebook/columns?limit=100`, {
        headers: { Authorization: `Bearer ${token}` },
      })
    ).json()) as { results: { id: string; name: string }[] };
    const col = cols.results.find((c) => c.name === 'Late Penalties')!;
    const grade = (await (
      await app.request(
        `https://learn.test/learn/api/public/v2/courses/${BIO.id}/gradebook/columns/${col.id}/users/${NOAH!.id}`,
        { headers: { Authorization: `Bearer ${token}` } },
      )
    ).json()) as { feedback: string };
    expect(grade.feedback).toBe(
      'Late penalties:\nLab Report 1: 1 day late x 10% of 20 pts = 2 (-2 pts)\nResearch Essay: 5 days late x 5 pts = 25, capped at 20 (-20 pts)',
    );
  });

  it('shows failures per student and retries only them', async () => {
    const { dialog } = await openPreview();
    sandbox().state.faults.add({
      kind: 'status',
      status: 500,
      path: '/learn/**/gradebook/columns/*/users/*',
      method: 'PATCH',
      times: 3,
    });
    const u = user();
    await u.click(within(dialog).getByRole('button', { name: 'Write 12 students' }));
    expect(
      await within(dialog).findByText('Updated late penalties for 9 students and stored snapshots.'),
    ).toBeInTheDocument();
    expect(
      within(dialog)
        .getAllByText(/^Failed: /)
        .map((e) => e.textContent),
    ).toEqual([
      'Failed: Learn had a problem answering. Try again later.',
      'Failed: Learn had a problem answering. Try again later.',
      'Failed: Learn had a problem answering. Try again later.',
    ]);
    expect(await axeViolations(dialog)).toEqual([]);
    await u.click(within(dialog).getByRole('button', { name: 'Retry failed (3)' }));
    expect(
      await within(dialog).findByText('Updated late penalties for 12 students and stored snapshots.'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByText(/^Failed: /)).not.toBeInTheDocument();
    const ok = sandbox()
      .state.requestLog.items.filter((i) => i.method === 'PATCH' && i.status === 200)
      .map((i) => i.path);
    expect(ok).toHaveLength(12);
    expect(new Set(ok).size).toBe(12);
  }, 15_000); // axe on the whole dialog is slow on a loaded machine

  it('goes through a 429 storm by itself: every student written once, nothing left to retry (issue 22 §5)', async () => {
    const { dialog } = await openPreview();
    sandbox().state.faults.add({
      kind: 'status',
      status: 429,
      retryAfter: 1,
      path: '/learn/**/gradebook/columns/*/users/*',
      method: 'PATCH',
      times: 8,
    });
    const u = user();
    await u.click(within(dialog).getByRole('button', { name: 'Write 12 students' }));
    expect(
      await within(dialog).findByText('Updated late penalties for 12 students and stored snapshots.', undefined, {
        timeout: 15_000,
      }),
    ).toBeInTheDocument();
    expect(within(dialog).queryByText(/^Failed: /)).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /Retry failed/ })).not.toBeInTheDocument();
    const patches = sandbox().state.requestLog.items.filter((i) => i.method === 'PATCH');
    expect(patches.filter((i) => i.status === 429)).toHaveLength(8);
    const ok = patches.filter((i) => i.status === 200).map((i) => i.path);
    expect(ok).toHaveLength(12);
    expect(new Set(ok).size).toBe(12);
  }, 30_000);

  it('server down while storing snapshots: "written, snapshots pending", then stored without the user (issue 22 §3)', async () => {
    const { dialog } = await openPreview();
    backendFault({ method: 'POST', path: '/late-penalty-snapshots', network: true, times: 2 });
    await user().click(within(dialog).getByRole('button', { name: 'Write 12 students' }));
    expect(
      await within(dialog).findByText(
        /^Updated late penalties for 12 students; \d+ snapshot\(s\) are not stored on the server yet \(Could not reach the server\. Check your connection and try again\.\) and are sent again until it takes them\.$/,
        undefined,
        { timeout: 15_000 },
      ),
    ).toBeInTheDocument();
    expect(within(dialog).queryByText(/update failed/i)).not.toBeInTheDocument();
    const scores = await lateColumnScores();
    for (const s of STUDENTS) expect(scores?.get(s.id)).toBe(EXPECTED.get(s.id) ?? 0);
    expect(
      await within(dialog).findByText('Updated late penalties for 12 students and stored snapshots.', undefined, {
        timeout: 15_000,
      }),
    ).toBeInTheDocument();
    const stored = await backendRequest<latePenalty.PenaltyViewPage>(
      'instructor',
      'GET',
      `/late-penalty-penalties?courseId=${BIO.id}&limit=200`,
    );
    expect(stored.items.find((p) => p.contentItemId === ESSAY && p.userId === NOAH!.id)).toMatchObject({ points: 20 });
  }, 40_000);

  it("pauses when Learn's daily allowance runs out, says so, fails nothing, and finishes after Continue now", async () => {
    const { dialog } = await openPreview();
    // Learn's allowance: 10,000 a day, 9,490 used; the column creation and the first writes bring it to its reserve.
    // The sandbox's allowance renews at midnight UTC, so the wait reads 'N h M min' or, in the last hour, 'N min'.
    sandbox().state.quota.set({ limit: 10_000, used: 9_490 });
    const u = user();
    await u.click(within(dialog).getByRole('button', { name: 'Write 12 students' }));
    const paused = await within(dialog).findByRole('alert');
    expect(paused).toHaveTextContent(
      /^Paused: Learn's daily request allowance for Course Tools is nearly used up \(500 of 10,000 left\), and the rest is kept for people's screens\. Nothing has failed: the run goes on by itself when it renews in about (\d+ h( \d+ min)?|\d+ min)\.Continue now$/,
    );
    expect(within(dialog).queryByText(/^Failed: /)).not.toBeInTheDocument();
    const written = () =>
      sandbox().state.requestLog.items.filter((i) => i.method === 'PATCH' && i.status === 200).length;
    const before = written();
    expect(before).toBeLessThan(12);
    await u.click(within(paused).getByRole('button', { name: 'Continue now' }));
    expect(
      await within(dialog).findByText('Updated late penalties for 12 students and stored snapshots.'),
    ).toBeInTheDocument();
    expect(written()).toBe(12);
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('cancels: writes in flight are aborted, the rest are not started', async () => {
    const { dialog } = await openPreview();
    sandbox().state.faults.add({ kind: 'hang', path: '/learn/**/gradebook/columns/*/users/*', method: 'PATCH' });
    const u = user();
    await u.click(within(dialog).getByRole('button', { name: 'Write 12 students' }));
    await u.click(await within(dialog).findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(within(dialog).getAllByText('Cancelled')).toHaveLength(12));
    expect(within(dialog).getByRole('button', { name: 'Retry failed (12)' })).toBeInTheDocument();
  });

  it('stops starting writes when Learn says the session is no longer valid, and retries the rest', async () => {
    const { dialog } = await openPreview();
    sandbox().state.faults.add({
      kind: 'status',
      status: 401,
      path: '/learn/**/gradebook/columns/*/users/*',
      method: 'PATCH',
      times: 1,
    });
    const u = user();
    await u.click(within(dialog).getByRole('button', { name: 'Write 12 students' }));
    await within(dialog).findByText(/^Updated late penalties for/);
    const patches = () =>
      sandbox().state.requestLog.count(
        'PATCH /learn/api/public/v2/courses/{courseId}/gradebook/columns/{columnId}/users/{userId}',
      );
    // The writes already in flight (4 at once) finish; the 8 not started are not sent.
    expect(patches()).toBe(4);
    expect(
      within(dialog)
        .getAllByText(/^Failed: /)
        .map((e) => e.textContent),
    ).toEqual(['Failed: Your Learn session has expired or is not valid. Open the tool again from Learn.']);
    expect(within(dialog).getAllByText('Cancelled')).toHaveLength(8);
    await u.click(within(dialog).getByRole('button', { name: 'Retry failed (9)' }));
    expect(
      await within(dialog).findByText('Updated late penalties for 12 students and stored snapshots.'),
    ).toBeInTheDocument();
    expect(patches()).toBe(13);
  });

  it("prefixes a failed column creation with 'Late Penalties update failed:'", async () => {
    const { dialog } = await openPreview();
    sandbox().state.faults.add({ kind: 'status', status: 500, path: '/gradebook/columns', method: 'POST' });
    await user().click(within(dialog).getByRole('button', { name: 'Write 12 students' }));
    expect(await within(dialog).findByText(/^Late Penalties update failed: /)).toBeInTheDocument();
  });
});

describe('Student view', () => {
  async function openStudent(persona: 'student' | 'student2', assign = true) {
    if (assign) await withCourseRules();
    else await withRules();
    return renderTool(latePenaltyCourseDetailsRoute, launchAs(persona, { courseUuid: BIO_UUID }));
  }

  /** Liam's attempts as Learn keeps them: submitted (attemptDate) and created (started) 20 minutes earlier. */
  function liamAttempts() {
    const { store } = sandbox().state;
    const column = (contentId: string) => store.columnsOfCourse(BIO.id).find((c) => c.contentId === contentId)!;
    const of = (contentId: string) => store.attemptsOf(column(contentId)).find((a) => a.userId === LIAM!.id)!;
    return { essay: of(ESSAY), lab: of(LAB1) };
  }

  /** What the instructor's 'Update late penalties' stored for Liam (the calculation and submission times it used). */
  async function instructorApplied() {
    const { essay, lab } = liamAttempts();
    await backendRequest('instructor', 'POST', '/late-penalty-snapshots', {
      CourseId: BIO.id,
      Items: [
        {
          ContentItemId: ESSAY,
          UserId: LIAM!.id,
          Points: 5,
          AttemptDate: essay.attemptDate,
          Explanation: '1 day late x 5 pts = 5, capped at 20',
        },
        {
          ContentItemId: LAB1,
          UserId: LIAM!.id,
          Points: 4,
          AttemptDate: lab.attemptDate,
          Explanation: '2 days late x 10% of 20 pts = 4',
        },
      ],
    });
  }

  it("shows 'Your Late Penalties' with six sortable columns, the calculation and the total as minus N pts", async () => {
    await withCourseRules();
    await instructorApplied();
    const { container } = await renderTool(
      latePenaltyCourseDetailsRoute,
      launchAs('student2', { courseUuid: BIO_UUID }),
    );
    expect(await screen.findByRole('heading', { name: 'Your Late Penalties' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Your late penalties by assignment' });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent?.replace(/[↑↓↕]/g, '').trim())).toEqual([
      'Assignment',
      'Rule',
      'Due',
      'Points',
      'Attempt',
      'Penalty',
    ]);
    for (const h of headers) expect(within(h).getByRole('button')).toBeInTheDocument();
    expect(screen.getByText('Total penalty: -9 pts')).toBeInTheDocument();
    const lab = within(table).getByRole('rowheader', { name: 'Lab Report 1' }).closest('tr')!;
    expect(lab).toHaveTextContent('-4 pts');
    expect(lab).toHaveTextContent('2 days late x 10% of 20 pts = 4');
    await user().click(within(table).getByRole('button', { name: /Penalty/ }));
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((r) => r.textContent),
    ).toEqual(['Lab Report 1', 'Research Essay']);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows the submission time the instructor saw, not the start time Learn gives a student (20 minutes earlier)', async () => {
    await withCourseRules();
    await instructorApplied();
    const { essay } = liamAttempts();
    expect(Date.parse(essay.attemptDate) - Date.parse(essay.created)).toBe(20 * 60_000);
    await renderTool(latePenaltyCourseDetailsRoute, launchAs('student2', { courseUuid: BIO_UUID }));
    const table = await screen.findByRole('table', { name: 'Your late penalties by assignment' });
    const row = within(table).getByRole('rowheader', { name: 'Research Essay' }).closest('tr')!;
    expect(row).toHaveTextContent(formatDate(essay.attemptDate));
    expect(row).not.toHaveTextContent(formatDate(essay.created));
  });

  it('before the instructor updates: the start time is called a start time and nothing is counted yet', async () => {
    await openStudent('student2');
    const table = await screen.findByRole('table', { name: 'Your late penalties by assignment' });
    const { essay } = liamAttempts();
    const row = within(table).getByRole('rowheader', { name: 'Research Essay' }).closest('tr')!;
    expect(row).toHaveTextContent(`Started ${formatDate(essay.created)}`);
    expect(row).toHaveTextContent('Not applied yet');
    expect(screen.getByText('Total penalty: -0 pts')).toBeInTheDocument();
  });

  it('says who set an override', async () => {
    const rules = await withCourseRules();
    await instructorAssigns(BIO.id, ESSAY, rules.points, { [LIAM!.id]: 1 });
    await renderTool(latePenaltyCourseDetailsRoute, launchAs('student2', { courseUuid: BIO_UUID }));
    const table = await screen.findByRole('table', { name: 'Your late penalties by assignment' });
    const row = within(table).getByRole('rowheader', { name: 'Research Essay' }).closest('tr')!;
    expect(row).toHaveTextContent('Override by Margaret Ellis');
  });

  it("reads only the student's own attempts (userId filter)", async () => {
    await openStudent('student2');
    await screen.findByRole('table', { name: 'Your late penalties by assignment' });
    const attempts = sandbox().state.requestLog.items.filter((i) => i.path.endsWith('/attempts'));
    expect(attempts).toHaveLength(2);
    for (const a of attempts) expect(a.query.userId).toBe(LIAM!.id);
  });

  it('shows an empty message when no rule applies', async () => {
    await openStudent('student', false);
    expect(await screen.findByText('No late penalties apply to you in this course.')).toBeInTheDocument();
  });
});

/** A 'Late Penalties' column made in Learn by the instructor (as another run would); its id. */
async function createLateColumn(): Promise<string> {
  const { app, state } = sandbox();
  const created = await app.request(`${LEARN_URL}/learn/api/public/v2/courses/${BIO.id}/gradebook/columns`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${state.issueToken(DEMO.users.instructor.id)}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ name: 'Late Penalties', score: { possible: 0 }, availability: { available: 'Yes' } }),
  });
  expect(created.status).toBe(201);
  return ((await created.json()) as { id: string }).id;
}

/** Learn's gradebook requests (reads and writes) by route since `before`. */
function gradebookReadsSince(before: Record<string, number>) {
  return Object.fromEntries(
    Object.entries(sandbox().state.requestLog.byRoute)
      .map(([route, n]) => [route, n - (before[route] ?? 0)] as const)
      .filter(([route, n]) => n > 0 && route.includes('/gradebook/')),
  );
}
