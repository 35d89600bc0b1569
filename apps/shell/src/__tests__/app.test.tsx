import { blockWebStorage, render, screen } from '@tools/testing';
import { webStorage } from '@tools/ui';
import { describe, expect, it, vi } from 'vitest';
import { defineRoute, emptyLaunch, useLaunch } from '@tools/launch';
import { App } from '../app.tsx';
import { encodeState } from '../launch/parse-state.ts';
import type { ReadLaunch } from '../launch/read-launch.ts';
import { readLaunch, tokenStorageKey } from '../launch/read-launch.ts';

const config = { allowedPlatformOrigins: ['https://learn.test'], allowedBackendOrigins: ['https://tools.test'] };

function Probe() {
  const launch = useLaunch();
  return <p>token={launch.token ?? 'none'}</p>;
}
// A stand-in tool under a real route value: the host draws its page and checks from the route.
const registry = [
  defineRoute({
    route: 'ReportCard',
    audience: ['anyone'],
    title: 'title',
    needs: [{ params: ['token'], missing: 'missing' }],
    texts: async () => ({ en_US: { title: 'Probe', missing: 'No token in this launch.' } }),
    load: async () => ({ default: Probe }),
  }),
  // A screen that checks the token itself (like the course assistant): no `needs`.
  defineRoute({
    route: 'CourseChatWidget',
    audience: ['anyone'],
    title: 'title',
    needs: [],
    learn: false,
    texts: async () => ({ en_US: { title: 'Self-checking probe' } }),
    load: async () => ({ default: Probe }),
  }),
];

function launch(overrides: Partial<ReadLaunch> = {}): ReadLaunch {
  return {
    route: 'ReportCard',
    context: {
      ...emptyLaunch,
      platformUrl: 'https://learn.test',
      backendUrl: 'https://tools.test',
      uuid: 'u1',
      token: 't1',
    },
    launchCode: null,
    problem: null,
    tokenLost: false,
    ...overrides,
  };
}

const noExchange = () => Promise.reject(new Error('not expected'));

describe('App', () => {
  it('loads the tool for the route with the launch context', async () => {
    render(<App launch={launch()} config={config} exchangeLaunchCode={noExchange} registry={registry} />);
    expect(await screen.findByText('token=t1')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Probe' })).toBeInTheDocument();
  });

  it("shows the route's missing-parameter message inside its page, without loading the tool's data", async () => {
    const context = { ...launch().context, token: null };
    render(<App launch={launch({ context })} config={config} exchangeLaunchCode={noExchange} registry={registry} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Probe' })).toBeInTheDocument();
    expect(screen.getByRole('alert', { name: 'Error' })).toHaveTextContent('No token in this launch.');
    expect(screen.queryByText(/token=/)).not.toBeInTheDocument();
  });

  it('shows Route Not Found for an unknown route', () => {
    render(
      <App launch={launch({ route: 'Bogus' })} config={config} exchangeLaunchCode={noExchange} registry={registry} />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Route Not Found' })).toBeInTheDocument();
    expect(
      screen.getByText('The route "Bogus" does not exist. Please check the route query parameter.'),
    ).toBeInTheDocument();
  });

  it('shows Route Not Found when route is missing', () => {
    render(
      <App launch={launch({ route: null })} config={config} exchangeLaunchCode={noExchange} registry={registry} />,
    );
    expect(screen.getByText('No route was given. Please check the route query parameter.')).toBeInTheDocument();
  });

  it('shows a not-available page for MagicAssignment', () => {
    render(
      <App
        launch={launch({ route: 'MagicAssignment' })}
        config={config}
        exchangeLaunchCode={noExchange}
        registry={registry}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Not available' })).toBeInTheDocument();
  });

  it('explains a malformed state', () => {
    const problem = {
      kind: 'malformed-state',
      detail: 'The state parameter is not valid base64-encoded JSON.',
    } as const;
    render(<App launch={launch({ problem })} config={config} exchangeLaunchCode={noExchange} registry={registry} />);
    expect(screen.getByRole('heading', { level: 1, name: 'This launch link is broken' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The state parameter is not valid base64-encoded JSON. Please open the tool again from your course.',
    );
  });

  it('explains a refused origin', () => {
    const problem = { kind: 'origin-not-allowed', which: 'platform', origin: 'https://evil.test' } as const;
    render(<App launch={launch({ problem })} config={config} exchangeLaunchCode={noExchange} registry={registry} />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      "The platform address https://evil.test is not on this installation's allow-list",
    );
  });

  it('exchanges a launch code for the token before loading the tool', async () => {
    const exchange = vi.fn().mockResolvedValue('from-code');
    const storage = { setItem: vi.fn() };
    const l = launch({ launchCode: 'c1', context: { ...launch().context, token: null } });
    render(<App launch={l} config={config} exchangeLaunchCode={exchange} registry={registry} session={storage} />);
    expect(await screen.findByText('token=from-code')).toBeInTheDocument();
    expect(exchange).toHaveBeenCalledWith('https://tools.test', 'c1');
    expect(storage.setItem).toHaveBeenCalledWith(tokenStorageKey('u1'), 'from-code');
  });

  it('keeps the exchanged token in memory where the frame blocks storage, and the tool still opens', async () => {
    blockWebStorage();
    const l = launch({ launchCode: 'c1', context: { ...launch().context, token: null } });
    render(
      <App launch={l} config={config} exchangeLaunchCode={() => Promise.resolve('from-code')} registry={registry} />,
    );
    expect(await screen.findByText('token=from-code')).toBeInTheDocument();
    expect(webStorage('session').getItem(tokenStorageKey('u1'))).toBe('from-code');
    expect(webStorage('session').persistent).toBe(false);
  });

  it('asks for a new launch from Learn when a reload lost the token to blocked storage', async () => {
    const l = launch({ tokenLost: true, context: { ...launch().context, token: null } });
    render(<App launch={l} config={config} exchangeLaunchCode={noExchange} registry={registry} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Probe' })).toBeInTheDocument();
    const alert = screen.getByRole('alert', { name: 'Please open the tool again from your course' });
    expect(alert).toHaveTextContent(
      'Your browser blocks storage for this tool inside the course page, so reloading it signed you out. Open the tool again from your course in Learn to continue.',
    );
    // Instead of the route's own missing-token message, and without loading the tool's data.
    expect(screen.queryByText('No token in this launch.')).not.toBeInTheDocument();
    expect(screen.queryByText(/token=/)).not.toBeInTheDocument();
  });

  it('after a launch and a reload in a frame whose storage is blocked, explains instead of an empty page', async () => {
    blockWebStorage();
    const state = encodeState({ locale: 'en_US', platformUrl: 'https://learn.test', backendUrl: 'https://tools.test' });
    const env = (href: string) => ({
      location: { href },
      history: { state: null, replaceState: vi.fn() },
      session: webStorage('session'),
      local: webStorage('local'),
      config,
    });
    const address = `https://tools.test/?route=ReportCard&uuid=u1&state=${encodeURIComponent(state)}`;
    // The launch: the token arrives in the address and is kept (in this page's memory only).
    const first = readLaunch(env(`${address}&token=t1`));
    expect(first.context.token).toBe('t1');
    // A reload is a new page: its memory starts empty, and the browser's storage kept nothing.
    webStorage('session').clear();
    const reload = readLaunch(env(address));
    expect(reload.tokenLost).toBe(true);
    render(<App launch={reload} config={config} exchangeLaunchCode={noExchange} registry={registry} />);
    expect(await screen.findByRole('alert', { name: 'Please open the tool again from your course' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Probe' })).toBeInTheDocument();
  });

  it('puts the same explanation above a screen that checks the token itself', async () => {
    const l = launch({ route: 'CourseChatWidget', tokenLost: true, context: { ...launch().context, token: null } });
    render(<App launch={l} config={config} exchangeLaunchCode={noExchange} registry={registry} />);
    expect(await screen.findByText('token=none')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Self-checking probe' })).toBeInTheDocument();
    expect(screen.getByText('Please open the tool again from your course')).toBeInTheDocument();
    expect(
      screen.getByText(
        /^Your browser blocks storage for this tool inside the course page, so reloading it signed you out/,
      ),
    ).toBeInTheDocument();
  });

  it('explains a rejected launch code', async () => {
    const l = launch({ launchCode: 'c1', context: { ...launch().context, token: null } });
    render(
      <App
        launch={l}
        config={config}
        exchangeLaunchCode={() => Promise.reject(new Error('code expired'))}
        registry={registry}
      />,
    );
    expect(await screen.findByRole('heading', { name: 'Sign-in could not be completed' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('The one-time sign-in code was rejected (code expired).');
  });

  it('shows the university banner when configured', async () => {
    render(
      <App
        launch={launch()}
        config={{ ...config, banner: { text: 'Example University' } }}
        exchangeLaunchCode={noExchange}
        registry={registry}
      />,
    );
    expect(screen.getByRole('banner')).toHaveTextContent('Example University');
    await screen.findByText('token=t1');
  });
});
