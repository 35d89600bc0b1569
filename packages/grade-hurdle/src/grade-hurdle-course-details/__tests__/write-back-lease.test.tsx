import { backendRequest, LEARN_URL, sandbox, screen, userEvent, within } from '@tools/testing';
import { DEMO } from '@tools/sandbox';
import { describe, expect, it } from 'vitest';
import { BIO, enableBio, finalGrade, HURDLE, launch, NOTATIONS, renderScreen, saveRules } from './helpers.ts';

/** Issue 22 §1: one Grade Hurdle write-back (or undo) per course at a time. */
const PATCH_GRADE = 'PATCH /learn/api/public/v2/courses/{courseId}/gradebook/columns/{columnId}/users/{userId}';
const otherTab = { kind: 'grade-hurdle-writeback', courseId: BIO.id, runId: 'other-tab' };

/** What the other tab's write-back wrote: the 3xx notation on a student's final grade. */
async function otherRunWrites(userId: string) {
  const { app, state } = sandbox();
  const res = await app.request(
    `${LEARN_URL}/learn/api/public/v2/courses/${BIO.id}/gradebook/columns/finalGrade/users/${userId}`,
    {
      method: 'PATCH',
      headers: {
        Authorization: `Bearer ${state.issueToken(DEMO.users.instructor.id)}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ gradeNotationId: NOTATIONS['3xx'] }),
    },
  );
  expect(res.status).toBe(200);
}

describe('Write back while another write-back of the course runs', () => {
  it('says who runs it, writes nothing, and after waiting evaluates again: nothing is written twice', async () => {
    await enableBio();
    await saveRules();
    await backendRequest('instructor', 'POST', '/bulk-runs/leases', otherTab);
    const user = userEvent.setup();
    await renderScreen(launch('instructor'));
    await screen.findByRole('button', { name: 'Save sub-rules' }, { timeout: 10_000 });
    await user.click(screen.getByRole('button', { name: 'Evaluate' }));
    await screen.findByText('Evaluation complete. Reviewed 12 student(s).');
    await user.click(screen.getByRole('button', { name: 'Write back…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Write back to the gradebook?' });
    await user.click(within(dialog).getByRole('button', { name: 'Write 2 grade(s)' }));

    const notice = (
      await screen.findByText(/^Margaret Ellis has been running this since (?:\d{4}-\d\d-\d\d )?\d\d:\d\d\.$/)
    ).closest('[role="alert"]');
    expect(notice).toHaveTextContent('Wait, and yours starts as soon as it ends; or cancel.');
    const log = sandbox().state.requestLog;
    expect(log.count(PATCH_GRADE)).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Wait' }));

    // The other tab's run writes both notations, then ends.
    await otherRunWrites(HURDLE.noLabReport);
    await otherRunWrites(HURDLE.lowEssay);
    await backendRequest('instructor', 'DELETE', '/bulk-runs/leases', {
      kind: otherTab.kind,
      scopeId: BIO.id,
      runId: otherTab.runId,
    });
    expect(await screen.findByText(/^Write-back complete\. Posted 0\./, {}, { timeout: 15_000 })).toBeInTheDocument();
    // Only the other run's two writes: this one evaluated again and found nothing left to write.
    expect(log.count(PATCH_GRADE)).toBe(2);
    expect((await finalGrade(HURDLE.noLabReport)).gradeNotationId).toBe(NOTATIONS['3xx']);
  }, 45_000);
});
