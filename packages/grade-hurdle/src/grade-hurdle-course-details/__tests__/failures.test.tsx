import { backendFault, backendRequest, sandbox, screen, userEvent, waitFor } from '@tools/testing';
import type * as gradeHurdle from '../../contracts.ts';
import { describe, expect, it } from 'vitest';
import {
  BIO,
  confirmWriteBack,
  enableBio,
  evaluated,
  finalGrade,
  HURDLE,
  launch,
  NOTATIONS,
  renderScreen,
  saveRules,
} from './helpers.ts';

describe('Learn and server failures', () => {
  it('a failed write is reported per student, kept out of the others, logged, and retried', async () => {
    const user = await evaluated();
    sandbox().state.faults.add({
      method: 'PATCH',
      path: `**/columns/${DEMO_OVERALL()}/users/${HURDLE.noLabReport}`,
      kind: 'status',
      status: 500,
      times: 1,
    });
    await confirmWriteBack(user);
    expect(
      await screen.findByText(
        /^Write-back complete\. Posted 1\. Skipped: 1 overridden.*1 failed: see the Write-back column/,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Oliver Chen' }).closest('tr')).toHaveTextContent('Failed:');
    expect((await finalGrade(HURDLE.lowEssay)).gradeNotationId).toBe(NOTATIONS['3xx']);
    expect((await finalGrade(HURDLE.noLabReport)).gradeNotationId).toBeUndefined();
    await user.click(screen.getByRole('button', { name: 'Retry failed (1)' }));
    await waitFor(async () => expect((await finalGrade(HURDLE.noLabReport)).gradeNotationId).toBe(NOTATIONS['3xx']));
    expect(await screen.findByText(/^Write-back complete\. Posted 2\./)).toBeInTheDocument();
    // The log holds one row per student of the run, the retried one now written.
    const runs = await backendRequest<gradeHurdle.Runs>('instructor', 'GET', `/grade-hurdle-runs?courseId=${BIO.id}`);
    expect(runs.items).toHaveLength(1);
    expect(runs.items[0]).toMatchObject({ written: 2, failed: 0 });
  });

  it('Cancel stops writes in flight and reports them cancelled', async () => {
    const user = await evaluated();
    sandbox().state.faults.add({ method: 'PATCH', path: '**/gradebook/columns/*/users/*', kind: 'hang' });
    await confirmWriteBack(user);
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText(/Posted 0\..*2 cancelled before they were written\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry failed (2)' })).toBeInTheDocument();
    sandbox().state.faults.clear();
  });

  it("a refused override clear names the student and Learn's reason", async () => {
    const user = await evaluated();
    sandbox().state.faults.add({
      method: 'PATCH',
      path: `**/users/${HURDLE.overridden}`,
      kind: 'status',
      status: 403,
      times: 1,
    });
    await user.click(screen.getByRole('button', { name: 'Clear override for Mateo Fernández' }));
    expect(
      await screen.findByText(/^Failed to clear override for Mateo Fernández: Injected fault/),
    ).toBeInTheDocument();
    expect((await finalGrade(HURDLE.overridden)).overridden).toBeTruthy();
  });

  it('an evaluation Learn refuses shows the reason', async () => {
    await enableBio();
    await saveRules();
    const user = userEvent.setup();
    await renderScreen(launch('instructor'));
    const evaluate = await screen.findByRole('button', { name: 'Evaluate' }, { timeout: 10_000 });
    sandbox().state.faults.add({ path: '**/attempts', kind: 'status', status: 403, times: 5 });
    await user.click(evaluate);
    // Learn's own message (the sandbox's fault says 'Injected fault (…)') is shown.
    expect(await screen.findByText(/^Injected fault/)).toBeInTheDocument();
    expect(screen.queryByText(/Evaluation complete/)).not.toBeInTheDocument();
  });

  it('a failed association read leaves the tool enabled with the defaults, and says so', async () => {
    await enableBio();
    backendFault({ method: 'GET', path: '/grade-hurdle-associations', status: 503, message: 'Database unavailable' });
    await renderScreen(launch('instructor'));
    expect(
      await screen.findByText(
        'Could not read the saved rules (Database unavailable); showing the defaults.',
        undefined,
        {
          timeout: 10_000,
        },
      ),
    ).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: '1) Build Sub-Rules' }, { timeout: 10_000 })).toBeInTheDocument();
  });
});

function DEMO_OVERALL() {
  return sandbox()
    .state.store.columnsOfCourse(BIO.id)
    .find((c) => c.externalGrade)!.id;
}
