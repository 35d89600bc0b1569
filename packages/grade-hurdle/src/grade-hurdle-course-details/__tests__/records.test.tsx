import {
  backendFault,
  backendRequest,
  cleanup,
  clearBackendFaults,
  sandbox,
  screen,
  userEvent,
  waitFor,
  within,
} from '@tools/testing';
import type * as gradeHurdle from '../../contracts.ts';
import { describe, expect, it } from 'vitest';
import { BIO, confirmWriteBack, evaluated, finalGrade, HURDLE, launch, NOTATIONS, renderScreen } from './helpers.ts';

/**
 * Issue 22 §3: records of the write-back survive a server outage. The plan is stored before any
 * write; outcomes wait in the page and are sent again until stored; a run whose outcomes never
 * arrived (tab closed) is undone from Learn's own grade history.
 */
const WRITEBACKS = '/grade-hurdle-writebacks';

async function writeBack() {
  const user = await evaluated();
  await confirmWriteBack(user);
  return user;
}

const run = async () =>
  (await backendRequest<gradeHurdle.Runs>('instructor', 'GET', `/grade-hurdle-runs?courseId=${BIO.id}`)).items;

/** The plan reaches the server; after it, the server is down (network errors) `times` times, or for good. */
function serverDownAfterThePlan(times?: number) {
  backendFault({ method: 'POST', path: WRITEBACKS, hold: Promise.resolve(), times: 1 });
  backendFault({ method: 'POST', path: WRITEBACKS, network: true, ...(times ? { times } : {}) });
}

describe('write-back records through a server outage', () => {
  it('says "grades written, records pending" instead of failed, and stores them when the server is back', async () => {
    serverDownAfterThePlan(3);
    await writeBack();
    expect(await screen.findByText(/^Write-back complete\. Posted 2\./, undefined, { timeout: 15_000 })).toBeVisible();
    expect(
      await screen.findByText(
        /^The grades were written\. 2 write-back record\(s\) are not stored on the server yet \(.+\); they are sent again until it takes them, and Undo works meanwhile\.$/,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/could not be saved/)).not.toBeInTheDocument();
    expect((await finalGrade(HURDLE.noLabReport)).gradeNotationId).toBe(NOTATIONS['3xx']);
    // Sent again with back-off (1 s, 2 s, 4 s) until the server takes them, without the user.
    expect(await screen.findByText('All write-back records are stored.', undefined, { timeout: 20_000 })).toBeVisible();
    expect(await run()).toMatchObject([{ written: 2, pending: 0, failed: 0 }]);
  }, 40_000);

  it('writes nothing when the plan cannot be recorded first (Undo would be impossible)', async () => {
    backendFault({ method: 'POST', path: WRITEBACKS, network: true });
    await writeBack();
    expect(
      await screen.findByText(
        /^Nothing was written: the write-back could not be recorded on the server first, so it could not have been undone \(.+\)\. Try again when the server answers\.$/,
        undefined,
        { timeout: 20_000 },
      ),
    ).toBeInTheDocument();
    expect((await finalGrade(HURDLE.noLabReport)).gradeNotationId).toBeUndefined();
    expect(
      sandbox().state.requestLog.items.filter((i) => i.method === 'PATCH' && i.path.includes('/gradebook/')),
    ).toEqual([]);
    expect(await run()).toEqual([]);
  }, 40_000);

  it('a tab closed before any outcome was stored: Undo works from Learn’s grade history', async () => {
    serverDownAfterThePlan();
    // One of the two writes is refused by Learn: its record stays pending too, and must not be "restored".
    sandbox().state.faults.add({
      method: 'PATCH',
      path: `**/columns/*/users/${HURDLE.lowEssay}`,
      kind: 'status',
      status: 400,
      times: 1,
    });
    await writeBack();
    await screen.findByText(/^The grades were written\. 2 write-back record\(s\) are not stored/, undefined, {
      timeout: 15_000,
    });
    expect((await finalGrade(HURDLE.noLabReport)).gradeNotationId).toBe(NOTATIONS['3xx']);
    expect((await finalGrade(HURDLE.lowEssay)).gradeNotationId).toBeUndefined();
    expect(await run()).toMatchObject([{ written: 0, pending: 2 }]);

    // The tab is closed (its records are gone with it); the server is back; the tool is opened again.
    cleanup();
    clearBackendFaults();
    const user = userEvent.setup();
    await renderScreen(launch('instructor'));
    const runs = await screen.findByRole('table', { name: 'Recent write-backs of this course' }, { timeout: 10_000 });
    await waitFor(() => expect(within(runs).getAllByRole('row')).toHaveLength(2));
    await user.click(within(runs).getByRole('button', { name: /^Undo the write-back of/ }));
    const undo = await screen.findByRole('dialog', { name: 'Undo this write-back?' });
    await user.click(within(undo).getByRole('button', { name: 'Undo 2 grade(s)' }));
    expect(
      await screen.findByText(
        'Undo complete. Restored 1. Left alone: 0 changed since the write-back, 1 not written by this run (Learn’s grade history).',
        undefined,
        { timeout: 15_000 },
      ),
    ).toBeInTheDocument();
    expect((await finalGrade(HURDLE.noLabReport)).gradeNotationId).toBeUndefined();
    expect((await finalGrade(HURDLE.lowEssay)).gradeNotationId).toBeUndefined();
    expect(
      sandbox().state.requestLog.count('GET /learn/api/public/v1/courses/{courseId}/gradebook/columns/{columnId}/logs'),
    ).toBe(1);
  }, 60_000);
});
