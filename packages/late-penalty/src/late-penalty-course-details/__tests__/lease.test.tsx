import { describe, expect, it } from 'vitest';
import { DEMO } from '@tools/sandbox';
import {
  axeViolations,
  backendRequest,
  backendServer,
  launchAs,
  renderTool,
  sandbox,
  screen,
  userEvent,
  within,
} from '@tools/testing';
import { instructorAssigns } from '../../test-support/server-data.ts';
import { latePenaltyCourseDetailsRoute } from '../route.ts';
import { BIO, BIO_UUID, ESSAY, LAB1, withRules } from './helpers.ts';

/** 'Update late penalties' while another run of the same course holds the lease (issue 22 §1). */
const PATCH_GRADE = 'PATCH /learn/api/public/v2/courses/{courseId}/gradebook/columns/{columnId}/users/{userId}';
const POST_COLUMN = 'POST /learn/api/public/v2/courses/{courseId}/gradebook/columns';
const otherTab = { kind: 'late-penalty-apply', courseId: BIO.id, runId: 'other-tab' };

interface Lease {
  holder: { startedAt: string; heartbeatAt: string };
}
const hhmm = (iso: string) => {
  const d = new Date(iso);
  return `${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;
};

async function openPreview() {
  const rules = await withRules();
  await instructorAssigns(BIO.id, ESSAY, rules.points);
  await instructorAssigns(BIO.id, LAB1, rules.percent);
  localStorage.setItem('late-penalty-course-tab', 'apply');
  const view = await renderTool(latePenaltyCourseDetailsRoute, launchAs('instructor', { courseUuid: BIO_UUID }));
  await screen.findByRole('table', { name: 'Late penalties by student and assignment' });
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Update late penalties' }));
  const dialog = await screen.findByRole('dialog', { name: 'Update late penalties' });
  await within(dialog).findByRole('table', { name: 'Late penalty changes by student' });
  return { ...view, dialog, user };
}

describe('Update late penalties while another run holds the course', () => {
  it('says who runs it since when, writes nothing, and Cancel gives up without a lease', async () => {
    // The same instructor, in another tab, started applying a minute ago.
    const held = await backendRequest<Lease>('instructor', 'POST', '/bulk-runs/leases', otherTab);
    const { dialog, user, container } = await openPreview();
    await user.click(within(dialog).getByRole('button', { name: 'Write 12 students' }));
    const notice = await within(dialog).findByRole('alert');
    // Times of an earlier day carry their date: in the first minutes after midnight, 6 minutes ago is yesterday.
    expect(notice).toHaveTextContent(
      `Margaret Ellis has been running this since ${hhmm(held.holder.startedAt)}.` +
        'Wait, and yours starts as soon as it ends; or cancel.',
    );
    expect(within(dialog).getByRole('button', { name: 'Wait' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Take over' })).not.toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await within(dialog).findByRole('button', { name: 'Retry failed (12)' });
    const log = sandbox().state.requestLog;
    expect([log.count(POST_COLUMN), log.count(PATCH_GRADE)]).toEqual([0, 0]);
    // The other tab still holds the course.
    await expect(
      backendRequest('instructor', 'POST', '/bulk-runs/leases', { ...otherTab, runId: 'third-tab' }),
    ).rejects.toThrow(/: 409 /);
  });

  it('offers Take over for a run that stopped renewing, and then writes every student', async () => {
    await backendRequest('instructor', 'POST', '/bulk-runs/leases', otherTab);
    // That tab was closed five minutes ago: its lease has not been renewed since.
    await (
      await backendServer()
    ).db.exec(
      `update bulk_run_leases set started_at = started_at - interval '6 minutes',
         heartbeat_at = heartbeat_at - interval '5 minutes'`,
    );
    const { dialog, user } = await openPreview();
    await user.click(within(dialog).getByRole('button', { name: 'Write 12 students' }));
    const notice = await within(dialog).findByRole('alert');
    expect(notice).toHaveTextContent(
      /^Margaret Ellis has been running this since (?:\d{4}-\d\d-\d\d )?\d\d:\d\d\.It has not been heard from since (?:\d{4}-\d\d-\d\d )?\d\d:\d\d: it has stopped \(a closed tab or a lost connection\)\. You can take it over\.$/,
    );
    expect(sandbox().state.requestLog.count(PATCH_GRADE)).toBe(0);
    await user.click(within(dialog).getByRole('button', { name: 'Take over' }));
    expect(
      await within(dialog).findByText('Updated late penalties for 12 students and stored snapshots.'),
    ).toBeInTheDocument();
    expect(sandbox().state.requestLog.count(PATCH_GRADE)).toBe(12);
    // The stopped run, should it wake up, learns the lease is gone.
    await expect(
      backendRequest('instructor', 'POST', '/bulk-runs/leases/renew', {
        kind: 'late-penalty-apply',
        scopeId: BIO.id,
        runId: 'other-tab',
      }),
    ).rejects.toThrow(/409 .*This run no longer holds its lease/);
  });

  it('refuses to start when Learn says the caller no longer teaches the course', async () => {
    const { dialog, user } = await openPreview();
    sandbox().state.store.membership(BIO.id, DEMO.users.instructor.id)!.courseRoleId = 'TeachingAssistant';
    await user.click(within(dialog).getByRole('button', { name: 'Write 12 students' }));
    expect(
      await within(dialog).findByText(
        'Late Penalties update failed: Your course role (TeachingAssistant) may not perform this action.',
      ),
    ).toBeInTheDocument();
    expect(sandbox().state.requestLog.count(PATCH_GRADE)).toBe(0);
  });
});
