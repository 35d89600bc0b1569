import type { LaunchContext, ToolRoute } from '@tools/launch';
import { launchAs, renderTool, sandbox, screen } from '@tools/testing';
import { expect, it } from 'vitest';

/** The value shown for a label of the welcome screens' details list. */
export function valueOf(label: string) {
  return screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
}

/** What a welcome screen says for each Learn failure (the shared Learn-error texts). */
const LEARN_ERRORS: [number, string][] = [
  [401, 'Your Learn session has expired or is not valid. Open the tool again from Learn.'],
  [403, 'You do not have permission to do this in Learn.'],
  [500, 'Learn had a problem answering. Try again later.'],
];

/**
 * The Learn-error cases every UEF welcome screen shares, as tests of the calling `describe`:
 * a launch without token or uuid is explained without any request, and each Learn failure on
 * `failingPath` is explained with its text. `launch` is the student's launch the screen needs.
 */
export function learnErrorCases(
  route: ToolRoute,
  { launch = {}, failingPath, what = '' }: { launch?: Partial<LaunchContext>; failingPath: string; what?: string },
) {
  it.each([['token'], ['uuid']] as const)('explains a missing %s without any request', async (key) => {
    await renderTool(route, launchAs('student', { ...launch, [key]: null }));
    expect(screen.getByRole('alert', { name: 'Error' })).toHaveTextContent(
      'Missing access token or UUID. Please log in.',
    );
    expect(sandbox().state.requestLog.total).toBe(0);
  });

  it.each(LEARN_ERRORS)(`explains Learn answering %i${what}`, async (status, text) => {
    sandbox().state.faults.add({ kind: 'status', status, path: failingPath });
    await renderTool(route, launchAs('student', launch));
    expect(await screen.findByRole('alert', { name: 'Error' })).toHaveTextContent(text);
  });
}
