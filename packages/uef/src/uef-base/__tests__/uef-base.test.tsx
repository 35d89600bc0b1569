import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  act,
  axeViolations,
  BACKEND_URL,
  blockWebStorage,
  launchAs,
  LEARN_URL,
  renderTool,
  sandbox,
  screen,
} from '@tools/testing';
import type { IntegrationStatus } from '../../domain/integration.ts';
import { installScriptApi } from '../uef-base-script.ts';
import { uefBaseRoute } from '../route.ts';

const STATE = btoa(JSON.stringify({ locale: 'en_US', platformUrl: LEARN_URL, backendUrl: BACKEND_URL }));

function injectedScript() {
  return document.querySelector<HTMLScriptElement>('script[data-course-tools-uef]');
}

/** Plays the browser's part: the injected script "runs" (defines its API), then fires load. */
async function scriptRuns(api?: (typeof window)['courseToolsUef']) {
  if (api) window.courseToolsUef = api;
  else installScriptApi(window);
  await act(async () => {
    injectedScript()!.dispatchEvent(new Event('load'));
  });
}

/** The loader's own progress line (the toast region is a status too). */
const progress = () => screen.getByRole('main').querySelector('[role="status"]');

afterEach(() => {
  injectedScript()?.remove();
  delete window.courseToolsUef;
  // Storage (and its in-memory fallback) is emptied, and unblocked, by @tools/testing's setup.
});

describe('UEFBase', () => {
  it('stores the spec values except the token, then injects uef_base.js from our server', async () => {
    localStorage.setItem('token', 'left-by-an-old-loader');
    const launch = launchAs('instructor', { rawState: STATE });
    const { container } = await renderTool(uefBaseRoute, launch);
    expect(progress()).toHaveTextContent('Connecting to Ultra...');
    expect(injectedScript()?.src).toBe(`${BACKEND_URL}/uef/uef_base.js`);
    expect(localStorage.getItem('platformUrl')).toBe(LEARN_URL);
    expect(localStorage.getItem('uuid')).toBe(launch.uuid);
    expect(localStorage.getItem('uefState')).toBe(STATE);
    const nav = new URL(localStorage.getItem('baseNavUrl')!);
    expect([nav.searchParams.get('route'), nav.searchParams.get('uuid'), nav.searchParams.get('state')]).toEqual([
      'UEFBaseNav',
      launch.uuid,
      STATE,
    ]);
    expect(new URL(localStorage.getItem('courseDetailsUrl')!).searchParams.get('route')).toBe('UEFCourseDetails');
    // The token is nowhere on disk or in an address.
    expect(localStorage.getItem('token')).toBeNull();
    expect(JSON.stringify({ ...localStorage })).not.toContain(launch.token!);
    expect(injectedScript()!.src).not.toContain(launch.token!);
    expect(sandbox().state.requestLog.total).toBe(0);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('hands the token to the script in memory and shows how far the connection got', async () => {
    const launch = launchAs('student', { rawState: STATE });
    await renderTool(uefBaseRoute, launch);
    let report: (status: IntegrationStatus) => void = () => {};
    const connect = vi.fn((options: { token: string; onStatus: (s: IntegrationStatus) => void }) => {
      report = options.onStatus;
    });
    await scriptRuns({ connect });
    expect(connect).toHaveBeenCalledWith(expect.objectContaining({ token: launch.token }));
    act(() => report({ kind: 'waiting' }));
    expect(progress()).toHaveTextContent('Waiting for Ultra to answer...');
    act(() => report({ kind: 'authorized' }));
    expect(progress()).toHaveTextContent('Authorized with Ultra. Registering Course Tools...');
    act(() => report({ kind: 'registered' }));
    expect(progress()).toHaveTextContent(
      'Course Tools is connected to Ultra: the Course Tools entry is in the base navigation, and a Course Tools panel opens in your courses.',
    );
  });

  it.each([
    [
      { kind: 'failed', reason: 'unauthorized', detail: 'unknown token' },
      'Ultra did not accept the authorization: unknown token',
    ],
    [{ kind: 'failed', reason: 'no-answer' }, 'Ultra did not answer. Reload Ultra and try again.'],
    [
      { kind: 'failed', reason: 'registration-refused' },
      'Ultra did not accept the base navigation entry: no reason given',
    ],
  ] as [IntegrationStatus, string][])('explains a failure: %j', async (status, text) => {
    await renderTool(uefBaseRoute, launchAs('student', { rawState: STATE }));
    await scriptRuns({ connect: ({ onStatus }) => onStatus(status) });
    expect(screen.getByRole('alert', { name: 'Error' })).toHaveTextContent(text);
  });

  it('says it belongs in Ultra when opened outside Ultra (the real script, not framed)', async () => {
    await renderTool(uefBaseRoute, launchAs('student', { rawState: STATE }));
    await scriptRuns();
    expect(screen.getByRole('alert', { name: 'Error' })).toHaveTextContent(
      "This page connects Course Tools to Ultra and runs in Ultra's hidden integration frame. Open Ultra to use Course Tools there.",
    );
  });

  it("keeps the values in the page's memory where the frame blocks storage, and the real script finds them", async () => {
    blockWebStorage();
    await renderTool(uefBaseRoute, launchAs('student', { rawState: STATE }));
    await scriptRuns();
    // Not 'missing platformUrl, uuid, ...': the script read the loader's values and went on to look for Ultra.
    expect(screen.getByRole('alert', { name: 'Error' })).toHaveTextContent(
      "This page connects Course Tools to Ultra and runs in Ultra's hidden integration frame.",
    );
  });

  it('says so when the script cannot be loaded', async () => {
    await renderTool(uefBaseRoute, launchAs('student', { rawState: STATE }));
    await act(async () => {
      injectedScript()!.dispatchEvent(new Event('error'));
    });
    expect(screen.getByRole('alert', { name: 'Error' })).toHaveTextContent(
      `The Ultra integration script could not be loaded from ${BACKEND_URL}/uef/uef_base.js.`,
    );
  });

  it('says so when what loaded is not uef_base.js (nothing to connect to)', async () => {
    await renderTool(uefBaseRoute, launchAs('student', { rawState: STATE }));
    await act(async () => {
      injectedScript()!.dispatchEvent(new Event('load'));
    });
    expect(screen.getByRole('alert', { name: 'Error' })).toHaveTextContent(
      `The Ultra integration script could not be loaded from ${BACKEND_URL}/uef/uef_base.js.`,
    );
  });

  it.each([['token'], ['uuid']] as const)('explains a missing %s and stores nothing', async (key) => {
    await renderTool(uefBaseRoute, launchAs('student', { [key]: null }));
    expect(screen.getByRole('alert', { name: 'Error' })).toHaveTextContent(
      'Missing access token or UUID. Please log in.',
    );
    expect(localStorage.length).toBe(0);
    expect(injectedScript()).toBeNull();
  });

  it('needs to know our server to load the script from', async () => {
    await renderTool(uefBaseRoute, launchAs('student', { backendUrl: null }));
    expect(screen.getByRole('alert', { name: 'Error' })).toHaveTextContent(
      'This launch does not say which Course Tools server to use (backendUrl is missing from the state parameter). Please open the tool again from Ultra.',
    );
    expect(injectedScript()).toBeNull();
  });
});
