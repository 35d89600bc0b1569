import { render, screen } from '@tools/testing';
import { describe, expect, it, vi } from 'vitest';
import { defineRoute, emptyLaunch, useLaunch } from '@tools/launch';
import { App } from '../app.tsx';
import type { ReadLaunch } from '../launch/read-launch.ts';
import { tokenStorageKey } from '../launch/read-launch.ts';

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
    render(
      <App launch={l} config={config} exchangeLaunchCode={exchange} registry={registry} sessionStorage={storage} />,
    );
    expect(await screen.findByText('token=from-code')).toBeInTheDocument();
    expect(exchange).toHaveBeenCalledWith('https://tools.test', 'c1');
    expect(storage.setItem).toHaveBeenCalledWith(tokenStorageKey('u1'), 'from-code');
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
