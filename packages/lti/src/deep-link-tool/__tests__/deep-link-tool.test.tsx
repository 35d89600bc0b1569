import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO } from '@tools/sandbox';
import {
  axeViolations,
  backendFault,
  backendRequestLog,
  launchAs,
  LEARN_URL,
  learnRequestsOfScreen,
  ltiLaunch,
  renderTool,
  sandbox,
  screen,
  userEvent,
  within,
} from '@tools/testing';
import { deepLinkToolRoute } from '../route.ts';
import { RETURN_TIMEOUT_MS } from '../return-form.tsx';

const BIO = DEMO.courses.bio101;
const RETURN_URL = `${LEARN_URL}/lti/deep-link/return`;

/** A real deep-linking launch of our server by the sandbox platform, in BIO101. */
const deepLinkLaunch = (persona = 'instructor') => ltiLaunch(persona, { route: 'DeepLinkTool', courseId: BIO.id });
const deepLinkPosts = () => backendRequestLog().filter((r) => r.method === 'POST' && r.path === '/lti/deep-link');

let submitted: { action: string; jwt: string | null }[];
beforeEach(() => {
  submitted = [];
  // jsdom cannot navigate; record the auto-submitted form instead.
  vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
    submitted.push({ action: this.action, jwt: new FormData(this).get('JWT') as string | null });
  });
});
afterEach(() => vi.useRealTimers());

/** For what happens before any request: a direct launch with a state the server never sees. */
const launch = (overrides = {}) => launchAs('instructor', { rawState: 'eyJsYXVuY2hJZCI6ImwtMSJ9', ...overrides });

/** The platform receiving the auto-submitted form: the sandbox verifies the JWT and adds the items. */
async function platformReceives(jwt: string) {
  const response = await sandbox().app.request('/lti/deep-link/return', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ JWT: jwt }).toString(),
  });
  return { status: response.status, html: await response.text() };
}

describe('DeepLinkTool', () => {
  it('offers LTI Assignment 1 to 10 and the deploy button, accessibly', async () => {
    const { container } = await renderTool(deepLinkToolRoute, launch());
    const boxes = screen.getAllByRole('checkbox');
    expect(boxes.map((b) => b.closest('label')?.textContent)).toEqual(
      Array.from({ length: 10 }, (_, i) => `LTI Assignment ${i + 1}`),
    );
    expect(boxes.every((b) => !(b as HTMLInputElement).checked)).toBe(true);
    expect(screen.getByRole('button', { name: 'Deploy to Blackboard' })).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('asks for at least one item and sends nothing', async () => {
    await renderTool(deepLinkToolRoute, await deepLinkLaunch());
    await userEvent.click(screen.getByRole('button', { name: 'Deploy to Blackboard' }));
    expect(screen.getByText('Please select at least one item to deploy.')).toHaveAttribute('role', 'alert');
    expect(deepLinkPosts()).toHaveLength(0);
    // Choosing an item clears the message.
    await userEvent.click(screen.getByRole('checkbox', { name: 'LTI Assignment 1' }));
    expect(screen.queryByText('Please select at least one item to deploy.')).not.toBeInTheDocument();
  });

  it("sends the selected items with the raw state, shows 'Deploying...', then form-POSTs the JWT to Learn", async () => {
    const launched = await deepLinkLaunch();
    await renderTool(deepLinkToolRoute, launched);
    for (const n of [5, 1, 3]) await userEvent.click(screen.getByRole('checkbox', { name: `LTI Assignment ${n}` }));
    await userEvent.click(screen.getByRole('button', { name: 'Deploy to Blackboard' }));

    const busy = await screen.findByRole('button', { name: 'Deploying...' });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    // The server checks the caller with Learn and signs the response: allow it a few seconds.
    await vi.waitFor(() => expect(submitted).toHaveLength(1), { timeout: 5000 });
    await userEvent.click(busy); // a second click while busy sends nothing more
    expect(deepLinkPosts()).toEqual([{ method: 'POST', path: '/lti/deep-link', query: { state: launched.rawState } }]);
    expect(submitted[0]!.action).toBe(RETURN_URL);
    const form = screen.getByTestId('deep-link-return');
    expect(form).toHaveAttribute('method', 'post');
    expect(form).not.toHaveAttribute('target');
    expect(screen.getByRole('button', { name: 'Deploying...' })).toBeInTheDocument();
    expect(learnRequestsOfScreen()).toBe(0);

    // Learn accepts the server-signed response and adds the three items, each with a 10-point column.
    const returned = await platformReceives(submitted[0]!.jwt!);
    expect(returned.status).toBe(200);
    expect(returned.html).toContain('Added 3 item(s) to BIO101 Introduction to Biology.');
    const store = sandbox().state.store;
    const added = store.contentsOfCourse(BIO.id).filter((c) => c.title.startsWith('LTI Assignment'));
    expect(added.map((c) => c.title).sort()).toEqual(['LTI Assignment 1', 'LTI Assignment 3', 'LTI Assignment 5']);
    for (const item of added) {
      expect(item.contentHandler.customParameters).toMatchObject({ route: 'LTIAssignment' });
      expect(store.columnById(item.contentHandler.gradeColumnId!)?.score.possible).toBe(10);
    }
  });

  it("says 'No JWT received from backend.' when the answer has no jwt", async () => {
    backendFault({ method: 'POST', path: '/lti/deep-link', status: 200, body: { deepLinkReturnUrl: RETURN_URL } });
    await renderTool(deepLinkToolRoute, await deepLinkLaunch());
    await userEvent.click(screen.getByRole('checkbox', { name: 'LTI Assignment 2' }));
    await userEvent.click(screen.getByRole('button', { name: 'Deploy to Blackboard' }));
    expect(await screen.findByText('No JWT received from backend.')).toHaveAttribute('role', 'alert');
    expect(submitted).toEqual([]);
    expect(screen.getByRole('button', { name: 'Deploy to Blackboard' })).not.toHaveAttribute('aria-busy');
  });

  it.each([
    // The real refusal: someone else's token on this deep-linking launch.
    ['a server error', () => ({ token: sandbox().state.issueToken(DEMO.users.instructor2.id) })],
    [
      'a network failure',
      () => {
        backendFault({ method: 'POST', path: '/lti/deep-link', network: true });
        return {};
      },
    ],
    [
      'a return URL that is not http(s)',
      () => {
        const body = { jwt: 'h.p.s', deepLinkReturnUrl: 'javascript:alert(1)' };
        backendFault({ method: 'POST', path: '/lti/deep-link', status: 200, body });
        return {};
      },
    ],
  ])("says 'Deployment failed. Please try again.' on %s, and lets the user retry", async (_, arrange) => {
    const launched = await deepLinkLaunch();
    await renderTool(deepLinkToolRoute, { ...launched, ...arrange() });
    await userEvent.click(screen.getByRole('checkbox', { name: 'LTI Assignment 10' }));
    await userEvent.click(screen.getByRole('button', { name: 'Deploy to Blackboard' }));
    expect(await screen.findByText('Deployment failed. Please try again.')).toHaveAttribute('role', 'alert');
    expect(submitted).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Deploy to Blackboard' }));
    await vi.waitFor(() => expect(deepLinkPosts()).toHaveLength(2), { timeout: 5000 });
  });

  /** A real deep-linking launch, one item deployed: the page is form-POSTing the signed response. */
  const deployOne = async () => {
    await renderTool(deepLinkToolRoute, await deepLinkLaunch());
    await userEvent.click(screen.getByRole('checkbox', { name: 'LTI Assignment 4' }));
    await userEvent.click(screen.getByRole('button', { name: 'Deploy to Blackboard' }));
    await vi.waitFor(() => expect(submitted).toHaveLength(1), { timeout: 5000 });
    return submitted[0]!.jwt;
  };

  it("says 'Deployment failed. Please try again.' when CSP blocks the return, and retries with the same response", async () => {
    const jwt = await deployOne();
    // What Chromium fires when form-action does not allow the platform's return URL.
    document.dispatchEvent(
      Object.assign(new Event('securitypolicyviolation'), {
        effectiveDirective: 'form-action',
        blockedURI: RETURN_URL,
      }),
    );
    expect(await screen.findByText('Deployment failed. Please try again.')).toHaveAttribute('role', 'alert');
    const retry = screen.getByRole('button', { name: 'Deploy to Blackboard' });
    expect(retry).not.toHaveAttribute('aria-busy');
    // The items of the signed response can no longer change.
    expect(screen.getByRole('checkbox', { name: 'LTI Assignment 4' })).toBeDisabled();
    await userEvent.click(retry);
    await vi.waitFor(() => expect(submitted).toHaveLength(2));
    expect(submitted[1]).toEqual({ action: RETURN_URL, jwt });
    expect(screen.queryByText('Deployment failed. Please try again.')).not.toBeInTheDocument();
    expect(deepLinkPosts()).toHaveLength(1);
  });

  it('ignores violations of other directives', async () => {
    await deployOne();
    document.dispatchEvent(Object.assign(new Event('securitypolicyviolation'), { effectiveDirective: 'img-src' }));
    expect(screen.getByRole('button', { name: 'Deploying...' })).toBeInTheDocument();
    expect(screen.queryByText('Deployment failed. Please try again.')).not.toBeInTheDocument();
  });

  it('fails when the form cannot be submitted', async () => {
    vi.mocked(HTMLFormElement.prototype.submit).mockImplementation(() => {
      throw new Error('blocked');
    });
    await renderTool(deepLinkToolRoute, await deepLinkLaunch());
    await userEvent.click(screen.getByRole('checkbox', { name: 'LTI Assignment 4' }));
    await userEvent.click(screen.getByRole('button', { name: 'Deploy to Blackboard' }));
    expect(await screen.findByText('Deployment failed. Please try again.')).toHaveAttribute('role', 'alert');
  });

  it('fails when the frame has not started leaving after the wait, but not once it has', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await deployOne();
    vi.advanceTimersByTime(RETURN_TIMEOUT_MS);
    expect(await screen.findByText('Deployment failed. Please try again.')).toHaveAttribute('role', 'alert');
    await userEvent.click(screen.getByRole('button', { name: 'Deploy to Blackboard' }));
    await vi.waitFor(() => expect(submitted).toHaveLength(2));
    window.dispatchEvent(new Event('beforeunload'));
    vi.advanceTimersByTime(RETURN_TIMEOUT_MS);
    expect(screen.getByRole('button', { name: 'Deploying...' })).toBeInTheDocument();
  });

  it('needs the access token', async () => {
    await renderTool(deepLinkToolRoute, launch({ token: null }));
    expect(screen.getByRole('alert', { name: 'Error' })).toHaveTextContent(
      'Missing access token or UUID. Please log in.',
    );
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it.each([['rawState'], ['backendUrl']] as const)('explains a launch without %s', async (key) => {
    await renderTool(deepLinkToolRoute, launch({ [key]: null }));
    const alert = screen.getByRole('alert', { name: 'Error' });
    expect(within(alert).getByText(/needs the deep-linking launch from Learn/)).toBeInTheDocument();
  });
});
