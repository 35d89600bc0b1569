import { QueryClient } from '@tanstack/react-query';
import type { StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { setupWorker } from 'msw/browser';
import { loadTool, ToolFrame, ToolProviders, type LoadedTool } from '@tools/host';
import { emptyLaunch, type LaunchContext, type RouteValue, type ToolRoute } from '@tools/launch';
import { createSandbox } from '@tools/sandbox';
import type { BackendFaultInput, EmbeddedModule, LtiLaunchOptions } from './backend-host.ts';

// A tool's stories take their Storybook types from here, so a feature package needs Storybook itself
// only when its `play` functions use `storybook/test`.
export type { Meta, StoryObj } from '@storybook/react-vite';

/** The Learn origin stories launch against; the sandbox answers it inside the browser (MSW). */
export const LEARN_URL = 'https://learn.sandbox.test';
/** Our server's origin in launches. The real server answers it in stories that declare `backend`. */
export const BACKEND_URL = 'https://tools.sandbox.test';

export type Sandbox = ReturnType<typeof createSandbox>;
// The sandbox is also the LTI platform that has our server (BACKEND_URL) registered as its tool.
const newSandbox = () => createSandbox({ publicUrl: LEARN_URL, shellUrl: BACKEND_URL });
let sandbox: Sandbox = newSandbox();

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

const urls = { learnUrl: LEARN_URL, backendUrl: BACKEND_URL };

let loadServer: (() => Promise<EmbeddedModule>) | null = null;

/**
 * How the page gets our real server (`() => import('@tools/server/embedded')`), set once by the
 * Storybook preview. A parameter and not an import here, so a package's typecheck of its stories
 * never compiles the server, while Storybook's bundler still splits it into its own chunk.
 */
export function setStoryServer(load: () => Promise<EmbeddedModule>): void {
  loadServer = load;
}

function storyServer(): () => Promise<EmbeddedModule> {
  if (!loadServer) throw new Error('No server for stories: call setStoryServer() in .storybook/preview.ts.');
  return loadServer;
}

export type Persona = 'student' | 'student2' | 'instructor' | 'instructor2' | 'instructor3' | 'admin';

/** The story's real server, as the loader hands it to `seed` and `launch`. */
export interface StoryBackend {
  sandbox: Sandbox;
  /** Calls our server as a persona (seeding through its own API, e.g. the admin saving rules); throws on non-2xx. */
  request: <T = unknown>(persona: string, method: string, path: string, body?: unknown) => Promise<T>;
  /** A real LTI 1.3 launch of our server by the sandbox platform; returns the shell's launch. */
  ltiLaunch: (persona: string, options: LtiLaunchOptions) => Promise<LaunchContext>;
}

export interface StoryBackendOptions {
  /** Put the state in place through the server's own routes, as the people who would do it. */
  seed?: (backend: StoryBackend) => Promise<void>;
  /** Make the tool's requests fail, as `backendFault()` does in screen tests (seeding is never faulted). */
  faults?: BackendFaultInput[];
}

export interface LaunchSource {
  sandbox: Sandbox;
  /** Present when the story declares `backend`. */
  backend: StoryBackend | null;
}

export interface ToolStoryOptions {
  persona: Persona | null;
  /** Launch overrides; a function when they depend on the story's sandbox or server (e.g. a real LTI launch). */
  launch?:
    Partial<LaunchContext> | ((source: LaunchSource) => Partial<LaunchContext> | Promise<Partial<LaunchContext>>);
  /** Arrange the sandbox for this state, e.g. inject a fault (after the server is seeded and the launch made). */
  setup?: (sandbox: Sandbox) => void;
  /**
   * Our real server ({backend}) for this story: `true`, or how to seed it and make it fail. It
   * runs in the page (PGlite), loaded only for stories that declare it, empty at each story's start.
   * Tag the file's meta `tags: ['server']` (e2e/storybook.spec.ts waits longer for the server's start).
   */
  backend?: true | StoryBackendOptions;
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
        // The server (when the story has one) starts while the screen's code loads.
        const serverStarting = options.backend
          ? import('./story-backend.ts').then(({ startBackend }) =>
              startBackend({ ...urls, load: storyServer() }, () => sandbox).start(),
            )
          : null;
        const [loaded] = await Promise.all([loadTool(tool), startWorker(), serverStarting]);
        sandbox = newSandbox();
        // Back-end handlers never leak from one story into the next: only Learn stays answered.
        worker.resetHandlers();
        let backend: StoryBackend | null = null;
        if (options.backend) {
          const { prepareBackend } = await import('./story-backend.ts');
          const prepared = await prepareBackend(
            { ...urls, load: storyServer() },
            () => sandbox,
            options.backend === true ? {} : options.backend,
          );
          backend = prepared.backend;
          worker.use(...prepared.handlers);
        }
        let launch: LaunchContext = { ...emptyLaunch, platformUrl: LEARN_URL, backendUrl: BACKEND_URL };
        if (options.persona) {
          const user = sandbox.state.persona(options.persona);
          if (!user) throw new Error(`No sandbox persona ${options.persona}`);
          launch = { ...launch, token: sandbox.state.issueToken(user.id), uuid: user.uuid, role: options.persona };
        }
        const overrides =
          typeof options.launch === 'function' ? await options.launch({ sandbox, backend }) : options.launch;
        // Last, so seeding and a real LTI launch are not hit by the story's Learn faults.
        options.setup?.(sandbox);
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

/** Our server answers every request of the tool with a 503 (`backend-error` stories). */
export const serverDown: StoryBackendOptions = {
  faults: ['/*', '/*/*', '/*/*/*'].map((path) => ({ path, status: 503, message: 'Service Unavailable' })),
};
