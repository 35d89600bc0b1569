import { QueryClient } from '@tanstack/react-query';
import type { StoryObj } from '@storybook/react-vite';
import { http, type RequestHandler } from 'msw';
import { setupWorker } from 'msw/browser';
import { loadTool, ToolFrame, ToolProviders, type LoadedTool } from '@tools/host';
import { emptyLaunch, type LaunchContext, type RouteValue, type ToolRoute } from '@tools/launch';
import { createSandbox } from '@tools/sandbox';

/** The Learn origin stories launch against; the sandbox answers it inside the browser (MSW). */
export const LEARN_URL = 'https://learn.sandbox.test';
/** Our server's origin in launches. Nothing answers it unless a story passes `backend` handlers. */
export const BACKEND_URL = 'https://tools.sandbox.test';

export type Sandbox = ReturnType<typeof createSandbox>;
let sandbox: Sandbox = createSandbox();

// One fake Learn: the sandbox's own Hono handlers, called in the page without a network.
const worker = setupWorker(http.all(`${LEARN_URL}/*`, ({ request }) => sandbox.app.fetch(request)));
let started: Promise<unknown> | null = null;
function startWorker() {
  started ??= worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: './mockServiceWorker.js' },
  });
  return started;
}

export type Persona = 'student' | 'student2' | 'instructor' | 'instructor2' | 'instructor3' | 'admin';

export interface ToolStoryOptions {
  persona: Persona | null;
  /** Launch overrides; a function when they depend on the story's sandbox (e.g. an LTI line item). */
  launch?: Partial<LaunchContext> | ((sandbox: Sandbox) => Partial<LaunchContext>);
  /** Arrange the sandbox for this state, e.g. inject a fault. */
  setup?: (sandbox: Sandbox) => void;
  /**
   * MSW handlers standing in for our own server ({backend}) in this story only. They get the
   * story's sandbox so they can re-check the caller with Learn as the server does.
   */
  backend?: (sandbox: Sandbox) => RequestHandler[];
}

/**
 * A story that renders a tool as the shell hosts it (through the route's own lazy `load`),
 * for one persona and one state.
 */
export function toolStory(routes: ToolRoute[], route: RouteValue, options: ToolStoryOptions): StoryObj {
  const tool = routes.find((r) => r.route === route);
  if (!tool) throw new Error(`No tool route ${route}`);
  return {
    loaders: [
      async () => {
        const [loaded] = await Promise.all([loadTool(tool), startWorker()]);
        sandbox = createSandbox();
        options.setup?.(sandbox);
        // Back-end handlers never leak from one story into the next: only Learn stays answered.
        worker.resetHandlers();
        if (options.backend) worker.use(...options.backend(sandbox));
        let launch: LaunchContext = { ...emptyLaunch, platformUrl: LEARN_URL, backendUrl: BACKEND_URL };
        if (options.persona) {
          const user = sandbox.state.persona(options.persona);
          if (!user) throw new Error(`No sandbox persona ${options.persona}`);
          launch = { ...launch, token: sandbox.state.issueToken(user.id), uuid: user.uuid, role: options.persona };
        }
        const overrides = typeof options.launch === 'function' ? options.launch(sandbox) : options.launch;
        return { loaded, launch: { ...launch, ...overrides } };
      },
    ],
    render: (_args, { loaded }) => {
      const story = loaded as { loaded: LoadedTool; launch: LaunchContext };
      return <Hosted loaded={story.loaded} launch={story.launch} />;
    },
  };
}

function Hosted({ loaded, launch }: { loaded: LoadedTool; launch: LaunchContext }) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return (
    <ToolProviders launch={launch} queryClient={queryClient}>
      <ToolFrame loaded={loaded} />
    </ToolProviders>
  );
}

/** Every Learn call fails with a 500 (Learn's RestException body). */
export const learnDown =
  (path = '/learn/api/') =>
  (s: Sandbox) => {
    s.state.faults.add({ kind: 'status', status: 500, path });
  };
