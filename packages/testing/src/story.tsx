import { QueryClient } from '@tanstack/react-query';
import type { StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { setupWorker } from 'msw/browser';
import { loadTool, ToolFrame, ToolProviders, type LoadedTool } from '@tools/host';
import { emptyLaunch, type LaunchContext, type RouteValue, type ToolRoute } from '@tools/launch';
import { createSandbox, seedLarge, type SeedData } from '@tools/sandbox';
import type { BackendFaultInput, EmbeddedModule, LtiLaunchOptions } from './backend-host.ts';

// A tool's stories take their Storybook types from here, so a feature package needs Storybook itself
// only when its `play` functions use `storybook/test`.
export type { Meta, StoryObj } from '@storybook/react-vite';

/** The Learn origin stories launch against; the sandbox answers it inside the browser (MSW). */
export const LEARN_URL = 'https://learn.sandbox.test';
/** Our server's origin in launches. The real server answers it in stories that declare `backend`. */
export const BACKEND_URL = 'https://tools.sandbox.test';

export type Sandbox = ReturnType<typeof createSandbox>;
/**
 * The institution a story runs against: the demo (BIO101 and its dozen students), or `large`: one
 * course of 250 students with 8 graded assignments (half past due, a fifth of attempts late; the other
 * half due within the week), and the Grade Hurdle course `HURDLE-250` with the same 250 students, both
 * taught by the `instructor` persona. 250 rows, not more: it shows the bulk screens at the size an
 * instructor meets, and keeps the Storybook build and its check within CI's budget. `large-courses`:
 * 250 courses of the SIS_COURSES data source (a student and a column each), the catalog category
 * BENCH holding every fifth and BENCH-EMPTY none: the admin's per-course screens (SetCategory) at size.
 */
export type StoryData = 'demo' | 'large' | 'large-courses';

/** The `large` world's size (stories name it in their titles and assertions). */
export const LARGE_STUDENTS = 250;

const seedLargeWorld = (): SeedData =>
  seedLarge({
    students: LARGE_STUDENTS,
    courses: 1,
    coursesPerStudent: 1,
    columnsPerCourse: 9,
    contentItems: 40,
    hurdleStudents: LARGE_STUDENTS,
  });

/** The `large-courses` world's size. */
export const LARGE_COURSES = 250;

const seedLargeCourses = (): SeedData =>
  seedLarge({ students: 50, courses: LARGE_COURSES, coursesPerStudent: 1, columnsPerCourse: 1, contentItems: 1 });

/** The `large` world's courses: `roster` (250 students, 8 assignments) and `hurdle` (HURDLE-250). */
export function largeCourse(s: Sandbox, which: 'roster' | 'hurdle') {
  const { courses } = s.state.store.data;
  const course = which === 'hurdle' ? courses.find((c) => c.courseId === `HURDLE-${LARGE_STUDENTS}`) : courses[0];
  if (!course) throw new Error(`No ${which} course: the story needs data: 'large'`);
  return course;
}

// The sandbox is also the LTI platform that has our server (BACKEND_URL) registered as its tool.
// Seeding is cheap (a large world's grades are made the first time a column is read), so each story
// gets its own: a story's writes never show in the next.
const newSandbox = (data: StoryData = 'demo') =>
  createSandbox({
    publicUrl: LEARN_URL,
    shellUrl: BACKEND_URL,
    ...(data === 'large' ? { data: seedLargeWorld() } : data === 'large-courses' ? { data: seedLargeCourses() } : {}),
  });
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
  /** The institution (default the demo); `large` for the bulk tools at 250 students. */
  data?: StoryData;
  /**
   * The width the story is shown at (Storybook's viewport toolbar starts there). Name the story with
   * the width at its end (`…390`, `…1280`): e2e/storybook.spec.ts sets its page to that width before it
   * checks the story (and, at 390, that nothing scrolls sideways).
   */
  viewport?: StoryViewport;
}

export type StoryViewport = 390 | 1280;

/** Storybook's viewport choices for our stories (the preview's `parameters.viewport.options`). */
export const STORY_VIEWPORTS = {
  phone390: { name: 'Phone, 390 px', styles: { width: '390px', height: '844px' }, type: 'mobile' },
  desktop1280: { name: 'Desktop, 1280 px', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
} as const;

const viewportKey = (width: StoryViewport): keyof typeof STORY_VIEWPORTS =>
  width === 390 ? 'phone390' : 'desktop1280';

/**
 * A story that renders a tool as the shell hosts it (through the route's own lazy `load`),
 * for one persona and one state.
 */
export function toolStory(routes: ToolRoute[], route: RouteValue, options: ToolStoryOptions): StoryObj {
  const tool = routes.find((r) => r.route === route);
  if (!tool) throw new Error(`No tool route ${route}`);
  return {
    ...(options.viewport ? { globals: { viewport: { value: viewportKey(options.viewport), isRotated: false } } } : {}),
    loaders: [
      async () => {
        // The server (when the story has one) starts while the screen's code loads.
        const serverStarting = options.backend
          ? import('./story-backend.ts').then(({ startBackend }) =>
              startBackend({ ...urls, load: storyServer() }, () => sandbox).start(),
            )
          : null;
        const [loaded] = await Promise.all([loadTool(tool), startWorker(), serverStarting]);
        sandbox = newSandbox(options.data);
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
