// Loaded only by stories that declare `backend` (story.tsx imports it on demand), so the
// server, PGlite and its WebAssembly stay out of every other story's page.
import { http, type RequestHandler } from 'msw';
import type { Sandbox } from '@tools/sandbox';
import { BackendHost, backendFault, clearBackendFaults, type EmbeddedModule } from './backend-host.ts';
import type { StoryBackend, StoryBackendOptions } from './story.tsx';

interface ServerSource {
  learnUrl: string;
  backendUrl: string;
  /** `() => import('@tools/server/embedded')`, handed in by the Storybook preview (setStoryServer). */
  load: () => Promise<EmbeddedModule>;
}

let host: BackendHost | null = null;

/** The migrated empty database scripts/server-db-snapshot.ts writes into public/ (a gzip tarball). */
async function loadSnapshot(): Promise<Blob> {
  // eslint-disable-next-line no-restricted-globals -- a static file of this Storybook, neither Learn nor our server
  const response = await fetch(new URL('server-db.tar.gz', document.baseURI));
  if (!response.ok) {
    throw new Error(`No server database snapshot (${response.status}): run the storybook dev or build script.`);
  }
  return new Blob([await response.arrayBuffer()], { type: 'application/x-gzip' });
}

/** Starts our real server (import, PGlite from the snapshot, migrations) once per page. */
export function startBackend({ load, ...urls }: ServerSource, currentSandbox: () => Sandbox) {
  host ??= new BackendHost({ ...urls, sandbox: currentSandbox, load, snapshot: loadSnapshot });
  return host;
}

/**
 * Our real server in the page (`@tools/server/embedded`: the whole product on in-memory PGlite), reaching
 * Learn through the story's sandbox: one per page, emptied before every story that uses it.
 */
export async function prepareBackend(
  source: ServerSource,
  currentSandbox: () => Sandbox,
  options: StoryBackendOptions,
): Promise<{ backend: StoryBackend; handlers: RequestHandler[] }> {
  const server = startBackend(source, currentSandbox);
  await server.start();
  await server.reset();
  clearBackendFaults();
  const backend: StoryBackend = {
    sandbox: currentSandbox(),
    request: (persona, method, path, body) => server.request(persona, method, path, body),
    ltiLaunch: (persona, launch) => server.ltiLaunch(persona, launch),
  };
  await options.seed?.(backend);
  // The story's faults apply to the tool's own requests only (seeding above is never faulted).
  for (const fault of options.faults ?? []) backendFault(fault);
  return {
    backend,
    handlers: [http.all(`${source.backendUrl}/*`, ({ request }) => server.answer(request))],
  };
}
