import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import {
  axeViolations,
  launchAs,
  LEARN_URL,
  learnServer,
  renderTool,
  sandbox,
  screen,
  userEvent,
  within,
} from '@tools/testing';
import DeepLinkToolScreen from '../deep-link-tool-screen.tsx';
import { RETURN_TIMEOUT_MS } from '../return-form.tsx';

const BACKEND = 'https://tools.test';
const RAW_STATE = 'eyJsYXVuY2hJZCI6Imwt MSJ9';
const RETURN_URL = `${LEARN_URL}/lti/deep-link/return`;

interface Seen {
  url: URL;
  body: unknown;
  headers: Headers;
}

/** Answers POST /lti/deep-link like our server would, recording what the page sent. */
function backend(answer: () => Response | Promise<Response>) {
  const seen: Seen[] = [];
  learnServer.use(
    http.post(`${BACKEND}/lti/deep-link`, async ({ request }) => {
      seen.push({ url: new URL(request.url), body: await request.json(), headers: request.headers });
      return answer();
    }),
  );
  return seen;
}

let submitted: { action: string; jwt: string | null }[];
beforeEach(() => {
  submitted = [];
  // jsdom cannot navigate; record the auto-submitted form instead.
  vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
    submitted.push({ action: this.action, jwt: new FormData(this).get('JWT') as string | null });
  });
});
afterEach(() => vi.useRealTimers());

const launch = (overrides = {}) => launchAs('instructor', { rawState: RAW_STATE, ...overrides });

describe('DeepLinkTool', () => {
  it('offers LTI Assignment 1 to 10 and the deploy button, accessibly', async () => {
    const { container } = renderTool(DeepLinkToolScreen, launch());
    const boxes = screen.getAllByRole('checkbox');
    expect(boxes.map((b) => b.closest('label')?.textContent)).toEqual(
      Array.from({ length: 10 }, (_, i) => `LTI Assignment ${i + 1}`),
    );
    expect(boxes.every((b) => !(b as HTMLInputElement).checked)).toBe(true);
    expect(screen.getByRole('button', { name: 'Deploy to Blackboard' })).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('asks for at least one item and sends nothing', async () => {
    const seen = backend(() => HttpResponse.json({}));
    renderTool(DeepLinkToolScreen, launch());
    await userEvent.click(screen.getByRole('button', { name: 'Deploy to Blackboard' }));
    expect(screen.getByText('Please select at least one item to deploy.')).toHaveAttribute('role', 'alert');
    expect(seen).toHaveLength(0);
    // Choosing an item clears the message.
    await userEvent.click(screen.getByRole('checkbox', { name: 'LTI Assignment 1' }));
    expect(screen.queryByText('Please select at least one item to deploy.')).not.toBeInTheDocument();
  });

  it("sends the selected items with the raw state, shows 'Deploying...', then form-POSTs the JWT to Learn", async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const seen = backend(async () => {
      await gate;
      return HttpResponse.json({ jwt: 'h.p.s', deepLinkReturnUrl: RETURN_URL });
    });
    renderTool(DeepLinkToolScreen, launch());
    for (const n of [5, 1, 3]) await userEvent.click(screen.getByRole('checkbox', { name: `LTI Assignment ${n}` }));
    await userEvent.click(screen.getByRole('button', { name: 'Deploy to Blackboard' }));

    const busy = await screen.findByRole('button', { name: 'Deploying...' });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(busy); // a second click while busy sends nothing more
    expect(seen).toHaveLength(1);
    const [request] = seen;
    expect(request!.url.searchParams.get('state')).toBe(RAW_STATE);
    expect(request!.body).toEqual({
      selectedItems: [
        { id: 'lti-assignment-1', title: 'LTI Assignment 1' },
        { id: 'lti-assignment-3', title: 'LTI Assignment 3' },
        { id: 'lti-assignment-5', title: 'LTI Assignment 5' },
      ],
    });
    expect(request!.headers.get('authorization')).toMatch(/^Bearer \S+/);
    expect(request!.headers.get('x-learn-platform')).toBe(LEARN_URL);
    expect(submitted).toEqual([]);

    release();
    await vi.waitFor(() => expect(submitted).toEqual([{ action: RETURN_URL, jwt: 'h.p.s' }]));
    const form = screen.getByTestId('deep-link-return');
    expect(form).toHaveAttribute('method', 'post');
    expect(form).not.toHaveAttribute('target');
    expect(screen.getByRole('button', { name: 'Deploying...' })).toBeInTheDocument();
    expect(sandbox().state.requestLog.total).toBe(0);
  });

  it("says 'No JWT received from backend.' when the answer has no jwt", async () => {
    backend(() => HttpResponse.json({ deepLinkReturnUrl: RETURN_URL }));
    renderTool(DeepLinkToolScreen, launch());
    await userEvent.click(screen.getByRole('checkbox', { name: 'LTI Assignment 2' }));
    await userEvent.click(screen.getByRole('button', { name: 'Deploy to Blackboard' }));
    expect(await screen.findByText('No JWT received from backend.')).toHaveAttribute('role', 'alert');
    expect(submitted).toEqual([]);
    expect(screen.getByRole('button', { name: 'Deploy to Blackboard' })).not.toHaveAttribute('aria-busy');
  });

  it.each([
    [
      'a server error',
      () => HttpResponse.json({ message: 'This deep-linking launch belongs to another user.' }, { status: 403 }),
    ],
    ['a network failure', () => HttpResponse.error()],
    [
      'a return URL that is not http(s)',
      () => HttpResponse.json({ jwt: 'h.p.s', deepLinkReturnUrl: 'javascript:alert(1)' }),
    ],
  ])("says 'Deployment failed. Please try again.' on %s, and lets the user retry", async (_, answer) => {
    const seen = backend(answer);
    renderTool(DeepLinkToolScreen, launch());
    await userEvent.click(screen.getByRole('checkbox', { name: 'LTI Assignment 10' }));
    await userEvent.click(screen.getByRole('button', { name: 'Deploy to Blackboard' }));
    expect(await screen.findByText('Deployment failed. Please try again.')).toHaveAttribute('role', 'alert');
    expect(submitted).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Deploy to Blackboard' }));
    await vi.waitFor(() => expect(seen).toHaveLength(2));
  });

  const deployOne = async () => {
    const seen = backend(() => HttpResponse.json({ jwt: 'h.p.s', deepLinkReturnUrl: RETURN_URL }));
    renderTool(DeepLinkToolScreen, launch());
    await userEvent.click(screen.getByRole('checkbox', { name: 'LTI Assignment 4' }));
    await userEvent.click(screen.getByRole('button', { name: 'Deploy to Blackboard' }));
    await vi.waitFor(() => expect(submitted).toHaveLength(1));
    return seen;
  };

  it("says 'Deployment failed. Please try again.' when CSP blocks the return, and retries with the same response", async () => {
    const seen = await deployOne();
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
    expect(submitted[1]).toEqual({ action: RETURN_URL, jwt: 'h.p.s' });
    expect(screen.queryByText('Deployment failed. Please try again.')).not.toBeInTheDocument();
    expect(seen).toHaveLength(1);
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
    backend(() => HttpResponse.json({ jwt: 'h.p.s', deepLinkReturnUrl: RETURN_URL }));
    renderTool(DeepLinkToolScreen, launch());
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

  it('needs the access token', () => {
    renderTool(DeepLinkToolScreen, launch({ token: null }));
    expect(screen.getByRole('alert', { name: 'Error' })).toHaveTextContent(
      'Missing access token or UUID. Please log in.',
    );
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it.each([['rawState'], ['backendUrl']] as const)('explains a launch without %s', (key) => {
    renderTool(DeepLinkToolScreen, launch({ [key]: null }));
    const alert = screen.getByRole('alert', { name: 'Error' });
    expect(within(alert).getByText(/needs the deep-linking launch from Learn/)).toBeInTheDocument();
  });
});
