import { describe, expect, it } from 'vitest';
import { DEMO } from '@tools/sandbox';
import {
  act,
  anotherBackendInstance,
  axeViolations,
  backendRequest,
  fireEvent,
  launchAs,
  renderTool,
  sandbox,
  userEvent,
  waitFor,
  within,
} from '@tools/testing';
import { instructorAssigns } from '../../test-support/server-data.ts';
import { latePenaltyCourseDetailsRoute } from '../route.ts';
import { BIO, BIO_UUID, ESSAY, LAB1, lateColumnScores, STUDENTS, withRules } from './helpers.ts';

/**
 * Issue 22 §1: two people pressing 'Update late penalties' on one course at once, each in their
 * own browser (own token, own query cache) talking to their own server instance, the instances
 * sharing one database. Before the lease each created a 'Late Penalties' column and wrote every
 * student's penalty into both (the course total counted it twice).
 */
const PATCH_GRADE = 'PATCH /learn/api/public/v2/courses/{courseId}/gradebook/columns/{columnId}/users/{userId}';
const POST_COLUMN = 'POST /learn/api/public/v2/courses/{courseId}/gradebook/columns';
const OSEI = DEMO.users.instructor2;

/** Prof. Osei teaches BIO101 too (in Learn), and both instructors' rules are set. */
async function twoInstructors() {
  const rules = await withRules();
  await instructorAssigns(BIO.id, ESSAY, rules.points);
  await instructorAssigns(BIO.id, LAB1, rules.percent);
  const { store } = sandbox().state;
  const ellis = store.membership(BIO.id, DEMO.users.instructor.id)!;
  store.addMembership({ ...ellis, id: store.mintId(), userId: OSEI.id });
  localStorage.setItem('late-penalty-course-tab', 'apply');
}

/** One browser: its own launch (token), its own render tree and query cache, its own server instance. */
async function browser(launch: ReturnType<typeof launchAs>) {
  const { container } = await renderTool(latePenaltyCourseDetailsRoute, launch);
  const page = within(container);
  await page.findByRole('table', { name: 'Late penalties by student and assignment' });
  await userEvent.setup().click(page.getByRole('button', { name: 'Update late penalties' }));
  const dialog = within(await page.findByRole('dialog', { name: 'Update late penalties' }));
  await dialog.findByRole('table', { name: 'Late penalty changes by student' });
  return { container, dialog };
}

const hhmm = (d: Date) => `${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;

/** Grade writes per student in the sandbox's request log. */
function writesPerStudent(): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of sandbox().state.requestLog.items) {
    if (item.route !== PATCH_GRADE || item.status !== 200) continue;
    const userId = item.path.split('/').at(-1)!;
    counts.set(userId, (counts.get(userId) ?? 0) + 1);
  }
  return counts;
}

describe('two instructors press Update late penalties at once (two browsers, two server instances)', () => {
  it('one runs, the other is told who runs it since when and waits; one column, each student written once', async () => {
    await twoInstructors();
    const second = await anotherBackendInstance();
    const ellis = await browser(launchAs('instructor', { courseUuid: BIO_UUID }));
    const osei = await browser(
      launchAs(null, {
        token: sandbox().state.issueToken(OSEI.id),
        uuid: OSEI.uuid,
        role: 'instructor',
        courseUuid: BIO_UUID,
        backendUrl: second,
      }),
    );
    const pressedAt = new Date();
    // Both press "Write 12 students" in the same moment.
    const buttons = [ellis, osei].map((b) => b.dialog.getByRole('button', { name: 'Write 12 students' }));
    act(() => buttons.forEach((button) => fireEvent.click(button)));
    const user = userEvent.setup();

    // Exactly one is told the other one runs it; that one has written nothing.
    const blockedNotice = await waitFor(() => {
      const notices = [ellis, osei].map((b) => b.dialog.queryByText(/has been running this since/));
      expect(notices.filter(Boolean)).toHaveLength(1);
      return notices;
    });
    const [waiting, running] = blockedNotice[0] ? [ellis, osei] : [osei, ellis];
    const holderName = waiting === ellis ? 'David Osei' : 'Margaret Ellis';
    const notice = waiting.dialog.getByText(/has been running this since/);
    expect([
      `${holderName} has been running this since ${hhmm(pressedAt)}.`,
      `${holderName} has been running this since ${hhmm(new Date())}.`,
    ]).toContain(notice.textContent);
    expect(waiting.dialog.getByText('Wait, and yours starts as soon as it ends; or cancel.')).toBeInTheDocument();
    expect(waiting.dialog.queryByRole('button', { name: 'Take over' })).not.toBeInTheDocument();
    expect(await axeViolations(waiting.container)).toEqual([]);

    // (What Wait says while it waits is the panel's own test: here the other run may end at once.)
    await user.click(waiting.dialog.getByRole('button', { name: 'Wait' }));

    expect(
      await running.dialog.findByText('Updated late penalties for 12 students and stored snapshots.'),
    ).toBeInTheDocument();
    // The waiting run starts by itself once the first ends (it asks again every 5 s), reads the
    // column again, finds every student up to date, and writes nothing.
    expect(
      await waiting.dialog.findByText(
        'Updated late penalties for 12 students and stored snapshots.',
        {},
        { timeout: 15_000 },
      ),
    ).toBeInTheDocument();
    expect(waiting.dialog.queryByText(/has been running this since/)).not.toBeInTheDocument();

    const log = sandbox().state.requestLog;
    expect(log.count(POST_COLUMN)).toBe(1);
    const columns = sandbox()
      .state.store.columnsOfCourse(BIO.id)
      .filter((c) => c.name === 'Late Penalties');
    expect(columns).toHaveLength(1);
    const writes = writesPerStudent();
    expect(writes.size).toBe(STUDENTS.length);
    for (const s of STUDENTS) expect(writes.get(s.id), s.id).toBe(1);
    expect((await lateColumnScores())?.get(STUDENTS[3]!.id)).toBe(-22);
    // Both leases ended: the next run of either starts at once.
    expect(
      await backendRequest('instructor', 'POST', '/bulk-runs/leases', {
        kind: 'late-penalty-apply',
        courseId: BIO.id,
        runId: 'after',
      }),
    ).toMatchObject({ scopeId: BIO.id });
  }, 60_000);
});
